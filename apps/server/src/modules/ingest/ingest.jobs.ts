import { defineJob } from '../../infra/queue/job.js';
import type { IngestService } from './ingest.service.js';

const NO_RETRY = { limit: 0, delaySeconds: 0, backoff: false };

/**
 * The ingest's background work (docs/product/video-ingest.md#the-transcode-job), queued once
 * across all processes: every five minutes, transcodes whose worker died go back to the queue;
 * every hour, abandoned uploads and the files of failed and cancelled ones are removed. The next
 * tick is the retry of either.
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
