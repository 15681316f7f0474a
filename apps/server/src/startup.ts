import { join } from 'node:path';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './infra/database/database.js';
import { resolveAppSecret } from './infra/crypto/app-secret.js';
import { installQueueSchema } from './infra/queue/job-queue.js';
import { createStorage } from './infra/storage/index.js';
import type { Storage } from './infra/storage/storage.js';
import type { MediaTools } from './infra/media/run-tool.js';
import { seedDemo } from './seed/seed.js';
import { makeSeedImageVariants } from './seed/seed-images.js';

/**
 * How long the serving process's embedded database may hold its thread on one call before it is
 * started again (docs/operations.md#embedded-database): every other query waits meanwhile.
 */
export const EMBEDDED_ANSWER_WITHIN_MS = 60_000;

/**
 * PostgreSQL at DATABASE_URL, else the embedded database under DATA_DIR/db; `serving` turns on
 * the embedded database's watchdog (not for migrations, whose index builds may take longer).
 */
export const openConfiguredDatabase = (
  config: AppConfig,
  { serving = false }: { serving?: boolean } = {},
): Promise<Database> =>
  openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          preparedStatements: config.databasePreparedStatements,
        }
      : {
          dataDir: join(config.dataDir, 'db'),
          answerWithinMs: serving ? EMBEDDED_ANSWER_WITHIN_MS : undefined,
        },
  );

/** S3 when configured, else local disk under DATA_DIR/media (upload URLs signed with the secret). */
export const openConfiguredStorage = (config: AppConfig): Storage =>
  createStorage(config, { secret: resolveAppSecret(config.appSecret, config.dataDir) });

/**
 * The committed migrations and the job queue's schema (pg-boss's own, which it creates and
 * upgrades), under the migration lock: `npm run db:migrate` and every start take the same lock,
 * so processes started together on a fresh database migrate one after the other.
 */
export const migrateDatabase = (database: Database): Promise<void> =>
  database.withMigrationLock(async () => {
    await database.migrate();
    await installQueueSchema(database);
  });

/**
 * The start-up steps before the app serves: the migrations, then the demo content when asked
 * for (SEED_DEMO, or `npm run seed`) with the resized copies of its pictures when `imageTools`
 * is given, all under the migration lock so two processes never seed at once. Closes the
 * database when a step fails.
 */
export const prepareDatabase = async (
  database: Database,
  storage: Storage,
  options: { seedDemo: boolean; imageTools?: Pick<MediaTools, 'ffmpeg'> },
): Promise<void> => {
  try {
    await database.withMigrationLock(async () => {
      await database.migrate();
      await installQueueSchema(database);
      if (!options.seedDemo) return;
      await seedDemo(database, storage);
      if (options.imageTools) {
        await makeSeedImageVariants(storage, options.imageTools, (message) =>
          process.emitWarning(message),
        );
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
};
