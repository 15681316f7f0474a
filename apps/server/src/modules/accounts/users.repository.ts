import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { users, type NewUserRow, type UserRow } from './users.table.js';

export type UserPatch = Partial<
  Pick<
    NewUserRow,
    | 'userName'
    | 'avatar'
    | 'birthDate'
    | 'nationality'
    | 'gender'
    | 'areaCode'
    | 'phone'
    | 'survey'
    | 'language'
    | 'passwordHash'
    | 'emailVerifiedAt'
  >
>;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export const createUsersRepository = (db: Db) => ({
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0];
  },

  async findById(id: bigint): Promise<UserRow | undefined> {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },

  /** Undefined when the e-mail is taken (also when a concurrent sign-up won the race). */
  async insert(row: NewUserRow): Promise<UserRow | undefined> {
    const rows = await db.insert(users).values(row).onConflictDoNothing().returning();
    return rows[0];
  },

  async update(id: bigint, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
    const rows = await db
      .update(users)
      .set({ ...patch, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },

  /**
   * Names the e-mail of an account that has no verified one. Undefined when the account got
   * verified meanwhile or another account holds the e-mail (the unique key decides a race).
   */
  async setPendingEmail(id: bigint, email: string, now: Date): Promise<UserRow | undefined> {
    try {
      const rows = await db
        .update(users)
        .set({ email, updatedAt: now })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
        .returning();
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  /** Keeps the first verification time when verified again. */
  async markVerified(id: bigint, now: Date): Promise<UserRow | undefined> {
    const rows = await db
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
