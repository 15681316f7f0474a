import { eq } from 'drizzle-orm';
import type { Database } from '../infra/database/database.js';
import { users } from '../db/schema.js';
import { createPasswords } from '../infra/crypto/passwords.js';
import { DEMO_CREATOR } from './seed-studio.js';

/** A verified account with the survey answered, so a newcomer can sign in straight away. */
export const DEMO_ACCOUNT = {
  email: 'demo@dalbit.local',
  password: 'Dalbit!2026',
  userName: 'Dalbit Demo',
} as const;

/** The demo back-office account (docs/product/back-office.md#the-first-admin): an admin. */
export const DEMO_ADMIN = {
  email: 'admin@dalbit.local',
  password: 'Dalbit#Staff26',
  userName: 'Dalbit Admin',
} as const;

export const seedAccounts = async ({ db }: Database, now = new Date()) => {
  const accounts = [
    { ...DEMO_ACCOUNT, role: 'user' as const },
    { ...DEMO_ADMIN, role: 'admin' as const },
    // A creator is an account linked to a project, not a role (seed-studio.ts links the draft).
    { ...DEMO_CREATOR, role: 'user' as const },
  ];
  const missing = [];
  for (const account of accounts) {
    // Hash only when the row is missing: argon2 on every start would slow boots and tests.
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (found.length === 0) missing.push(account);
  }
  const passwords = createPasswords();
  // The hashes at once: argon2 runs on the thread pool, so a first start waits for one.
  const hashes = await Promise.all(missing.map((account) => passwords.hash(account.password)));
  for (const [index, account] of missing.entries()) {
    await db
      .insert(users)
      .values({
        userName: account.userName,
        email: account.email,
        passwordHash: hashes[index],
        emailVerifiedAt: now,
        language: 'english',
        survey: ['google'],
        role: account.role,
      })
      .onConflictDoNothing();
  }
};
