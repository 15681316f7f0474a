import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/infra/database/database.js';

/** Set to run the same suite against a real Postgres server (a database per file, see below). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(TEST_DATABASE_URL);

export interface TestDatabase {
  database: Database;
  /** Drops the Postgres database unless it was kept; call once the app (and so the pool) is closed. */
  drop(): Promise<void>;
}

let migrated: Blob | undefined;
const loadMigrated = () => {
  migrated ??= new Blob([readFileSync(inject('pgliteDump'))]);
  return openDatabase({ dataDir: undefined, loadDataDir: migrated });
};

// PGlites kept by a worker between files, emptied for each file that takes one: a worker runs one
// file at a time (the server project does not isolate files), and emptying takes a fraction of
// loading. Two, for the files that run a second app beside the first.
const IDLE_MAX = 2;
const idle: Database[] = [];

/** The tables a file may have written to: the app's, and the job queue's jobs and archive. */
const tablesOf = async (database: Database): Promise<string[]> => {
  const { rows } = (await database.db.execute(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive'))`,
  )) as unknown as { rows: { name: string }[] };
  return rows.map((r) => r.name);
};
const tables = new WeakMap<Database, Promise<string[]>>();

/**
 * Empties what the previous file wrote: only the tables that hold rows are truncated (a file
 * writes to a few of the 60, and truncating an empty table costs as much as a full one), and
 * every sequence starts again at 1, as in a new database. The previous file's jobs (mails, runs)
 * go too, so this file's workers never pick them up.
 */
const emptied = async (database: Database): Promise<Database> => {
  let names = tables.get(database);
  if (!names) tables.set(database, (names = tablesOf(database)));
  const probe = (await names).map((t) => `select '${t}' as name where exists (select from ${t})`);
  const { rows } = (await database.db.execute(sql.raw(probe.join(' union all ')))) as unknown as {
    rows: { name: string }[];
  };
  if (rows.length > 0) {
    await database.db.execute(sql.raw(`TRUNCATE ${rows.map((r) => r.name).join(', ')} CASCADE`));
  }
  await database.db.execute(
    sql.raw(`select setval(c.oid, 1, false) from pg_class c
              where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace`),
  );
  return database;
};

/**
 * Files of the system tier start processes of their own on a Postgres database (workers,
 * a second web process): one of them still going could take the next file's jobs, so their
 * databases are not kept (vitest.system.config.ts). PGlite cannot be reached from another
 * process, so it is kept everywhere.
 */
const keepDatabases = !TEST_DATABASE_URL || inject('keepDatabases') !== false;

/**
 * Hands out a database and takes it back when the app closes it: kept (at most IDLE_MAX per
 * worker) for the next file, which empties it, or else closed and `discard`ed.
 */
const keepable = (database: Database, discard: () => Promise<void>): TestDatabase => {
  let released = false;
  let kept = false;
  return {
    database: {
      ...database,
      close: async () => {
        if (released) return;
        released = true;
        if (keepDatabases && idle.length < IDLE_MAX) {
          idle.push(database);
          kept = true;
        } else await database.close();
      },
    },
    drop: async () => {
      if (!kept) await discard();
    },
  };
};

const postgresDatabase = async (): Promise<Database> => {
  const name = `${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
};

const dropPostgres = async (database: Database) => {
  const { rows } = await database.execute('select current_database() as name');
  const name = String(rows[0]?.name);
  return async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
};

/**
 * A migrated, empty database of its own: one this worker kept from an earlier file, emptied
 * (`emptied`: a fraction of the time of a new one), or else a new one: PGlite loads the data
 * directory the global setup dumped, Postgres copies the template database the global setup
 * migrated (about 1 s with its drop, on this machine).
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const kept = keepDatabases ? idle.pop() : undefined;
  const database = kept
    ? await emptied(kept)
    : TEST_DATABASE_URL
      ? await postgresDatabase()
      : await loadMigrated();
  const discard = TEST_DATABASE_URL ? await dropPostgres(database) : async () => undefined;
  return keepable(database, discard);
};
