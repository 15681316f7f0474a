import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../infra/database/built-once.js';
import type { Db } from '../../infra/database/database.js';
import { users, type UserRow } from './users.table.js';
import { sessions, type SessionRow } from './sessions.table.js';

export const createSessionsRepository = (db: Db) => {
  // Every signed-in request asks it (unless its session is kept): built once.
  const live = builtOnce(() =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
          // A suspended or deleted account has no live session, whatever its rows say.
          isNull(users.suspendedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1),
  );
  return {
    async insert(row: {
      userId: bigint;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
      userAgent: string | undefined;
      ip: string | undefined;
      provider: SessionRow['provider'];
    }): Promise<SessionRow> {
      const rows = await db
        .insert(sessions)
        .values({
          userId: row.userId,
          tokenHash: row.tokenHash,
          createdAt: row.now,
          lastUsedAt: row.now,
          expiresAt: row.expiresAt,
          userAgent: row.userAgent?.slice(0, 512),
          ip: row.ip,
          provider: row.provider,
        })
        .returning();
      const created = rows[0];
      if (!created) throw new Error('session insert returned nothing');
      return created;
    },

    /** The live session of a token digest with its user: not revoked, not past either expiry. */
    async findLive(
      tokenHash: string,
      now: Date,
      idleSince: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const rows = await live().execute({ tokenHash, now, idleSince });
      return rows[0];
    },

    async touch(id: bigint, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    async revoke(id: bigint, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllOfUser(userId: bigint, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
};

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
