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
  ];
  for (const account of accounts) {
    // Hash only when the row is missing: argon2 on every start would slow boots and tests.
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (found.length > 0) continue;
    await db
      .insert(users)
      .values({
        userName: account.userName,
        email: account.email,
        passwordHash: await createPasswords().hash(account.password),
        emailVerifiedAt: now,
        language: 'english',
        survey: ['google'],
        role: account.role,
      })
      .onConflictDoNothing();
  }
};
