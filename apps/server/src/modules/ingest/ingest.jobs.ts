import type { Job } from '../../infra/jobs/jobs.js';
import type { IngestService } from './ingest.service.js';

/** Every hour: abandoned uploads, dead transcodes and the files of failed ones (housekeeping). */
export const ingestJobs = (service: IngestService): Job[] => [
  { name: 'ingest-housekeeping', everyMs: 60 * 60 * 1000, run: () => service.cleanup() },
];
