import { SESSION_IDLE_DAYS } from '@dalbit/contract';
import { defineJob } from '../../infra/queue/job.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import type { HousekeepingRepository } from './housekeeping.repository.js';

/** Codes are kept a day past their expiry (the limits and support may look at them). */
const CODE_KEEP_MS = DAY_MS;

/**
 * Hourly housekeeping: sessions past either expiry (or revoked longer ago than the idle limit)
 * and one-time codes a day past their expiry are deleted.
 */
export const accountsJobs = (deps: { housekeeping: HousekeepingRepository; now: Clock }) => [
  defineJob({
    name: 'accounts.housekeeping',
    schedule: '7 * * * *',
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    pollSeconds: 10,
    async handle() {
      const at = deps.now();
      const sessions = await deps.housekeeping.deleteDeadSessions(
        new Date(at),
        new Date(at - SESSION_IDLE_DAYS * DAY_MS),
      );
      const codes = await deps.housekeeping.deleteCodesExpiredBefore(new Date(at - CODE_KEEP_MS));
      return { sessions, codes };
    },
  }),
];
