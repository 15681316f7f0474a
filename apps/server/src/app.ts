import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './infra/database/database.js';
import {
  createOutageMonitor,
  reportDatabaseEvent,
  type OutageMonitor,
} from './infra/database/outage.js';
import { createHttpServer } from './infra/http/http-server.js';
import { registerMetricsRoute } from './infra/metrics/metrics-http.js';
import { createMetrics, type Metrics } from './infra/metrics/metrics.js';
import { type JobQueue } from './infra/queue/job-queue.js';
import { vacuumJob } from './infra/queue/vacuum-job.js';
import { createCounters } from './infra/rate-limit/counters.js';
import { outsidePublicBase } from './infra/storage/storage.js';
import { registerAccounts } from './modules/accounts/accounts.module.js';
import { DEFAULT_LOGIN_LIMITS } from './modules/accounts/auth.service.js';
import { registerApplications } from './modules/applications/applications.module.js';
import { registerAreaCodes } from './modules/area-codes/area-codes.module.js';
import { registerComments } from './modules/comments/comments.module.js';
import { registerCrowdfunding } from './modules/crowdfunding/crowdfunding.module.js';
import { registerEvents } from './modules/events/events.module.js';
import { FILMS_CACHE_PREFIX, registerFilms } from './modules/films/films.module.js';
import { registerHealth } from './modules/health/health.module.js';
import { registerHotSearch } from './modules/hot-search/hot-search.module.js';
import { registerIngest } from './modules/ingest/ingest.module.js';
import { registerMedia } from './modules/media/media.module.js';
import { registerSearch } from './modules/search/search.module.js';
import { registerWebAppConfig } from './modules/web-app-config/web-app-config.module.js';
import { registerWeb } from './modules/web/web.module.js';
import { createStaffGuard } from './infra/http/staff-guard.js';
import { registerAudit } from './modules/audit/audit.module.js';
import { registerCampaignOps } from './modules/campaign-ops/campaign-ops.module.js';
import { registerCatalogue } from './modules/catalogue/catalogue.module.js';
import { registerDashboard } from './modules/dashboard/dashboard.module.js';
import { registerJobs } from './modules/jobs/jobs.module.js';
import { registerSiteSettings } from './modules/site-settings/site-settings.module.js';
import { registerGauges } from './app-gauges.js';
import { createShared, type BuildOverrides, type Shared } from './app-shared.js';
import { assetsDir } from './paths.js';
import { openConfiguredDatabase } from './startup.js';

export type { BuildOverrides } from './app-shared.js';

export type App = FastifyInstance & {
  database: Database;
  /** The job queue with every module's jobs registered; the process entry starts it per role. */
  queue: JobQueue;
  metrics: Metrics;
  /** The database's reachability as this process sees it (503s while down). */
  outage: OutageMonitor;
};

/** Every Redis key of the app starts with this, unless a test run picks its own. */
const REDIS_PREFIX = 'dalbit:';

/** The modules, in order. Each registers its routes; what one needs of another passes here. */
const registerModules = async (
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  shared: Shared,
  overrides: BuildOverrides,
) => {
  const { db, storage, secret, cache, counters, mailer, passwords, payments, log, now } = shared;
  const accounts = await registerAccounts(app, {
    config,
    db,
    storage,
    secret,
    mailer,
    counters,
    passwords,
    log,
    now,
    cache,
    loginLimits: overrides.loginLimits ?? {
      ...DEFAULT_LOGIN_LIMITS,
      perIp: { ...DEFAULT_LOGIN_LIMITS.perIp, max: config.signInLimitPerIp },
    },
  });
  const { guards } = accounts;
  // The back office: every /api/admin/ route checks its permission with this guard, and every
  // staff write is recorded by the audit trail the modules are handed.
  const guard = createStaffGuard(guards);
  const { audit } = await registerAudit(app, { db, guard, now });
  const settings = await registerSiteSettings(app, { db, cache, guard, audit, now });
  await registerDashboard(app, {
    db,
    failedJobsSince: (since) => shared.queue.admin.countFailed(since),
    guard,
    now,
  });
  await registerJobs(app, { jobs: shared.queue.admin, guard, audit });
  await registerAreaCodes(app);
  const films = await registerFilms(app, { db, storage, cache, guards, now });
  const ingest = await registerIngest(app, {
    config,
    db,
    openSession: database.openSession,
    storage,
    queue: shared.queue,
    access: {
      route: guard.staff('films.manage'),
      userIdOf: (request) => guards.viewerOf(request)?.user.id ?? null,
    },
    now,
    log,
    changed: () => cache.invalidate(FILMS_CACHE_PREFIX),
  });
  await registerCatalogue(app, {
    db,
    guard,
    audit,
    changed: () => cache.invalidate(FILMS_CACHE_PREFIX),
    now,
    posters: accounts.posters,
    storage,
    media: ingest.service,
  });
  const events = await registerEvents(app, {
    db,
    cache,
    guard,
    audit,
    checkCover: accounts.checkCover,
    now,
  });
  const hotSearch = await registerHotSearch(app, { db, cache, guard, audit });
  const crowdfunding = await registerCrowdfunding(app, {
    db,
    payments,
    tossClient: config.toss && { clientKey: config.toss.clientKey, sdkUrl: config.toss.sdkUrl },
    secret,
    guards,
    now,
    log,
    countPledge: (outcome) => shared.metrics.pledges.inc({ outcome }),
    guard,
    audit,
    checkProjectImage: accounts.checkProjectImage,
    cache,
  });
  await registerSearch(app, {
    films: films.service,
    projects: crowdfunding.service,
    events: events.service,
    together: database.together,
    cache,
  });
  await accounts.registerLifecycle({
    guard,
    audit,
    pledgesOf: (userId) => crowdfunding.service.myPledges(userId),
    forgetBacker: crowdfunding.forgetBacker,
  });
  await registerComments(app, {
    db,
    guards,
    guard,
    audit,
    now,
    targets: {
      film: async (id) => (await films.service.filmRow(id)).id,
      project: async (id) => (await crowdfunding.service.projectRow(id)).id,
    },
  });
  const applications = await registerApplications(app, {
    db,
    guards,
    guard,
    audit,
    mailer,
    counters,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    staffAddress: settings.applicationsEmail,
    log,
    now,
  });
  const campaignOps = await registerCampaignOps(app, {
    db,
    guards,
    guard,
    audit,
    mailer,
    queue: shared.queue,
    payments,
    customerKeyOf: crowdfunding.customerKeyOf,
    creatorProject: crowdfunding.creatorProject,
    filmId: async (id) => (await films.service.filmRow(id)).id,
    feePercent: config.crowdfundingFeePercent,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    now,
    log,
    changed: crowdfunding.changed,
  });
  await registerHealth(app, { database, queueRunning: () => shared.queue.running });
  await registerWebAppConfig(app, { config });
  const media = await registerMedia(app, {
    storage,
    tools: { ffmpeg: config.ingest.ffmpegPath },
  });
  await registerWeb(app, {
    webDistDir: config.webDistDir,
    ogImagePath: join(assetsDir, 'og-image.jpg'),
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    sources: {
      findEvent: (id) => events.service.find(id),
    },
    pageData: {
      filmPage: (id) => films.service.detail(id, null),
      projectPage: (id) => crowdfunding.service.detail(id),
      filmList: (query) => films.service.list(query),
      eventList: (page, pageSize) => events.service.list(page, pageSize),
      genres: () => films.service.genres(),
      nextUp: () => campaignOps.service.nextUp(),
      hotSearch: () => hotSearch.service.list(),
      // These two follow the page's own answer, which found the film or project already.
      filmCampaigns: (id) => campaignOps.service.campaignsOfFilm(BigInt(id)),
      playback: (videoId) => films.service.playback(videoId, null),
      projectList: (query) => crowdfunding.service.list(query),
      projectFilm: (id) => campaignOps.service.filmOfKnownProject(BigInt(id)),
    },
    siteSettings: settings.publicSettings,
    cache,
    mediaBase: outsidePublicBase(storage),
  });
  // Every job of the app; where they run is the process's role (server.ts).
  shared.queue.register([
    shared.mailJob,
    ...accounts.jobs,
    ...crowdfunding.jobs,
    ...applications.jobs,
    ...campaignOps.jobs,
    ...ingest.jobs,
    ...media.jobs,
    vacuumJob(database),
  ]);
};

/**
 * The whole HTTP application on a database that is already migrated. Start-up steps (the
 * migrations, the demo seed) and starting the job queue belong to the process entry, server.ts.
 */
export const buildApp = async (config: AppConfig, overrides: BuildOverrides = {}): Promise<App> => {
  const database = overrides.database ?? (await openConfiguredDatabase(config));
  const metrics = createMetrics();
  // Made once the HTTP server (and its logger) exists; the counters and hooks read them later.
  const late: { log?: FastifyBaseLogger; outage?: OutageMonitor } = {};
  const counters = await createCounters(config, {
    now: overrides.now ?? Date.now,
    redisPrefix: overrides.redisPrefix ?? REDIS_PREFIX,
    warn: (object, message) => late.log?.warn(object, message),
  });
  let app: FastifyInstance;
  try {
    app = await createHttpServer(config, {
      logger: overrides.logger,
      rateLimitMax: overrides.rateLimitMax,
      counters,
      metrics,
      onDatabaseUnavailable: (error) => late.outage?.report(error),
    });
  } catch (error) {
    await counters.close();
    await database.close();
    throw error;
  }
  late.log = app.log;
  const outage = createOutageMonitor({ ping: () => database.ping(), log: app.log });
  late.outage = outage;
  database.watch(reportDatabaseEvent(app.log, metrics));
  let shared: Shared | undefined;
  // One hook, in order: the queue's handlers finish before the database they use closes.
  app.addHook('onClose', async () => {
    try {
      await shared?.queue.stop();
      shared?.mailer.close();
      await shared?.cache.close?.();
    } finally {
      outage.close();
      await counters.close();
      await database.close();
    }
  });
  try {
    shared = createShared(config, app, database, { metrics, outage, counters }, overrides);
    await registerModules(app, config, database, shared, overrides);
    registerGauges(metrics, { database, outage, counters, queue: shared.queue });
    if (config.metrics.token) registerMetricsRoute(app, metrics, config.metrics.token);
    app.decorate('database', database);
    app.decorate('queue', shared.queue);
    app.decorate('metrics', metrics);
    app.decorate('outage', outage);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app as App;
};
