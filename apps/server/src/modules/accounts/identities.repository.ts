import { and, eq, isNull } from 'drizzle-orm';
import type { SocialProvider } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { sessions } from './sessions.table.js';
import { users, type NewUserRow, type UserRow } from './users.table.js';
import { userIdentities } from './identities.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside a transaction when a concurrent sign-in won a unique key; the caller retries. */
export class IdentityRaceError extends Error {
  override name = 'IdentityRaceError';
}

/** The steps of a social sign-in, all bound to one transaction. */
const operationsOf = (tx: Tx) => ({
  async userOfIdentity(provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
    const rows = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return rows[0]?.user;
  },

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const rows = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    return rows[0];
  },

  async createUser(row: NewUserRow): Promise<UserRow> {
    const rows = await tx.insert(users).values(row).onConflictDoNothing().returning();
    if (!rows[0]) throw new IdentityRaceError('e-mail taken concurrently');
    return rows[0];
  },

  async link(input: {
    provider: SocialProvider;
    subject: string;
    userId: bigint;
    email: string | null;
    now: Date;
  }): Promise<void> {
    const rows = await tx
      .insert(userIdentities)
      .values({
        provider: input.provider,
        subject: input.subject,
        userId: input.userId,
        emailAtLink: input.email,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (!rows[0]) throw new IdentityRaceError('identity linked concurrently');
  },

  /**
   * Hands an account whose e-mail was never proven to the person the provider vouches for:
   * whoever registered it first loses the password, every session and every linked identity.
   */
  async takeOver(userId: bigint, now: Date): Promise<UserRow> {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    const rows = await tx
      .update(users)
      .set({ passwordHash: null, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!rows[0]) throw new IdentityRaceError('account removed concurrently');
    return rows[0];
  },
});

export type IdentityOperations = ReturnType<typeof operationsOf>;

export const createIdentitiesRepository = (db: Db) => ({
  /** Runs `work` in one transaction; an IdentityRaceError rolls everything back. */
  transaction: <T>(work: (ops: IdentityOperations) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(operationsOf(tx))),
});

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
