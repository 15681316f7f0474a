import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type RawResult } from '../../src/infra/database/database.js';
import { installQueueSchema } from '../../src/infra/queue/job-queue.js';
import { migrationsDir, serverRoot } from '../../src/paths.js';

/**
 * Where migrated PGlite dumps are kept between runs (beside Vite's and Vitest's caches): a new
 * PGlite runs initdb, about 5 s before the first server file can start, while loading a dump
 * takes one. The name is a hash of what the dump is made of, so a new migration, another PGlite
 * or pg-boss, or a change of this file makes a new one.
 */
const NODE_MODULES = resolve(serverRoot, '../../node_modules');
const DUMP_CACHE = join(NODE_MODULES, '.cache/dalbit-tests');

const dumpKey = () => {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    hash.update(readFileSync(join(NODE_MODULES, pkg, 'package.json')));
  }
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsDir, file);
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
};

/** Migrates a new PGlite (and installs the job queue's schema) and returns its data directory. */
const migratedDump = async (): Promise<Buffer> => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  // The job queue's tables too (pg-boss's own schema), through the same raw SQL the app uses.
  await installQueueSchema({
    execute: async (text, values) =>
      values?.length
        ? ((await client.query(text, values)) as RawResult)
        : (((await client.exec(text)).at(-1) ?? { rows: [] }) as RawResult),
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory (tarball) every test database starts from. */
    pgliteDump: string;
    /** Postgres (TEST_DATABASE_URL): a migrated database every test database is copied from. */
    postgresTemplate: string;
    /** Prefix of this run's databases and Redis keys. */
    runId: string;
    /** False where a file's Postgres database must not be kept for the next (support/database.ts). */
    keepDatabases?: boolean;
  }
}

const adminQuery = async (url: string, query: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

/**
 * Migrates (and installs the job queue's schema) once per run instead of once per test file: on
 * PGlite a migrated data directory that each worker loads (kept between runs, see DUMP_CACHE);
 * on Postgres a migrated template database that each file copies.
 */
export default async function setup(project: TestProject) {
  const runId = `dalbit_test_${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `${runId}_template`;
    await adminQuery(url, `CREATE DATABASE "${template}" ENCODING 'UTF8' TEMPLATE template0`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await installQueueSchema(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      // Files drop their own databases; this also clears what a crashed run left behind.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${runId}%`],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      await client.end();
    };
  }
  const file = join(DUMP_CACHE, `migrated-${dumpKey()}.tar`);
  if (!existsSync(file)) {
    mkdirSync(DUMP_CACHE, { recursive: true });
    // Written aside and renamed: a run beside this one reads a whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, await migratedDump());
    renameSync(partial, file);
    // A dump of an older schema is never read again (43 MB each).
    for (const old of readdirSync(DUMP_CACHE)) {
      if (join(DUMP_CACHE, old) !== file && old.startsWith('migrated-'))
        rmSync(join(DUMP_CACHE, old), { force: true });
    }
  }
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
}
