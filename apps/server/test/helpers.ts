import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildOverrides } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';

/** Set to run the same suite against a real Postgres server (one fresh database per file). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(TEST_DATABASE_URL);

export interface TestDatabase {
  database: Database;
  /** Drops the per-file Postgres database; call after the app (and so the pool) is closed. */
  drop(): Promise<void>;
}

export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (!TEST_DATABASE_URL) {
    return { database: await openDatabase({ dataDir: undefined }), drop: async () => undefined };
  }
  const name = `dalbit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
};

export interface TestApp {
  app: App;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/** A seeded app on a fresh database and a temporary DATA_DIR. */
export const createTestApp = async (
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dalbit-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://dalbit.example',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(config, { database, ...overrides });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export interface Envelope {
  errorList: string[];
  code: string;
}

/** Asserts the error envelope of API.md and returns it. */
export const envelopeOf = (body: string): Envelope => {
  const parsed = JSON.parse(body) as Partial<Envelope>;
  if (!Array.isArray(parsed.errorList) || parsed.errorList.length === 0) {
    throw new Error(`not an error envelope: ${body}`);
  }
  if (typeof parsed.code !== 'string') throw new Error(`envelope without code: ${body}`);
  return parsed as Envelope;
};

export const hangul = /[\uac00-\ud7a3]/;
