import { inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { oneTimeCodes } from './otp.table.js';
import { sessions } from './sessions.table.js';
import { users } from './users.table.js';

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

  /** Which of these avatar URLs some profile uses. */
  async avatarsInUse(urls: string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await db
      .select({ avatar: users.avatar })
      .from(users)
      .where(inArray(users.avatar, urls));
    return new Set(rows.map((r) => r.avatar).filter((a): a is string => a !== null));
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
