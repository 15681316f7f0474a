import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DbDriver } from '@dalbit/contract';
import { migrationsDir } from '../../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { createStatementNames, namingClient } from './named-statements.js';

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
  /** Idempotent. */
  close(): Promise<void>;
}

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
    };

/**
 * The embedded database sized for a small site (docs/performance.md#memory). Its WASM heap
 * (128 MB at least, the module's own floor) grows as far as the work needs and never shrinks,
 * so these bound it: 16 MB of shared buffers (2,048 pages: the whole demo catalogue and then
 * some), 4 MB per sort or hash, 16 MB for index builds and VACUUM.
 */
const PGLITE_MEMORY = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=16MB'],
    ...['-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
  ],
};

const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> => {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(`${dataDir.replace(/\/+$/, '')}.lock`, dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm },
      ...PGLITE_MEMORY,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    execute: async (text, values) => {
      if (values && values.length > 0) {
        return (await client.query(text, values)) as RawResult;
      }
      // The simple protocol: several statements in one string, as pg's pool.query allows.
      const results = await client.exec(text);
      return (results.at(-1) ?? { rows: [] }) as RawResult;
    },
    withMigrationLock: (work) => work(),
    poolStats: () => undefined,
    openSession: undefined,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      if (closed) return false;
      await client.query('select 1');
      return true;
    },
    vacuum: async () => {
      await db.execute(sql`VACUUM ANALYZE`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
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
    max: poolSize,
    // A server that is away refuses at once (a 503); this bounds the wait for a free connection
    // under load and for a server that does not answer, below the client's 4 s.
    connectionTimeoutMillis: 3000,
    application_name: 'dalbit',
  });
  // An idle client's network error would otherwise crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    execute: async (text, values) => {
      const result = (await pool.query(text, values)) as unknown as RawResult | RawResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
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
    : openPglite(options.dataDir, options.loadDataDir);
