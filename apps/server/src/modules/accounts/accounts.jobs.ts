import { SESSION_IDLE_DAYS } from '@dalbit/contract';
import { defineJob } from '../../infra/queue/job.js';
import type { Storage } from '../../infra/storage/storage.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import type { HousekeepingRepository } from './housekeeping.repository.js';

/** Codes are kept a day past their expiry (the limits and support may look at them). */
const CODE_KEEP_MS = DAY_MS;
/** An avatar upload no profile uses after a day was abandoned (the ticket lasts 5 minutes). */
const UPLOAD_KEEP_MS = DAY_MS;
const BATCH = 200;

/** Deletes avatar uploads older than a day that no profile points at; answers how many. */
const deleteAbandonedUploads = async (
  storage: Storage,
  housekeeping: HousekeepingRepository,
  before: Date,
): Promise<number> => {
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    const inUse = await housekeeping.avatarsInUse(batch.map((key) => storage.publicUrl(key)));
    for (const key of batch) {
      if (inUse.has(storage.publicUrl(key))) continue;
      await storage.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const object of storage.list('avatars/')) {
    if (object.modifiedAt >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return deleted;
};

/**
 * Hourly housekeeping: sessions past either expiry (or revoked longer ago than the idle limit),
 * one-time codes a day past their expiry, and avatar uploads abandoned for a day are deleted.
 */
export const accountsJobs = (deps: {
  housekeeping: HousekeepingRepository;
  storage: Storage;
  now: Clock;
}) => [
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
      const uploads = await deleteAbandonedUploads(
        deps.storage,
        deps.housekeeping,
        new Date(at - UPLOAD_KEEP_MS),
      );
      return { sessions, codes, uploads };
    },
  }),
];
