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

/**
 * The query surface both drivers share; repositories only ever see this. Without the schema's
 * types: queries name their tables, so this layer needs none of the modules' (db/schema.ts is
 * what drizzle-kit reads).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: DbDriver;
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
  | { url: string }
  | {
      /** Undefined means in memory (tests). */
      dataDir: string | undefined;
      /** A data directory PGlite dumped, to start from (tests: one migrated once per run). */
      loadDataDir?: Blob | undefined;
    };

const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
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
      await client.close();
    },
  };
};

const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client's network error would otherwise crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
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
  'url' in options ? openPostgres(options.url) : openPglite(options.dataDir, options.loadDataDir);
