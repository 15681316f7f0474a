import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { startJobs } from './infra/jobs/jobs.js';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from './startup.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const configOrExit = (): AppConfig => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

/**
 * The process entry: open the database and storage, run the start-up steps (migrations, the
 * demo seed), serve, and run the modules' background jobs in this process.
 */
const main = async () => {
  const config = configOrExit();
  const database = await openConfiguredDatabase(config);
  const storage = openConfiguredStorage(config);
  await prepareDatabase(database, storage, { seedDemo: config.seedDemo });

  const app = await buildApp(config, { database, storage });
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(app.jobs, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `${config.siteName} listening on http://${shownHost}:${port} (database: ${database.driver}${
      database.driver === 'pglite' ? ` at ${config.dataDir}/db` : ''
    }, public URL ${config.publicUrl})`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    // If a connection or the database hangs, leave anyway rather than be killed uncleanly.
    const timer = setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; exiting.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
