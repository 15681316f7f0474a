import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemo } from './db/seed/seed.js';
import { registerDocs } from './infra/http/docs.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './infra/http/error-handler.js';
import { cspDirectivesFor, registerSecurity } from './infra/http/security.js';
import { loggerOptions } from './infra/logger.js';
import { resolveAppSecret } from './infra/crypto/app-secret.js';
import { createStorage } from './infra/storage/index.js';
import type { Storage } from './infra/storage/storage.js';
import { createEventsRepository } from './modules/events/events.repository.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createHotSearchRepository } from './modules/hot-search/hot-search.repository.js';
import { hotSearchRoutes } from './modules/hot-search/hot-search.routes.js';
import { createHotSearchService } from './modules/hot-search/hot-search.service.js';
import { createTtlCache } from './infra/cache/ttl-cache.js';
import { registerFilms } from './modules/films/films.js';
import { registerApplications } from './modules/applications/applications.js';
import { registerCrowdfunding } from './modules/crowdfunding/crowdfunding.js';
import type { CrowdfundingService } from './modules/crowdfunding/crowdfunding.service.js';
import { createPaymentProvider } from './infra/payments/index.js';
import { registerAccounts, type AccountsOptions } from './modules/auth/accounts.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { registerWeb } from './modules/web/web.routes.js';
import { webAppConfigRoutes } from './modules/web-app-config/web-app-config.routes.js';
import { assetsDir } from './paths.js';

export interface BuildOverrides {
  /** A database the app takes over (and closes on app.close()). */
  database?: Database;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  rateLimitMax?: number;
  /** Clock of the account features (sessions, codes, limits); tests move it. */
  now?: AccountsOptions['now'];
  loginLimits?: AccountsOptions['loginLimits'];
  redisPrefix?: AccountsOptions['redisPrefix'];
  /** How often the end-of-campaign job runs; 0 turns the interval off (tests call it). */
  settleIntervalMs?: number;
}

export type App = FastifyInstance & {
  database: Database;
  crowdfunding: Pick<CrowdfundingService, 'settleEndedProjects'>;
};

const openConfiguredDatabase = (config: AppConfig) =>
  openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') },
  );

export const buildApp = async (config: AppConfig, overrides: BuildOverrides = {}): Promise<App> => {
  const database = overrides.database ?? (await openConfiguredDatabase(config));
  // One key for every HMAC of the app (upload URLs here, one-time codes in the accounts code).
  const appSecret = resolveAppSecret(config.appSecret, config.dataDir);
  const storage = overrides.storage ?? createStorage(config, { secret: appSecret });
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemo(database, storage);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config.logLevel),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Per-request lines only when debugging: at info they would drown the useful ones.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, {
    csp: cspDirectivesFor(config),
    max: overrides.rateLimitMax ?? config.rateLimitPerMinute,
    redis: config.redisUrl
      ? { url: config.redisUrl, prefix: overrides.redisPrefix ?? 'dalbit:' }
      : undefined,
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs far more CPU than it saves bytes on the fly.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app, config.siteName);

  const cache = createTtlCache({ ttlMs: config.cacheTtlSeconds * 1000, maxEntries: 1000 });
  const events = createEventsService(createEventsRepository(database.db), cache);
  const hotSearch = createHotSearchService(createHotSearchRepository(database.db), cache);
  const accounts = await registerAccounts(app, {
    config,
    db: database.db,
    storage,
    secret: appSecret,
    now: overrides.now,
    loginLimits: overrides.loginLimits,
    redisPrefix: overrides.redisPrefix,
  });
  const films = registerFilms({
    db: database.db,
    storage,
    cache,
    guards: accounts.guards,
    now: overrides.now ?? Date.now,
  });
  const search = createSearchService(events, films.service);
  const crowdfunding = registerCrowdfunding({
    db: database.db,
    payments: createPaymentProvider(config),
    tossClient: config.toss
      ? { clientKey: config.toss.clientKey, sdkUrl: config.toss.sdkUrl }
      : undefined,
    secret: appSecret,
    guards: accounts.guards,
    now: overrides.now ?? Date.now,
    log: app.log,
  });
  const applications = registerApplications({
    db: database.db,
    guards: accounts.guards,
    mailer: accounts.mailer,
    counters: accounts.counters,
    siteName: config.siteName,
    log: app.log,
    now: overrides.now ?? Date.now,
  });
  app.decorate('crowdfunding', {
    settleEndedProjects: (at?: Date) => crowdfunding.service.settleEndedProjects(at),
  });
  const settleEvery = overrides.settleIntervalMs ?? 60_000;
  if (settleEvery > 0) {
    const timer = setInterval(() => {
      crowdfunding.service.settleEndedProjects().catch((error: unknown) => {
        app.log.error({ err: error }, 'the end-of-campaign job failed');
      });
    }, settleEvery);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }

  await app.register(
    async (api) => {
      await api.register(accounts.routes);
      await api.register(films.routes);
      await api.register(crowdfunding.routes);
      await api.register(applications.routes);
      await api.register(healthRoutes, { database });
      await api.register(eventsRoutes, { service: events });
      await api.register(hotSearchRoutes, { service: hotSearch });
      await api.register(searchRoutes, { service: search });
      await api.register(webAppConfigRoutes, { config });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { storage });
  await registerWeb(app, {
    webDistDir: config.webDistDir,
    ogImagePath: join(assetsDir, 'og-image.jpg'),
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    sources: {
      findEvent: (id) => events.find(id),
      findFilm: (id) => films.service.find(id),
      findProject: (id) => crowdfunding.service.find(id),
    },
  });

  await app.ready();
  return app as unknown as App;
};
