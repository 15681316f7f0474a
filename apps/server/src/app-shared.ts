import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { routeByPrefix } from './infra/cache/cache-router.js';
import { shareInvalidations } from './infra/cache/shared-invalidation.js';
import { createTtlCache, type TtlCache } from './infra/cache/ttl-cache.js';
import { resolveAppSecret } from './infra/crypto/app-secret.js';
import { createPasswords, type Passwords } from './infra/crypto/passwords.js';
import type { Database } from './infra/database/database.js';
import type { OutageMonitor } from './infra/database/outage.js';
import { createQueuedMailer } from './infra/mail/mail-queue.js';
import { createMailTransport } from './infra/mail/mailer.js';
import type { Metrics } from './infra/metrics/metrics.js';
import { createPaymentProvider } from './infra/payments/index.js';
import { createJobQueue } from './infra/queue/job-queue.js';
import type { createCounters } from './infra/rate-limit/counters.js';
import type { Storage } from './infra/storage/storage.js';
import type { LoginLimits } from './modules/accounts/auth.service.js';
import { SESSIONS_CACHE_PREFIX } from './modules/accounts/sessions.service.js';
import { SEARCH_CACHE_PREFIX } from './modules/search/search.module.js';
import { WEB_CACHE_PREFIX } from './modules/web/web.module.js';
import { CROWDFUNDING_CACHE_PREFIX } from './modules/crowdfunding/crowdfunding.module.js';
import type { Clock } from './shared/clock.js';
import { openConfiguredStorage } from './startup.js';

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

/** What every module may be handed: made once per app. */
export const createShared = (
  config: AppConfig,
  app: FastifyInstance,
  database: Database,
  core: {
    metrics: Metrics;
    outage: OutageMonitor;
    counters: Awaited<ReturnType<typeof createCounters>>;
  },
  overrides: BuildOverrides,
) => {
  const now = overrides.now ?? Date.now;
  const { metrics, outage, counters } = core;
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  const queue = createJobQueue({
    database,
    log: app.log,
    metrics,
    onError: (error) => reportQueueError(app.log, outage, error),
  });
  const transport = createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const mail = createQueuedMailer({ queue, transport, secret, log: app.log, metrics, now });
  const reads = createTtlCache({
    ttlMs: config.cacheTtlSeconds * 1000,
    maxEntries: 1000,
    // Search answers mix films, projects and events: any of their writes drops them. So do
    // kept pages, which carry the site settings and name the featured film. A
    // project's page shows the film it continues: a film write drops projects' answers too.
    dependents: [SEARCH_CACHE_PREFIX, CROWDFUNDING_CACHE_PREFIX, WEB_CACHE_PREFIX],
    // The app's clock: a scheduled film appears when its time comes, also in tests.
    now,
  });
  // Signed-in sessions live beside the reads, with their own lifetime and no dependents.
  const sessions = createTtlCache({
    ttlMs: config.sessionCacheSeconds * 1000,
    maxEntries: 10_000,
    now,
  });
  const local = routeByPrefix(reads, { [SESSIONS_CACHE_PREFIX]: sessions });
  // On PostgreSQL other processes (web, worker) share the data: their writes drop our entries.
  const { openSession } = database;
  const cache: TtlCache & { close?: () => Promise<void> } = openSession
    ? shareInvalidations(local, {
        openSession,
        notify: (channel, payload) =>
          database.execute('select pg_notify($1, $2)', [channel, payload]),
        onError: (error) => app.log.warn({ err: error }, 'cache invalidation channel'),
      })
    : local;
  return {
    db: database.db,
    storage: overrides.storage ?? openConfiguredStorage(config),
    // One key for every HMAC of the app (upload URLs, one-time codes, payment customer ids).
    secret,
    cache,
    counters,
    mailer: mail.mailer,
    mailJob: mail.job,
    queue,
    passwords: overrides.passwords ?? createPasswords(),
    payments: createPaymentProvider(config),
    log: app.log,
    now,
    metrics,
  };
};

export type Shared = ReturnType<typeof createShared>;
/** pg-boss errors: an outage is the monitor's one line; anything else is worth a warning. */
const reportQueueError = (log: FastifyBaseLogger, outage: OutageMonitor, error: unknown) => {
  outage.report(error);
  if (!outage.down) log.warn({ err: error }, 'job queue error');
};
