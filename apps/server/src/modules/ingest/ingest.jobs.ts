import { defineJob } from '../../infra/queue/job.js';
import type { IngestService } from './ingest.service.js';
import type { TranscodeHandler, TranscodePayload } from './transcode.handler.js';

const NO_RETRY = { limit: 0, delaySeconds: 0, backoff: false };

/** Transcode attempts before a source that keeps failing is marked failed. */
export const MAX_TRANSCODE_ATTEMPTS = 3;

/**
 * A run longer than this counts as dead for pg-boss (a 10 GB master at `veryfast` stays far
 * below); a worker killed sooner is noticed by `ingest.requeue-stale` after 10 silent minutes.
 */
const TRANSCODE_TIMEOUT_SECONDS = 12 * 60 * 60;

export const TRANSCODE_JOB = 'ingest.transcode';

/**
 * The transcode job (docs/product/video-ingest.md#the-transcode-job): runs only where the
 * process's role runs jobs (APP_ROLE worker or all), `concurrency` at once per process. A
 * rejected run is retried after 30 s, then 60 s; the handler fails the asset on its third
 * attempt, so the queue never needs to give up on its own.
 */
export const transcodeJob = (
  handler: TranscodeHandler,
  options: { concurrency: number; onProgress?: (assetId: string, percent: number) => void },
) =>
  defineJob({
    name: TRANSCODE_JOB,
    retry: { limit: MAX_TRANSCODE_ATTEMPTS - 1, delaySeconds: 30, backoff: true },
    timeoutSeconds: TRANSCODE_TIMEOUT_SECONDS,
    concurrency: options.concurrency,
    handle: (data: TranscodePayload, meta) =>
      handler(data, {
        signal: meta.signal ?? new AbortController().signal,
        reportProgress: (percent) => options.onProgress?.(data.assetId, percent),
      }),
  });

export type TranscodeJob = ReturnType<typeof transcodeJob>;

/**
 * The ingest's background work, queued once across all processes: every five minutes,
 * transcodes whose worker died go back to the queue; every hour, abandoned uploads and the files
 * of failed and cancelled ones are removed. The next tick is the retry of either.
 */
export const ingestJobs = (service: Pick<IngestService, 'requeueStale' | 'cleanup'>) => [
  defineJob({
    name: 'ingest.requeue-stale',
    schedule: '*/5 * * * *',
    retry: NO_RETRY,
    handle: () => service.requeueStale(),
  }),
  defineJob({
    name: 'ingest.housekeeping',
    schedule: '7 * * * *',
    retry: NO_RETRY,
    timeoutSeconds: 30 * 60,
    handle: () => service.cleanup(),
  }),
];
