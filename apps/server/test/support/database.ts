import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/infra/database/database.js';

/** Set to run the same suite against a real Postgres server (one fresh database per file). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(TEST_DATABASE_URL);

export interface TestDatabase {
  database: Database;
  /** Drops the Postgres database; call once the app (and so the pool) is closed. */
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

const pgliteDatabase = async (): Promise<TestDatabase> => {
  const kept = idle.pop();
  const database = kept ? await emptied(kept) : await loadMigrated();
  let released = false;
  return {
    // Closing (app.close) hands it back to the next file instead.
    database: {
      ...database,
      close: async () => {
        if (released) return;
        released = true;
        if (idle.length >= IDLE_MAX) await database.close();
        else idle.push(database);
      },
    },
    drop: async () => undefined,
  };
};

/**
 * A migrated, empty database of its own: PGlite loads the data directory the global setup
 * dumped (or empties this worker's previous one); Postgres copies the template database the
 * global setup migrated.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (!TEST_DATABASE_URL) return pgliteDatabase();
  const name = `${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
};
