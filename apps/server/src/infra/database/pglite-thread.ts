import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FromThread, PgliteThreadOptions, ToThread } from './pglite-protocol.js';

/**
 * The embedded database on a thread of its own (pglite-worker.ts), reached by node-postgres as
 * if over a socket: `connect()` gives the stream a pool's client talks PostgreSQL's wire
 * protocol on (docs/architecture.md#embedded-database-thread).
 */
export interface PgliteThread {
  /** A new connection's stream, for pg's `stream` option. */
  connect(): PgliteConnection;
  /** False once the thread has stopped, closed or not. */
  readonly alive: boolean;
  /**
   * Calls `listener` once if the thread stops other than by `close()` (PGlite failed or stopped
   * answering, or the thread exited), once the thread has exited. Its connections failed at once.
   */
  onFailure(listener: (error: Error) => void): void;
  /** Ends the connections, closes PGlite (its files flushed) and stops the thread. Idempotent. */
  close(): Promise<void>;
}

/**
 * Where the thread's code is: the bundle's `pglite-worker.js` beside this module's bundle
 * (build.mjs), or, run from the TypeScript sources (tests, `npm run dev`), the source itself,
 * with tsx's loader registered in the thread first.
 */
const threadEntry = (): { entry: string | URL; evaluate: boolean } => {
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname))
    return { entry: new URL('./pglite-worker.js', here), evaluate: false };
  const source = JSON.stringify(new URL('./pglite-worker.ts', here).href);
  const load = `register(); return import(${source});`;
  return { entry: `import('tsx/esm/api').then(({ register }) => { ${load} })`, evaluate: true };
};

/** A connection's stream: a duplex that `connect()`s as pg expects of a socket. */
export interface PgliteConnection extends Duplex {
  connect(): this;
}

/** The stopped thread's error, for connections it cut and ones that come after. */
const stoppedError = (why: string) =>
  new Error(`Connection terminated: the embedded database ${why}`);

/**
 * One connection's end of the wire: what node-postgres writes goes to the thread, what the thread
 * answers is read. It looks enough like a socket for pg's Connection (connect, setNoDelay, ref).
 */
class ThreadConnection extends Duplex implements PgliteConnection {
  constructor(
    private readonly id: number,
    private readonly post: (message: ToThread, transfer?: ArrayBuffer[]) => void,
    private readonly forget: (id: number) => void,
    private readonly stopped: () => Error | undefined,
  ) {
    super();
  }

  connect(): this {
    process.nextTick(() => {
      const error = this.stopped();
      if (error) this.destroy(error);
      else this.emit('connect');
    });
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  /** The thread's answer for this connection. */
  answer(bytes: Uint8Array): void {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read(): void {}

  private send(bytes: Uint8Array) {
    const error = this.stopped();
    if (error) throw error;
    this.post({ op: 'wire', id: this.id, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this._writev([{ chunk }], done);
  }

  // node-postgres corks a query's messages (parse, bind, describe, execute, sync): one hand-over,
  // a copy of its own ArrayBuffer, so handing it over moves no one else's.
  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error) => void): void {
    try {
      const joined = new Uint8Array(chunks.reduce((n, c) => n + c.chunk.length, 0));
      let at = 0;
      for (const { chunk } of chunks) {
        joined.set(chunk, at);
        at += chunk.length;
      }
      this.send(joined);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _final(done: () => void): void {
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.forget(this.id);
    done(error);
  }
}

/** How long `close()` waits for PGlite to close and flush its files before ending the thread. */
const CLOSE_WAIT_MS = 5000;

export interface PgliteWatchdog {
  /**
   * Ends the thread when it has not answered a ping for this long: PGlite runs a query on the
   * thread's one call stack, so a thread stuck in one (a broken PGlite spinning, or a statement
   * running that long while every other query waits) answers nothing. Off when undefined.
   */
  answerWithinMs?: number | undefined;
}

/** Starts the thread and opens PGlite in it; rejects with PGlite's own error if that fails. */
export const startPgliteThread = (
  options: PgliteThreadOptions,
  { answerWithinMs }: PgliteWatchdog = {},
): Promise<PgliteThread> =>
  new Promise((resolve, reject) => {
    const { entry, evaluate } = threadEntry();
    const worker = new Worker(entry, {
      eval: evaluate,
      workerData: options,
      // The thread's JavaScript makes little per query (a message, and the answer's bytes, which
      // live outside the heap): a 4 MB young generation kept it about 11 MB smaller when idle,
      // with the same throughput (docs/performance.md#the-embedded-database-on-its-own-thread).
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    const connections = new Map<number, ThreadConnection>();
    let nextId = 1;
    let ready = false;
    let stopped: Error | undefined;
    let closing: Promise<void> | undefined;
    let closed: (() => void) | undefined;
    /** Why the thread stopped, when not by `close()`. */
    let failure: Error | undefined;
    let exited = false;
    const failureListeners: ((error: Error) => void)[] = [];

    const post = (message: ToThread, transfer: ArrayBuffer[] = []) =>
      worker.postMessage(message, transfer);
    const forget = (id: number) => {
      if (!connections.delete(id) || stopped) return;
      post({ op: 'end', id });
    };
    let watchdog: NodeJS.Timeout | undefined;
    /** When the unanswered ping went, if one is out. */
    let pingedAt: number | undefined;
    const watch = (limit: number) => {
      watchdog = setInterval(
        () => {
          if (pingedAt === undefined) {
            pingedAt = Date.now();
            post({ op: 'ping' });
          } else if (Date.now() - pingedAt >= limit) {
            stop(stoppedError(`did not answer for ${Math.round(limit / 1000)} s`));
            void worker.terminate();
          }
        },
        Math.min(5000, Math.max(50, limit / 4)),
      );
      watchdog.unref();
    };

    const stop = (error: Error) => {
      if (stopped) return;
      clearInterval(watchdog);
      stopped = error;
      for (const connection of connections.values()) connection.destroy(error);
      connections.clear();
      if (!closing) failure = error;
    };

    worker.on('message', (message: FromThread) => {
      switch (message.op) {
        case 'ready':
          ready = true;
          if (answerWithinMs !== undefined) watch(answerWithinMs);
          resolve(thread);
          return;
        case 'pong':
          pingedAt = undefined;
          return;
        case 'failed':
          if (!ready) reject(new Error(message.message));
          stop(stoppedError(`failed: ${message.message}`));
          return;
        case 'wire':
          connections.get(message.id)?.answer(message.bytes);
          return;
        case 'wire-failed':
          connections.get(message.id)?.destroy(stoppedError(`failed: ${message.message}`));
          return;
        case 'closed':
          closed?.();
          // PGlite is closed and its files flushed: nothing left for the thread to finish.
          void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      if (!ready) reject(error);
      stop(stoppedError(`failed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      if (!ready) reject(new Error(`the embedded database's thread exited (${code})`));
      stop(stoppedError(closing ? 'closed' : `stopped (${code})`));
      exited = true;
      closed?.();
      // Told once the thread is gone, so nothing of it touches PGlite's files any more.
      if (failure) for (const listener of failureListeners.splice(0)) listener(failure);
    });

    const thread: PgliteThread = {
      connect() {
        const id = nextId++;
        const connection = new ThreadConnection(id, post, forget, () => stopped);
        if (!stopped) connections.set(id, connection);
        return connection;
      },
      get alive() {
        return !stopped;
      },
      onFailure(listener) {
        if (!exited) failureListeners.push(listener);
        else if (failure) listener(failure);
      },
      close() {
        if (closing) return closing;
        if (stopped) {
          // Failed: done once the thread has gone, so the caller may hand its files on.
          if (exited) return (closing = Promise.resolve());
          closing = new Promise<void>((resolve) => (closed = resolve));
          void worker.terminate();
          return closing;
        }
        let done!: () => void;
        closing = new Promise<void>((resolve) => (done = resolve));
        // A PGlite that stopped answering would never say 'closed': its files stay as they are,
        // as after a crash, which the next start recovers from.
        const limit = setTimeout(() => void worker.terminate(), CLOSE_WAIT_MS);
        closed = () => {
          clearTimeout(limit);
          done();
        };
        stop(stoppedError('closed'));
        post({ op: 'close' });
        return closing;
      },
    };
  });
