import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase, migrateDatabase } from './startup.js';

/**
 * `npm run db:migrate`: applies the committed migrations and the job queue's schema to the
 * configured database under the migration lock, then exits. Run it before starting new app
 * processes on a release that adds migrations (starting also migrates, under the same lock).
 */
const main = async () => {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const where = database.driver === 'pglite' ? ` at ${config.dataDir}/db` : '';
  process.stdout.write(`Migrations applied (database: ${database.driver}${where}).\n`);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
