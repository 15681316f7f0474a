import type { Job } from '../../infra/jobs/jobs.js';
import type { IngestService } from './ingest.service.js';

/**
 * The ingest's background work (docs/product/video-ingest.md#the-transcode-job): every five
 * minutes, transcodes whose worker died go back to the queue; every hour, abandoned uploads and
 * the files of failed and cancelled ones are removed.
 */
export const ingestJobs = (service: IngestService): Job[] => [
  { name: 'ingest-requeue', everyMs: 5 * 60 * 1000, run: () => service.requeueStale() },
  { name: 'ingest-housekeeping', everyMs: 60 * 60 * 1000, run: () => service.cleanup() },
];
