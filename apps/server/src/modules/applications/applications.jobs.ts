import { defineJob } from '../../infra/queue/job.js';
import type { ApplicationsService } from './applications.service.js';

/**
 * Every five minutes, the receipts that were never queued (the database blinked between the
 * insert and the mail) are queued; each is one mail by its key, however often this runs.
 */
export const applicationsJobs = (service: Pick<ApplicationsService, 'resendReceipts'>) => [
  defineJob({
    name: 'applications.resend-receipts',
    schedule: '*/5 * * * *',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    pollSeconds: 10,
    handle: async () => ({ queued: await service.resendReceipts() }),
  }),
];
