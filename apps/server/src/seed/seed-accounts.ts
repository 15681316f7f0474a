import { eq } from 'drizzle-orm';
import type { Database } from '../infra/database/database.js';
import { users } from '../db/schema.js';
import { createPasswords } from '../infra/crypto/passwords.js';

/** A verified account with the survey answered, so a newcomer can sign in straight away. */
export const DEMO_ACCOUNT = {
  email: 'demo@dalbit.local',
  password: 'Dalbit!2026',
  userName: 'Dalbit Demo',
} as const;

export const seedAccounts = async ({ db }: Database, now = new Date()) => {
  // Hash only when the row is missing: argon2 on every start would slow boots and tests.
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .limit(1);
  if (found.length > 0) return;
  await db
    .insert(users)
    .values({
      userName: DEMO_ACCOUNT.userName,
      email: DEMO_ACCOUNT.email,
      passwordHash: await createPasswords().hash(DEMO_ACCOUNT.password),
      emailVerifiedAt: now,
      language: 'english',
      survey: ['google'],
    })
    .onConflictDoNothing();
};
