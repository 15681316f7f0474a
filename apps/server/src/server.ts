import { fork } from 'node:child_process';
import type { Server } from 'node:http';
import v8 from 'node:v8';
import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type AppConfig, type AppRole } from './config.js';
import { APP_ROLES } from './config-env.js';
import { DataDirLockedError } from './infra/database/data-dir-lock.js';
import { startMetricsServer } from './infra/metrics/metrics-http.js';
import { survivingDatabaseOutages } from './infra/queue/job-queue.js';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from './startup.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Running jobs get this long to finish on shutdown; pg-boss retries what they leave. */
const JOB_DRAIN_MS = 7_000;

/** The flag of the child that migrates and seeds the embedded database (prepareInChild). */
const PREPARE_ONLY = '--prepare-only';

/**
 * The embedded database's migrations, demo seed and index builds run in a child process that
 * exits when done: they grow PGlite's WASM heap (which never shrinks) and the JavaScript heap
 * well past what serving needs, and a process gives all of it back only by exiting. The
 * serving process then opens the prepared database fresh (docs/performance.md#memory).
 */
const prepareInChild = () =>
  new Promise<void>((resolve, reject) => {
    const child = fork(process.argv[1]!, [...process.argv.slice(2), PREPARE_ONLY], {
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`preparing the embedded database failed (${signal ?? code})`)),
    );
  });

const exitWith = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const configOrExit = (): AppConfig => {
  try {
    const config = loadConfig(process.env);
    // `--role=worker` (npm run worker) wins over APP_ROLE.
    const flag = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
    if (flag !== undefined) {
      if (!(APP_ROLES as readonly string[]).includes(flag))
        exitWith(`--role must be one of ${APP_ROLES.join(', ')} (got ${JSON.stringify(flag)})`);
      return { ...config, role: flag as AppRole };
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
};

const describe = (config: AppConfig, app: App, port: number | undefined) => {
  const { database } = app;
  const db = `database: ${database.driver}${database.driver === 'pglite' ? ` at ${config.dataDir}/db` : ''}`;
  if (port === undefined) return `${config.siteName} worker running jobs (${db})`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const jobs = config.role === 'all' ? ', running jobs' : ', jobs left to a worker';
  return `${config.siteName} listening on http://${shownHost}:${port} (${db}, public URL ${config.publicUrl}${jobs})`;
};

/**
 * The process entry (docs/operations.md#processes): open the database and storage, migrate
 * and seed under the migration lock, then by APP_ROLE serve HTTP (`web`), run the jobs
 * (`worker`), or both (`all`, the default). A web process only puts jobs on the queue.
 */
const main = async () => {
  // Every request's objects stay young (docs/performance.md#per-request-overhead): without this,
  // V8 may decide in the first seconds of load, from a few scavenges that found many requests
  // in flight, that the request path's allocations live long, and allocate them in the old
  // generation for the rest of the process's life. About one start in seven did: a kept answer
  // then cost 70-80 µs of CPU instead of 40-45, with four times the time in garbage collection.
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
  const config = configOrExit();
  const embedded = config.databaseUrl === undefined;
  const prepareOnly = process.argv.includes(PREPARE_ONLY);
  // The serving process's embedded database (docs/performance.md#memory): its WebAssembly
  // compiled once, by the optimizing compiler only. By default V8 first compiles it with its
  // baseline compiler, then again the functions that run often, and keeps both: some 60 MB
  // more resident for the life of the process. The short-lived child keeps the quicker default.
  if (embedded && !prepareOnly && !config.pgliteWasmBaseline) v8.setFlagsFromString('--no-liftoff');
  if (embedded && !prepareOnly) await prepareInChild();
  let database;
  try {
    database = await openConfiguredDatabase(config, { serving: !prepareOnly });
  } catch (error) {
    if (error instanceof DataDirLockedError) exitWith(error.message);
    throw error;
  }
  const storage = openConfiguredStorage(config);
  // An embedded database was migrated and seeded by the child before this process opened it.
  if (!embedded || prepareOnly)
    await prepareDatabase(database, storage, {
      seedDemo: config.seedDemo,
      imageTools: { ffmpeg: config.ingest.ffmpegPath },
    });
  if (prepareOnly) {
    await database.close();
    process.exit(0);
  }

  const app = await buildApp(config, { database, storage });
  // A queue statement nobody awaits must not end the process when the pool times out.
  process.on(
    'unhandledRejection',
    survivingDatabaseOutages((error) => {
      app.log.warn({ err: error }, 'a database call nobody awaited failed: the database is away');
    }),
  );
  const serves = config.role !== 'worker';
  const works = config.role !== 'web';
  let port: number | undefined;
  if (serves) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : config.port;
  }
  await app.queue.start({ work: works, schedule: works });
  let metricsServer: Server | undefined;
  if (config.metrics.port) {
    metricsServer = await startMetricsServer({
      port: config.metrics.port,
      host: config.metrics.host,
      metrics: app.metrics,
      ready: async () => app.queue.running && (await app.database.ping().catch(() => false)),
    });
  }
  console.log(describe(config, app, port));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // If a connection or the database hangs, leave anyway rather than be killed uncleanly.
    const timer = setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; exiting.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    metricsServer?.close();
    app.queue
      .stop(JOB_DRAIN_MS)
      .then(() => app.close())
      .then(
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
