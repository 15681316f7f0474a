import { defineJob } from '../../infra/queue/job.js';
import type { CrowdfundingService } from './crowdfunding.service.js';

/**
 * Settling ended campaigns (docs/product/crowdfunding.md#settle-job): queued each minute, once
 * across all processes, and run by one worker. No retries: the next minute's run is the retry,
 * and a pledge is claimed with a lease, so two runs never charge anyone twice.
 */
export const settleJob = (service: Pick<CrowdfundingService, 'settleEndedProjects'>) =>
  defineJob({
    name: 'crowdfunding.settle-ended-projects',
    schedule: '* * * * *',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    timeoutSeconds: 10 * 60,
    pollSeconds: 5,
    handle: () => service.settleEndedProjects(),
  });

/** The crowdfunding module's background work. */
export const crowdfundingJobs = (service: Pick<CrowdfundingService, 'settleEndedProjects'>) => [
  settleJob(service),
];
