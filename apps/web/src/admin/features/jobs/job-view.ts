import type { AdminJob, JobStateName } from '@dalbit/contract';

export const STATE_TONE: Record<JobStateName, 'ok' | 'warn' | 'muted' | 'danger' | 'info'> = {
  failed: 'danger',
  retry: 'warn',
  created: 'info',
  active: 'ok',
  completed: 'muted',
  cancelled: 'muted',
};

/**
 * Tries made so far. pg-boss counts a try in `retryCount` when it starts the next one, so a job
 * that has started once has made `retryCount + 1` (running, failed, waiting for its retry).
 */
export const triesMade = (job: Pick<AdminJob, 'startedAt' | 'retryCount'>) =>
  job.startedAt ? job.retryCount + 1 : 0;

/** What staff may do with a job in its state (the server checks the same). */
export const canRetry = (job: Pick<AdminJob, 'state'>) =>
  job.state === 'failed' || job.state === 'retry';
export const canDiscard = (job: Pick<AdminJob, 'state'>) =>
  job.state === 'failed' || job.state === 'retry' || job.state === 'created';

/** The moment that matters for a job's state: when it failed, runs next, started or ended. */
export const momentOf = (job: AdminJob): { key: string; at: string } => {
  switch (job.state) {
    case 'failed':
      return { key: 'failedAt', at: job.completedAt ?? job.createdAt };
    case 'active':
      return { key: 'startedAt', at: job.startedAt ?? job.createdAt };
    case 'created':
    case 'retry':
      return { key: 'runsAt', at: job.startAfter };
    default:
      return { key: 'endedAt', at: job.completedAt ?? job.createdAt };
  }
};
