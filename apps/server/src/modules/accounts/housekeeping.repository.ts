import { lt, or } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { oneTimeCodes } from './otp.table.js';
import { sessions } from './sessions.table.js';

/** Rows nobody can use any more: sessions past either expiry or long revoked, spent codes. */
export const createHousekeepingRepository = (db: Db) => ({
  async deleteDeadSessions(now: Date, idleSince: Date): Promise<number> {
    const rows = await db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastUsedAt, idleSince),
          lt(sessions.revokedAt, idleSince),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  },

  async deleteCodesExpiredBefore(before: Date): Promise<number> {
    const rows = await db
      .delete(oneTimeCodes)
      .where(lt(oneTimeCodes.expiresAt, before))
      .returning({ id: oneTimeCodes.id });
    return rows.length;
  },
});

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;
