import { MediaProbeError, parseProbe, type MediaProbe, type RawProbe } from './probe.js';
import { MediaToolError, runTool, type MediaTools } from './run-tool.js';

const PROBE_TIMEOUT_MS = 60_000;

/**
 * ffprobe of a file path or an http(s) URL (a presigned S3 object). A file ffprobe cannot read
 * at all is `MediaProbeError('not_video')`; what it reads is judged by `parseProbe`.
 */
export const probeMedia = async (
  tools: MediaTools,
  input: string,
  signal?: AbortSignal,
): Promise<MediaProbe> => {
  let json: string;
  try {
    json = await runTool(
      tools.ffprobe,
      [
        '-v',
        'error',
        // Give up on a remote source that stops answering rather than hang the job.
        ...(/^https?:/.test(input) ? ['-rw_timeout', '30000000'] : []),
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        input,
      ],
      { signal, timeoutMs: PROBE_TIMEOUT_MS },
    );
  } catch (error) {
    // "Invalid data found when processing input" and friends: not something we can play.
    if (error instanceof MediaToolError) throw new MediaProbeError('not_video', error.stderr);
    throw error;
  }
  let raw: RawProbe;
  try {
    raw = JSON.parse(json) as RawProbe;
  } catch {
    throw new MediaProbeError('not_video', 'unreadable ffprobe output');
  }
  return parseProbe(raw);
};
