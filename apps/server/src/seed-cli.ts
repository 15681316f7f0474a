import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from './startup.js';

/**
 * `npm run seed`: migrates the configured database and writes the demo content, whatever
 * SEED_DEMO says (the seed is idempotent: a second run refreshes texts and keeps ids).
 */
const main = async () => {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database, openConfiguredStorage(config), {
    seedDemo: true,
    imageTools: { ffmpeg: config.ingest.ffmpegPath },
  });
  await database.close();
  const where = database.driver === 'pglite' ? ` at ${config.dataDir}/db` : '';
  process.stdout.write(`Demo content seeded (database: ${database.driver}${where}).\n`);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
