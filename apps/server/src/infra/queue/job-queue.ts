import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.js';
import { isDatabaseUnavailable } from '../database/outage.js';
import type { Metrics } from '../metrics/metrics.js';
import type { AnyJobDefinition, JobDefinition, JobSender, SendOptions } from './job.js';
import { createJobAdmin, type JobAdmin } from './job-admin.js';

/** pg-boss keeps its tables in this schema, beside the app's (created and migrated by pg-boss). */
export const QUEUE_SCHEMA = 'pgboss';

const DEFAULT_RETRY = { limit: 3, delaySeconds: 10, backoff: true };
const DEFAULT_TIMEOUT_SECONDS = 5 * 60;
const DEFAULT_POLL_SECONDS = 2;
const DAY_SECONDS = 24 * 60 * 60;

/** What the process runs: handlers (`work`) and the schedule and upkeep (`schedule`). */
export interface QueueRole {
  work: boolean;
  schedule: boolean;
}

export interface JobQueue extends JobSender {
  /** Adds definitions; call before start. Names are unique. */
  register(definitions: readonly AnyJobDefinition[]): void;
  /** Starts pg-boss (installing or upgrading its schema), creates the queues, runs the role. */
  start(role: QueueRole): Promise<void>;
  /** Stops polling and waits up to `timeoutMs` for running handlers. Idempotent. */
  stop(timeoutMs?: number): Promise<void>;
  readonly running: boolean;
  /** For the back office: list, retry and discard jobs (job-admin.ts). */
  admin: JobAdmin;
  /** The registered definition of a job name (tests run a handler directly). */
  definition(name: string): AnyJobDefinition | undefined;
  /** Job counts by queue and state, for metrics. */
  counts(): Promise<{ name: string; state: string; count: number }[]>;
}

/** pg-boss over the app's own connection: PGlite's single one, or the PostgreSQL pool. */
const bossDb = (database: Pick<Database, 'execute'>): PgBoss.Db => ({
  executeSql: (text, values) => database.execute(text, values),
});

/**
 * The process's handler of unhandled rejections (server.ts installs it). pg-boss does not await
 * every statement it runs: a worker's `complete` and `fail` of a job are left floating (pg-boss
 * 10, manager.js). When the pool cannot give a connection in time (an outage, or every connection
 * busy under load) such a call rejects with nobody to catch it, and Node would end the process.
 * A rejection that says the database is unreachable is reported and survived (the job stays
 * active until its time-out and pg-boss retries it); any other is rethrown, which still ends the
 * process as Node would (docs/operations.md#job-queue).
 */
export const survivingDatabaseOutages =
  (report: (error: unknown) => void) =>
  (reason: unknown): void => {
    if (isDatabaseUnavailable(reason)) {
      report(reason);
      return;
    }
    throw reason;
  };

/** How long a process waits before it tries again to start a queue the database refused. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 5000];

/**
 * The job queue: pg-boss on the app's database, PostgreSQL or the embedded PGlite alike (pg-boss
 * only needs SQL, and PGlite is PostgreSQL). Jobs survive restarts, failed runs are retried with
 * backoff, failed jobs are kept 30 days with their error, and a scheduled job is queued once per
 * tick whichever processes run the schedule (pg-boss dedupes on a singleton key).
 */
export const createJobQueue = (options: {
  database: Database;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
  /** Told of every pg-boss error, so database outages are logged once per change. */
  onError?: (error: unknown) => void;
}): JobQueue => {
  const { database, log, metrics } = options;
  const definitions = new Map<string, AnyJobDefinition>();
  /** This process's workers per queue, so a job sent here is picked up at once. */
  const workers = new Map<string, string[]>();
  /** Aborted when the queue stops: running handlers are told to give up (and are retried). */
  let stopping = new AbortController();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const newBoss = (role: QueueRole) => {
    const instance = new PgBoss({
      db: bossDb(database),
      schema: QUEUE_SCHEMA,
      // Maintenance (expiring stuck runs, archiving) and cron only where the role says so.
      supervise: role.schedule,
      schedule: role.schedule,
      migrate: true,
      // Failed jobs wait 30 days for the back office before pg-boss archives them.
      archiveFailedAfterSeconds: 30 * DAY_SECONDS,
      archiveCompletedAfterSeconds: DAY_SECONDS,
      deleteAfterDays: 30,
      cronMonitorIntervalSeconds: 10,
      cronWorkerIntervalSeconds: 5,
      maintenanceIntervalSeconds: 120,
    });
    // pg-boss emits errors (a poll during an outage); unhandled, an 'error' event kills the process.
    instance.on('error', (error) => {
      options.onError?.(error);
    });
    return instance;
  };

  /**
   * After each job its queue's workers fetch again at once instead of sleeping their polling
   * interval: a backlog (a burst of mails, of notices) drains at the speed of its handlers, not
   * one job per interval. A pg-boss worker forgets a wake-up that came while it was fetching, and
   * only sleeps once a fetch finds nothing.
   */
  const drain = (name: string) => {
    for (const id of workers.get(name) ?? []) boss?.notifyWorker(id);
  };

  const run = (definition: AnyJobDefinition) => async (jobs: PgBoss.JobWithMetadata[]) => {
    for (const job of jobs) {
      try {
        const output: unknown = await definition.handle(job.data, {
          id: job.id,
          retryCount: job.retryCount,
          signal: stopping.signal,
        });
        metrics?.jobRuns.inc({ queue: definition.name, outcome: 'completed' });
        return output;
      } catch (error) {
        metrics?.jobRuns.inc({ queue: definition.name, outcome: 'failed' });
        const last = job.retryCount >= job.retryLimit;
        log[last ? 'error' : 'warn'](
          { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount },
          last ? 'a job failed for good; kept for the back office' : 'a job failed; retrying later',
        );
        throw error;
      } finally {
        drain(definition.name);
      }
    }
    return undefined;
  };

  const createQueues = async (instance: PgBoss) => {
    for (const definition of definitions.values()) {
      const retry = definition.retry ?? DEFAULT_RETRY;
      await instance.createQueue(definition.name, {
        name: definition.name,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      });
      // Settings follow the code on each start (createQueue keeps an existing queue's).
      await instance.updateQueue(definition.name, {
        name: definition.name,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      });
    }
  };

  const startWith = async (role: QueueRole) => {
    const instance = newBoss(role);
    try {
      await startInstance(instance, role);
    } catch (error) {
      // Half started (its timers running): stopped, so a later attempt starts from nothing.
      await instance.stop({ graceful: false, close: false }).catch(() => undefined);
      workers.clear();
      throw error;
    }
    boss = instance;
  };

  const startInstance = async (instance: PgBoss, role: QueueRole) => {
    // Creating a queue attaches a partition to pgboss.job: two processes doing it at once
    // deadlock, so they take turns under the migration lock. pg-boss's start() creates one too
    // (the cron's send-it queue, where the schedule runs, and it swallows the error), so it
    // goes under the lock with ours: outside it, a fresh database's processes started together
    // failed to start one time in two, or lost the cron's queue without a word.
    await database.withMigrationLock(async () => {
      await instance.start();
      await createQueues(instance);
    });
    if (role.schedule) {
      for (const definition of definitions.values()) {
        if (definition.schedule) await instance.schedule(definition.name, definition.schedule);
      }
    }
    if (role.work) {
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        // One pg-boss worker per job run at once: each fetches one job and runs it.
        for (let n = 0; n < Math.max(1, definition.concurrency ?? 1); n += 1) {
          ids.push(
            await instance.work(
              definition.name,
              {
                includeMetadata: true,
                batchSize: 1,
                pollingIntervalSeconds: definition.pollSeconds ?? DEFAULT_POLL_SECONDS,
              },
              run(definition),
            ),
          );
        }
        workers.set(definition.name, ids);
      }
    }
  };

  /** The role start() was given while the database refused it; retried in the background. */
  let pendingRole: QueueRole | undefined;
  let lastFailure: unknown;
  let retryTimer: NodeJS.Timeout | undefined;

  const ready = async (): Promise<PgBoss> => {
    if (!boss && pendingRole) {
      // Not started yet: what needs the queue answers 503 (the cause is a connection error).
      throw new Error('the job queue is waiting for the database', { cause: lastFailure });
    }
    // A process that only sends (a web process, a test app, a CLI) starts pg-boss on first use.
    if (!boss && !starting) {
      const attempt = startWith({ work: false, schedule: false });
      starting = attempt;
      // A start the database refused is tried again by the next send, not kept failing.
      attempt.then(
        () => undefined,
        () => {
          if (starting === attempt) starting = undefined;
        },
      );
    }
    if (starting) await starting;
    if (!boss) throw new Error('the job queue is stopped');
    return boss;
  };

  /**
   * Starts with `role`; when the database cannot be reached (an outage, or a pool exhausted by
   * load) the process keeps serving and tries again after a backoff instead of dying.
   */
  const startRetrying = async (role: QueueRole, attempt: number): Promise<void> => {
    starting = startWith(role);
    try {
      await starting;
      pendingRole = undefined;
      lastFailure = undefined;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopped) throw error;
      pendingRole = role;
      lastFailure = error;
      options.onError?.(error);
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (stopped) return;
        startRetrying(role, attempt + 1).catch((failure: unknown) => {
          log.error({ err: failure }, 'the job queue could not start');
        });
      }, delay);
      retryTimer.unref();
    } finally {
      starting = undefined;
    }
  };

  return {
    register(list) {
      for (const definition of list) {
        if (definitions.has(definition.name))
          throw new Error(`job ${definition.name} is registered twice`);
        definitions.set(definition.name, definition);
      }
    },
    async start(role) {
      if (boss || starting || pendingRole) throw new Error('the job queue is already started');
      stopped = false;
      stopping = new AbortController();
      await startRetrying(role, 0);
    },
    async stop(timeoutMs = 10_000) {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      pendingRole = undefined;
      if (starting) await starting.catch(() => undefined);
      const instance = boss;
      boss = undefined;
      stopped = true;
      workers.clear();
      // Long handlers give up now (their jobs fail and are retried) instead of holding the stop.
      stopping.abort();
      if (instance) await instance.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
    get running() {
      return Boolean(boss) && !stopped;
    },
    async send<Data extends object>(
      definition: JobDefinition<string, Data>,
      data: Data,
      sendOptions: SendOptions = {},
    ) {
      if (!definitions.has(definition.name))
        throw new Error(`job ${definition.name} is not registered`);
      const instance = await ready();
      const id = await instance.send(definition.name, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      const ids = workers.get(definition.name) ?? [];
      if (id && !sendOptions.startAfter) for (const worker of ids) instance.notifyWorker(worker);
      return id;
    },
    admin: createJobAdmin({
      database,
      schema: QUEUE_SCHEMA,
      boss: ready,
      names: () => [...definitions.keys()],
      notify: (name) => {
        if (!boss) return;
        for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
      },
    }),
    definition: (name) => definitions.get(name),
    async counts() {
      const { rows } = await database.execute(
        `select name, state::text as state, count(*)::int as count from ${QUEUE_SCHEMA}.job
         where name not like '\\_\\_pgboss%' group by name, state`,
      );
      return rows as { name: string; state: string; count: number }[];
    },
  };
};

/**
 * Creates or upgrades pg-boss's schema (the start-up migration step runs it under the app's
 * migration lock; pg-boss also locks while it installs).
 */
export const installQueueSchema = async (database: Pick<Database, 'execute'>): Promise<void> => {
  const boss = new PgBoss({
    db: bossDb(database),
    schema: QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  let failure: unknown;
  boss.on('error', (error) => {
    failure ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
};
