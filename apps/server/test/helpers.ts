import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildOverrides } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { Database, Db } from '../src/infra/database/database.js';
import { createPasswords, type Argon2Cost } from '../src/infra/crypto/passwords.js';
import type { Storage } from '../src/infra/storage/storage.js';
import { openConfiguredStorage } from '../src/startup.js';
import { createTestDatabase } from './support/database.js';

export { createTestDatabase, onPostgres, TEST_DATABASE_URL } from './support/database.js';

/** argon2 at its cheapest: tests hash and verify hundreds of times (production: ARGON2_COST). */
export const TEST_ARGON2_COST: Argon2Cost = { memoryCost: 256, timeCost: 1 };
export const testPasswords = () => createPasswords(TEST_ARGON2_COST);

export interface TestApp {
  app: App;
  /** The app's database, for builders and checks. */
  db: Db;
  /** The app's file storage (local disk under dataDir unless overridden). */
  storage: Storage;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app on a migrated, empty database of its own and a temporary DATA_DIR: tests build the
 * rows they need (test/builders). No demo seed. The job queue runs its workers (a mail is
 * delivered as soon as it is queued) but no schedule: tests run scheduled jobs themselves.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
  /** What the app gets of its database, to watch how it is used (together.test.ts). */
  wrap: (database: Database) => Database = (database) => database,
): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dalbit-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://dalbit.example',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  const storage = overrides.storage ?? openConfiguredStorage(config);
  const app = await buildApp(config, {
    database: wrap(database),
    passwords: testPasswords(),
    ...overrides,
    storage,
  });
  await app.queue.start({ work: true, schedule: false });
  return {
    app,
    db: database.db,
    storage,
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

/** Asserts the error envelope and returns it. */
export const envelopeOf = (body: string): Envelope => {
  const parsed = JSON.parse(body) as Partial<Envelope>;
  if (!Array.isArray(parsed.errorList) || parsed.errorList.length === 0) {
    throw new Error(`not an error envelope: ${body}`);
  }
  if (typeof parsed.code !== 'string') throw new Error(`envelope without code: ${body}`);
  return parsed as Envelope;
};

export const hangul = /[\uac00-\ud7a3]/;

/**
 * What is wrong with the answer to a request that should be refused or served: a 5xx, or a JSON
 * refusal that is not the envelope, or not in Korean when Korean was asked for; undefined when
 * nothing is (bad-input.test.ts).
 */
export const answerProblem = (
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  language: 'ko' | 'en',
): string | undefined => {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  if (res.statusCode < 400 || !json) return undefined;
  try {
    const { errorList } = envelopeOf(res.body);
    if (language === 'ko' && !hangul.test(errorList.join(' ')))
      return `${res.statusCode} not in Korean: ${res.body.slice(0, 160)}`;
  } catch (error) {
    return `${res.statusCode} ${(error as Error).message.slice(0, 160)}`;
  }
  return undefined;
};
