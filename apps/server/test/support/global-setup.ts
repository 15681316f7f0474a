import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type RawResult } from '../../src/infra/database/database.js';
import { installQueueSchema } from '../../src/infra/queue/job-queue.js';
import { migrationsDir } from '../../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory (tarball) every test database starts from. */
    pgliteDump: string;
    /** Postgres (TEST_DATABASE_URL): a migrated database every test database is copied from. */
    postgresTemplate: string;
    /** Prefix of this run's databases and Redis keys. */
    runId: string;
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
 * Migrates (and installs the job queue's schema) once per run instead of once per test file: PGlite dumps a migrated data directory
 * that each file loads; on Postgres a migrated template database that each file copies.
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
  const dir = mkdtempSync(join(tmpdir(), 'dalbit-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
