import { userInfo } from 'node:os';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@dalbit/contract';
import { ConfigError, loadConfig } from './config.js';
import { auditLog, users } from './db/schema.js';
import { announceInvalidation } from './infra/cache/shared-invalidation.js';
import { SESSIONS_CACHE_PREFIX } from './modules/accounts/sessions.service.js';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from './startup.js';

const USAGE = `Usage: npm run admin -- grant <email> <${ROLES.join('|')}>

Gives an account a role (the first admin, or any later change), on the configured database
(DATA_DIR or DATABASE_URL). The change is written to the audit log as done from the command line.`;

/** `npm run admin -- grant <email> <role>` (docs/product/back-office.md#the-first-admin). */
const grant = async (email: string, role: Role): Promise<string> => {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, openConfiguredStorage(config), { seedDemo: false });
    const { db } = database;
    const address = email.trim().toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
    if (!user || user.deletedAt) throw new Error(`No account uses the e-mail ${address}.`);
    await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await db.insert(auditLog).values({
      actorId: null,
      actorEmail: `cli:${userInfo().username}`,
      action: 'account.role',
      entityType: 'user',
      entityId: user.id.toString(),
      before: { role: user.role },
      after: { role },
      ip: '',
    });
    // Running servers keep signed-in sessions, role included, for seconds: drop them now.
    if (database.driver === 'postgres') {
      await announceInvalidation(database.execute, SESSIONS_CACHE_PREFIX);
    }
    return `${address} is now ${role} (was ${user.role}).`;
  } finally {
    // prepareDatabase has closed it already when it failed.
    await database.close().catch(() => undefined);
  }
};

const main = async () => {
  const [command, email, role] = process.argv.slice(2);
  if (command !== 'grant' || !email || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error(USAGE);
    process.exit(2);
  }
  process.stdout.write(`${await grant(email, role as Role)}\n`);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
