import type { Job } from '../../infra/jobs/jobs.js';
import type { CrowdfundingService } from './crowdfunding.service.js';

/** How often ended campaigns are settled (charged or voided). */
export const SETTLE_EVERY_MS = 60_000;

/** The crowdfunding module's background work: settling ended campaigns. */
export const crowdfundingJobs = (
  service: Pick<CrowdfundingService, 'settleEndedProjects'>,
): Job[] => [
  {
    name: 'crowdfunding.settle-ended-projects',
    everyMs: SETTLE_EVERY_MS,
    run: () => service.settleEndedProjects(),
  },
];
