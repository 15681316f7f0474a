import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { createTtlCache } from './infra/cache/ttl-cache.js';
import { resolveAppSecret } from './infra/crypto/app-secret.js';
import { createPasswords, type Passwords } from './infra/crypto/passwords.js';
import type { Database } from './infra/database/database.js';
import { AppError } from './infra/http/app-error.js';
import { createHttpServer } from './infra/http/http-server.js';
import type { Job } from './infra/jobs/jobs.js';
import { createMailer } from './infra/mail/mailer.js';
import { createPaymentProvider } from './infra/payments/index.js';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
} from './infra/rate-limit/counter-store.js';
import type { Storage } from './infra/storage/storage.js';
import { registerAccounts } from './modules/accounts/accounts.module.js';
import type { LoginLimits } from './modules/accounts/auth.service.js';
import { registerApplications } from './modules/applications/applications.module.js';
import { registerAreaCodes } from './modules/area-codes/area-codes.module.js';
import { registerComments } from './modules/comments/comments.module.js';
import { registerCrowdfunding } from './modules/crowdfunding/crowdfunding.module.js';
import { registerEvents } from './modules/events/events.module.js';
import { registerFilms } from './modules/films/films.module.js';
import { registerHealth } from './modules/health/health.module.js';
import { registerHotSearch } from './modules/hot-search/hot-search.module.js';
import { registerIngest, type IngestAccess } from './modules/ingest/ingest.module.js';
import { registerMedia } from './modules/media/media.module.js';
import { registerSearch } from './modules/search/search.module.js';
import { registerWebAppConfig } from './modules/web-app-config/web-app-config.module.js';
import { registerWeb } from './modules/web/web.module.js';
import { assetsDir } from './paths.js';
import type { Clock } from './shared/clock.js';
import { openConfiguredDatabase, openConfiguredStorage } from './startup.js';

export interface BuildOverrides {
  /** A migrated database the app takes over (and closes on app.close()). */
  database?: Database;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  rateLimitMax?: number;
  /** Clock of the services (sessions, codes, limits, campaigns); tests move it. */
  now?: Clock;
  loginLimits?: LoginLimits;
  /** Prefix of every Redis key, so parallel test runs never share counters. */
  redisPrefix?: string;
  /** Tests only: a cheaper (or counted) argon2. Production always hashes at ARGON2_COST. */
  passwords?: Passwords;
}

export type App = FastifyInstance & {
  database: Database;
  /** The modules' background work; the process entry decides whether to run it here. */
  jobs: readonly Job[];
};

/** Every Redis key of the app starts with this, unless a test run picks its own. */
const REDIS_PREFIX = 'dalbit:';

/** What every module may be handed: made once per app. */
const createShared = (
  config: AppConfig,
  app: FastifyInstance,
  database: Database,
  overrides: BuildOverrides,
) => {
  const now = overrides.now ?? Date.now;
  const counters = config.redisUrl
    ? createRedisCounterStore(config.redisUrl, overrides.redisPrefix ?? REDIS_PREFIX)
    : createMemoryCounterStore(now);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => {
    mailer.close();
    await counters.close();
  });
  return {
    db: database.db,
    storage: overrides.storage ?? openConfiguredStorage(config),
    // One key for every HMAC of the app (upload URLs, one-time codes, payment customer ids).
    secret: resolveAppSecret(config.appSecret, config.dataDir),
    cache: createTtlCache({ ttlMs: config.cacheTtlSeconds * 1000, maxEntries: 1000 }),
    counters,
    mailer,
    passwords: overrides.passwords ?? createPasswords(),
    payments: createPaymentProvider(config),
    log: app.log,
    now,
  };
};

type Shared = ReturnType<typeof createShared>;
type Guards = Awaited<ReturnType<typeof registerAccounts>>['guards'];

/**
 * Who may upload and manage video media until the back office passes its `editor` guard here:
 * a signed-in, verified account with any staff role (docs/product/video-ingest.md#who-may-upload).
 */
const staffOnly = (guards: Guards): IngestAccess => ({
  async check(request) {
    await guards.requireVerifiedUser(request);
    if (guards.authOf(request).user.role === 'user') throw new AppError('auth.forbidden');
  },
  userIdOf: (request) => guards.viewerOf(request)?.user.id ?? null,
});

/** The modules, in order. Each registers its routes; what one needs of another passes here. */
const registerModules = async (
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  shared: Shared,
  overrides: BuildOverrides,
): Promise<{ jobs: Job[] }> => {
  const { db, storage, secret, cache, counters, mailer, passwords, payments, log, now } = shared;
  const { guards } = await registerAccounts(app, {
    config,
    db,
    storage,
    secret,
    mailer,
    counters,
    passwords,
    log,
    now,
    loginLimits: overrides.loginLimits,
  });
  await registerAreaCodes(app);
  const films = await registerFilms(app, { db, storage, cache, guards, now });
  const ingest = await registerIngest(app, {
    config,
    db,
    storage,
    access: staffOnly(guards),
    now,
    log,
  });
  const events = await registerEvents(app, { db, cache });
  await registerHotSearch(app, { db, cache });
  await registerSearch(app, { events: events.service, films: films.service });
  const crowdfunding = await registerCrowdfunding(app, {
    db,
    payments,
    tossClient: config.toss && { clientKey: config.toss.clientKey, sdkUrl: config.toss.sdkUrl },
    secret,
    guards,
    now,
    log,
  });
  await registerComments(app, {
    db,
    guards,
    now,
    targets: {
      film: async (id) => (await films.service.filmRow(id)).id,
      project: async (id) => (await crowdfunding.service.projectRow(id)).id,
    },
  });
  await registerApplications(app, {
    db,
    guards,
    mailer,
    counters,
    siteName: config.siteName,
    log,
    now,
  });
  await registerHealth(app, { database });
  await registerWebAppConfig(app, { config });
  await registerMedia(app, { storage });
  await registerWeb(app, {
    webDistDir: config.webDistDir,
    ogImagePath: join(assetsDir, 'og-image.jpg'),
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    sources: {
      findEvent: (id) => events.service.find(id),
      findFilm: (id) => films.service.find(id),
      findProject: (id) => crowdfunding.service.find(id),
    },
  });
  return { jobs: [...crowdfunding.jobs, ...ingest.jobs] };
};

/**
 * The whole HTTP application on a database that is already migrated. Start-up steps (the
 * migrations, the demo seed) and running the jobs belong to the process entry, server.ts.
 */
export const buildApp = async (config: AppConfig, overrides: BuildOverrides = {}): Promise<App> => {
  const database = overrides.database ?? (await openConfiguredDatabase(config));
  let app: FastifyInstance;
  try {
    app = await createHttpServer(config, {
      logger: overrides.logger,
      rateLimitMax: overrides.rateLimitMax,
      redisPrefix: overrides.redisPrefix ?? REDIS_PREFIX,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.addHook('onClose', () => database.close());
  try {
    const shared = createShared(config, app, database, overrides);
    const { jobs } = await registerModules(app, config, database, shared, overrides);
    app.decorate('database', database);
    app.decorate('jobs', jobs);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app as App;
};
