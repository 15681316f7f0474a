import { spawn } from 'node:child_process';

/** The paths of the two tools; Debian's ffmpeg package puts both on PATH. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

/** ffmpeg or ffprobe is not installed (or not where the settings say). */
export class MediaToolMissingError extends Error {
  override name = 'MediaToolMissingError';
}

/** The tool ran and failed; `stderr` is its last lines, for the log (never for a user). */
export class MediaToolError extends Error {
  override name = 'MediaToolError';
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** The run was stopped through its signal (cancel) or its time limit. */
export class MediaToolAbortedError extends Error {
  override name = 'MediaToolAbortedError';
}

export interface RunToolOptions {
  signal?: AbortSignal | undefined;
  /** Killed (and rejected) after this long. */
  timeoutMs?: number | undefined;
  /** Each stdout line as it comes (ffmpeg's -progress pipe:1). */
  onLine?: ((line: string) => void) | undefined;
  /** Largest stdout kept for the result (ffprobe's JSON). */
  maxStdoutBytes?: number | undefined;
}

const STDERR_TAIL = 4000;

/**
 * Runs a tool with arguments (never through a shell), resolves its stdout on exit 0. Cancel
 * and time-out kill it at once (SIGKILL): a transcode that was asked to stop must not go on
 * writing files.
 */
export const runTool = (
  command: string,
  args: readonly string[],
  options: RunToolOptions = {},
): Promise<string> =>
  new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaToolAbortedError('aborted before start'));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const maxStdout = options.maxStdoutBytes ?? 16 * 1024 * 1024;
    let stdout = '';
    let pending = '';
    let stderr = '';
    let stopped: string | undefined;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = why;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs
      ? setTimeout(() => stop(`timed out after ${options.timeoutMs} ms`), options.timeoutMs)
      : undefined;

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < maxStdout) stdout += chunk;
      if (!options.onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trimEnd());
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const finish = () => {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      reject(
        error.code === 'ENOENT' ? new MediaToolMissingError(`${command} is not installed`) : error,
      );
    });
    child.on('close', (code) => {
      finish();
      if (pending && options.onLine) options.onLine(pending.trimEnd());
      if (stopped) reject(new MediaToolAbortedError(`${command} ${stopped}`));
      else if (code === 0) resolve(stdout);
      else reject(new MediaToolError(`${command} exited with ${code}`, code, stderr.trim()));
    });
  });
