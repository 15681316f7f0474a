import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
