import type { Database } from '../client.js';
import { users } from '../schema.js';
import { passwords } from '../../infra/crypto/passwords.js';

/** A verified account with the survey answered, so a newcomer can sign in straight away. */
export const DEMO_ACCOUNT = {
  email: 'demo@dalbit.local',
  password: 'Dalbit!2026',
  userName: 'Dalbit Demo',
} as const;

export const seedAccounts = async ({ db }: Database, now = new Date()) => {
  // Hash only when the row is missing: argon2 on every start would slow boots and tests.
  const found = await db.query.users.findFirst({
    columns: { id: true },
    where: (u, { eq }) => eq(u.email, DEMO_ACCOUNT.email),
  });
  if (found) return;
  await db
    .insert(users)
    .values({
      userName: DEMO_ACCOUNT.userName,
      email: DEMO_ACCOUNT.email,
      passwordHash: await passwords.hash(DEMO_ACCOUNT.password),
      emailVerifiedAt: now,
      language: 'english',
      survey: ['google'],
    })
    .onConflictDoNothing();
};
