import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { STAFF_ROLES, type AdminAccountListQuery, type Role } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { comments } from '../comments/comments.table.js';
import { userIdentities } from './identities.table.js';
import { oneTimeCodes } from './otp.table.js';
import { sessions } from './sessions.table.js';
import { users, type UserRow } from './users.table.js';

// Written out: inside a one-table select drizzle leaves columns unqualified, and an inner
// "user_id" = "id" would compare two columns of sessions.
const lastSeen = sql<Date | null>`(select max(s.last_used_at) from sessions s where s.user_id = users.id)`;

const stateWhere = (state: AdminAccountListQuery['state']) =>
  state === 'deleted'
    ? isNotNull(users.deletedAt)
    : state === 'suspended'
      ? and(isNotNull(users.suspendedAt), isNull(users.deletedAt))
      : state === 'active'
        ? and(isNull(users.suspendedAt), isNull(users.deletedAt))
        : undefined;

/** Accounts as staff see them (docs/product/back-office.md#accounts). */
export const createAccountsAdminRepository = (db: Db) => ({
  async list(query: AdminAccountListQuery) {
    const pattern = `%${escapeLike(query.q)}%`;
    const where = and(
      query.q ? or(ilike(users.email, pattern), ilike(users.userName, pattern)) : undefined,
      query.role === 'all'
        ? undefined
        : query.role === 'staff'
          ? inArray(users.role, [...STAFF_ROLES])
          : eq(users.role, query.role),
      stateWhere(query.state),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const column =
      query.sort === 'userName'
        ? users.userName
        : query.sort === 'email'
          ? users.email
          : users.createdAt;
    const [rows, totals] = await Promise.all([
      db
        .select({ user: users, lastSeen })
        .from(users)
        .where(where)
        .orderBy(direction(column), direction(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async find(id: bigint) {
    const rows = await db.select({ user: users, lastSeen }).from(users).where(eq(users.id, id));
    return rows[0];
  },

  identities(userId: bigint) {
    return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
  },

  liveSessions(userId: bigint, now: Date) {
    return db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(sessions.lastUsedAt))
      .limit(50);
  },

  recentComments(userId: bigint) {
    return db
      .select()
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt))
      .limit(50);
  },

  async update(id: bigint, patch: Partial<UserRow>, now: Date): Promise<UserRow | undefined> {
    const rows = await db
      .update(users)
      .set({ ...patch, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },

  async endSessions(userId: bigint, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  /**
   * Deletes an account's personal data in one transaction: the row stays (its comments read
   * "deleted account"), emptied of name, e-mail, password, profile and role; its sessions,
   * social links and codes go.
   */
  async anonymize(user: UserRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
      if (user.email) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
      await tx
        .update(users)
        .set({
          userName: '',
          email: null,
          passwordHash: null,
          emailVerifiedAt: null,
          avatar: null,
          birthDate: null,
          nationality: null,
          gender: null,
          areaCode: null,
          phone: null,
          survey: [],
          role: 'user' satisfies Role,
          suspendedAt: null,
          suspendedReason: '',
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    });
  },
});

export type AccountsAdminRepository = ReturnType<typeof createAccountsAdminRepository>;
