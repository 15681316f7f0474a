import type { FastifyBaseLogger } from 'fastify';
import type { TranscodeQueue } from './ingest.service.js';
import type { TranscodeHandler, TranscodePayload } from './transcode.handler.js';

export interface InProcessRunnerOptions {
  handler: TranscodeHandler;
  /** TRANSCODE_CONCURRENCY: transcodes run at once. */
  concurrency: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Wait before running a job again after its handler rejected. */
  retryDelayMs?: number;
  /** Runs of one job at most (the handler fails the asset before this is reached). */
  maxRuns?: number;
}

export interface InProcessRunner extends TranscodeQueue {
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops every running transcode and drops the queue. */
  close(): Promise<void>;
}

/**
 * Runs transcodes in this process, `concurrency` at a time, retrying a rejected run after a
 * delay: the stand-in for the job queue (docs/product/video-ingest.md#the-transcode-job). The
 * handler does not know which one calls it, so the queue replaces this without a change there.
 */
export const createInProcessRunner = (options: InProcessRunnerOptions): InProcessRunner => {
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const maxRuns = options.maxRuns ?? 5;
  const waiting: { payload: TranscodePayload; runs: number }[] = [];
  const running = new Map<string, AbortController>();
  const timers = new Set<NodeJS.Timeout>();
  let idleWaiters: (() => void)[] = [];
  let closed = false;

  const settleIdle = () => {
    if (waiting.length > 0 || running.size > 0 || timers.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const pump = () => {
    while (!closed && running.size < options.concurrency) {
      const next = waiting.shift();
      if (!next) break;
      const { assetId } = next.payload;
      const controller = new AbortController();
      running.set(assetId, controller);
      const runs = next.runs + 1;
      options
        .handler(next.payload, { signal: controller.signal, reportProgress: () => undefined })
        .catch((error: unknown) => {
          options.log.error({ err: error, assetId }, 'transcode run failed');
          if (closed || runs >= maxRuns) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            waiting.push({ payload: next.payload, runs });
            pump();
          }, retryDelayMs);
          timer.unref();
          timers.add(timer);
        })
        .finally(() => {
          running.delete(assetId);
          pump();
          settleIdle();
        });
    }
    settleIdle();
  };

  return {
    async enqueue(payload) {
      if (closed) return;
      // One run of an asset at a time; a duplicate request while one waits or runs is dropped.
      if (
        running.has(payload.assetId) ||
        waiting.some((w) => w.payload.assetId === payload.assetId)
      ) {
        return;
      }
      waiting.push({ payload, runs: 0 });
      pump();
    },
    cancel(assetId) {
      running.get(assetId)?.abort();
      const index = waiting.findIndex((w) => w.payload.assetId === assetId);
      if (index >= 0) waiting.splice(index, 1);
    },
    idle() {
      if (waiting.length === 0 && running.size === 0 && timers.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      waiting.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of running.values()) controller.abort();
      if (running.size > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      settleIdle();
    },
  };
};
