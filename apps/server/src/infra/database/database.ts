import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DbDriver } from '@dalbit/contract';
import { migrationsDir } from '../../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { createStatementNames, namingClient } from './named-statements.js';
import { startPgliteThread, type PgliteThread, type PgliteWatchdog } from './pglite-thread.js';
import { sendsTogether, together } from './together.js';

/**
 * The query surface both drivers share; repositories only ever see this. Without the schema's
 * types: queries name their tables, so this layer needs none of the modules' (db/schema.ts is
 * what drizzle-kit reads).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A raw statement's rows, for the job queue and health checks (never for product queries). */
export interface RawResult {
  rows: Record<string, unknown>[];
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  driver: DbDriver;
  /**
   * Runs raw SQL. With no values it may hold several statements (the queue's schema), and
   * answers the last one's rows.
   */
  execute(text: string, values?: unknown[]): Promise<RawResult>;
  /**
   * Runs `work` holding the app's migration lock: a PostgreSQL advisory lock, so two processes
   * starting together on one fresh database migrate and seed one after the other (the embedded
   * database has one process by construction).
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` with the queries it starts side by side going down one connection, pipelined
   * (together.ts): for reads one answer needs together. A transaction inside takes a connection
   * of its own, as anywhere.
   */
  together<T>(work: () => Promise<T>): Promise<T>;
  /** Connections of the pool (PostgreSQL); undefined on the embedded database. */
  poolStats(): PoolStats | undefined;
  /**
   * A connection of its own, outside the pool, for session state that must outlive one query
   * (advisory locks, LISTEN): PostgreSQL only, undefined on the embedded database (one process
   * by construction). The caller ends it.
   */
  openSession: (() => Promise<pg.Client>) | undefined;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Refreshes planner statistics and flushes GIN pending lists (PGlite has no autovacuum). */
  vacuum(): Promise<void>;
  /**
   * Tells `listener` what the database did on its own: the embedded database's thread failing
   * and being started again (PostgreSQL, a server of its own, tells nothing here).
   */
  watch(listener: (event: DatabaseEvent) => void): void;
  /** Idempotent. */
  close(): Promise<void>;
}

/** The embedded database's thread stopped, started again, or could not start again yet. */
export type DatabaseEvent =
  | { kind: 'stopped'; error: Error; restarts: boolean }
  | { kind: 'restarted'; downForMs: number; attempts: number }
  | { kind: 'restart-failed'; error: Error; retryInMs: number };

export type DatabaseOptions =
  | {
      url: string;
      /** Connections of the pool (DATABASE_POOL_SIZE); default 10. */
      poolSize?: number | undefined;
      /** Name repeated queries (named-statements.ts); default true. */
      preparedStatements?: boolean | undefined;
    }
  | {
      /** Undefined means in memory (tests). */
      dataDir: string | undefined;
      /** A data directory PGlite dumped, to start from (tests: one migrated once per run). */
      loadDataDir?: Blob | undefined;
      /**
       * Starts PGlite again when its thread has not answered for this long (a statement that
       * long holds every other query anyway); off when undefined (migrations, tests).
       */
      answerWithinMs?: number | undefined;
    };

/**
 * How long a query waits for a connection of the pool. A server that is away refuses at once
 * (a 503); this bounds the wait for a free connection under load and for a server that does not
 * answer, below the client's 4 s.
 */
const POOL_WAIT_MS = 3000;

/** Raw SQL on a pool: without values, several statements may run, and the last one answers. */
const poolExecute = async (
  pool: pg.Pool,
  text: string,
  values: unknown[] | undefined,
): Promise<RawResult> => {
  const result = (await pool.query(text, values)) as unknown as RawResult | RawResult[];
  return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
};

/** The embedded database's first wait before starting a failed thread again, and its longest. */
const RESTART_FIRST_MS = 250;
const RESTART_LONGEST_MS = 30_000;

/**
 * The embedded database: PGlite on a thread of its own (pglite-thread.ts), reached through
 * node-postgres like a server, so both drivers run the same client code, prepared statements
 * included (docs/architecture.md#embedded-database-thread). PGlite is one session, so the pool
 * has one connection, kept while idle; a transaction holds it, and other queries wait for it as
 * they wait for a free connection of a server's pool.
 *
 * If the thread fails (PGlite stopped answering, did not answer for `answerWithinMs`, or the
 * thread died), PGlite starts again on a new thread from its files, as after a crash: waits of
 * 0.25 s doubling to 30 s between tries, 503s meanwhile. In memory (tests) there are no files
 * to start from, so it stays down.
 */
const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  watchdog: PgliteWatchdog,
): Promise<Database> => {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(`${dataDir.replace(/\/+$/, '')}.lock`, dataDir);
  }
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread({ dataDir, loadDataDir }, watchdog);
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = new pg.Pool({
    Client: namingClient(createStatementNames()),
    pipeline: true,
    stream: () => thread.connect(),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  // A connection cut by the thread's end would otherwise crash the process (see openPostgres).
  pool.on('error', () => undefined);
  sendsTogether(pool);
  const db = drizzlePg({ client: pool });
  let closed = false;
  const listeners: ((event: DatabaseEvent) => void)[] = [];
  const tell = (event: DatabaseEvent) => {
    for (const listener of listeners) listener(event);
  };

  /** The wait between tries, cut short by `close()`. */
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  let restarting: Promise<void> | undefined;
  const restart = async (since: number) => {
    for (let attempts = 1, wait = RESTART_FIRST_MS; ; attempts++) {
      await pause(wait);
      if (closed) return;
      try {
        const next = await startPgliteThread({ dataDir, loadDataDir: undefined }, watchdog);
        if (closed) return await next.close();
        thread = next;
        supervise(next);
        tell({ kind: 'restarted', downForMs: Date.now() - since, attempts });
        return;
      } catch (error) {
        wait = Math.min(wait * 2, RESTART_LONGEST_MS);
        tell({ kind: 'restart-failed', error: error as Error, retryInMs: wait });
      }
    }
  };
  const supervise = (watched: PgliteThread) =>
    watched.onFailure((error) => {
      if (closed) return;
      const restarts = dataDir !== undefined;
      tell({ kind: 'stopped', error, restarts });
      if (restarts) restarting = restart(Date.now()).finally(() => (restarting = undefined));
    });
  supervise(thread);

  return {
    db: db as unknown as Db,
    driver: 'pglite',
    together: (work) => together(pool, work),
    execute: (text, values) => poolExecute(pool, text, values),
    withMigrationLock: (work) => work(),
    poolStats: () => undefined,
    openSession: undefined,
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      if (closed || !thread.alive) return false;
      await pool.query('select 1');
      return true;
    },
    vacuum: async () => {
      await pool.query('VACUUM ANALYZE');
    },
    watch: (listener) => void listeners.push(listener),
    close: async () => {
      if (closed) return;
      closed = true;
      wake?.();
      try {
        await pool.end();
        await restarting;
      } finally {
        await thread.close().finally(unlock);
      }
    },
  };
};

/** Any 64-bit number of our own: the key of the advisory lock migrations and the seed take. */
export const MIGRATION_LOCK_KEY = 7_244_019_530_413;

const openPostgres = async (
  url: string,
  poolSize: number,
  preparedStatements: boolean,
): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString: url,
    ...(preparedStatements ? { Client: namingClient(createStatementNames()) } : {}),
    // Pipelined clients: what `together` sends goes down one connection without waiting.
    pipeline: true,
    max: poolSize,
    connectionTimeoutMillis: POOL_WAIT_MS,
    application_name: 'dalbit',
  });
  // An idle client's network error would otherwise crash the process.
  pool.on('error', () => undefined);
  sendsTogether(pool);
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    together: (work) => together(pool, work),
    execute: (text, values) => poolExecute(pool, text, values),
    withMigrationLock: async (work) => {
      // A session lock on one connection of its own; the work may use any other.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    openSession: async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 3000,
        application_name: 'dalbit-session',
      });
      await client.connect();
      return client;
    },
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      if (closed) return false;
      await pool.query('select 1');
      return true;
    },
    vacuum: async () => {
      await pool.query('VACUUM ANALYZE events');
      await pool.query('VACUUM ANALYZE films');
    },
    watch: () => undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
};

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  'url' in options
    ? openPostgres(options.url, options.poolSize ?? 10, options.preparedStatements ?? true)
    : openPglite(options.dataDir, options.loadDataDir, { answerWithinMs: options.answerWithinMs });
