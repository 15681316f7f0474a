import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema.js';
import type { Db } from '../../src/infra/database/database.js';
import { newSessionToken, sha256Hex } from '../../src/infra/crypto/tokens.js';
import type { NewUserRow, UserRow } from '../../src/modules/accounts/users.table.js';
import { testPasswords } from '../helpers.js';

let count = 0;
const passwords = testPasswords();
const hashes = new Map<string, Promise<string>>();

export interface UserSpec extends Partial<Omit<NewUserRow, 'passwordHash'>> {
  /** Hashed with the tests' argon2 cost; null for a social-only account. Default none. */
  password?: string | null;
  /** Default true: most tests need an account that may do everything. */
  verified?: boolean;
}

/** An account row, verified unless told otherwise; e-mails are unique per file by default. */
export const aUser = async (db: Db, spec: UserSpec = {}): Promise<UserRow> => {
  count += 1;
  const { password, verified = true, ...row } = spec;
  let passwordHash: string | null = null;
  if (password) {
    if (!hashes.has(password)) hashes.set(password, passwords.hash(password));
    passwordHash = (await hashes.get(password)) ?? null;
  }
  const [created] = await db
    .insert(users)
    .values({
      userName: `User ${count}`,
      email: `user${count}@example.com`,
      emailVerifiedAt: verified ? new Date() : null,
      passwordHash,
      ...row,
    })
    .returning();
  if (!created) throw new Error('user insert returned nothing');
  return created;
};

/** A live session of the user, as sign-in would create it; answers the bearer token. */
export const aSession = async (
  db: Db,
  userId: bigint,
  spec: { provider?: 'google' | 'kakao' | 'other'; at?: Date } = {},
): Promise<string> => {
  const token = newSessionToken();
  const at = spec.at ?? new Date();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: at,
    lastUsedAt: at,
    expiresAt: new Date(at.getTime() + 365 * 86_400_000),
    provider: spec.provider ?? 'other',
  });
  return token;
};

/** An account and a bearer token of it. */
export const aSignedInUser = async (db: Db, spec: UserSpec = {}) => {
  const user = await aUser(db, spec);
  return { user, token: await aSession(db, user.id) };
};

export const userByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
