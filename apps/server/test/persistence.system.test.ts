import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DalbitEvent, Page } from '@dalbit/contract';
import { buildApp } from '../src/app.js';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from '../src/startup.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { seedEvents } from '../src/seed/seed.js';
import { onPostgres } from './support/database.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dalbit-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The embedded database's own files: the Postgres run (TEST_DATABASE_URL) has nothing to add.
describe.skipIf(onPostgres)('embedded database', () => {
  it('keeps its data across a restart under DATA_DIR', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'web') };
    const list = async (app: Awaited<ReturnType<typeof buildApp>>) =>
      ((await app.inject('/api/web-app/event?pageSize=100')).json() as { data: Page<DalbitEvent> })
        .data;

    // What server.ts does at start: open, migrate, seed when asked for, then build the app.
    const start = async (config: AppConfig) => {
      const database = await openConfiguredDatabase(config);
      const storage = openConfiguredStorage(config);
      await prepareDatabase(database, storage, { seedDemo: config.seedDemo });
      return buildApp(config, { database, storage });
    };
    const first = await start(loadConfig(env));
    expect(first.database.driver).toBe('pglite');
    const before = await list(first);
    await first.close();
    expect(before.total).toBe(seedEvents.length);

    // Second boot without the seed: whatever is there came from disk.
    const second = await start(loadConfig({ ...env, SEED_DEMO: 'false' }));
    try {
      const after = await list(second);
      expect(after).toEqual(before);
      const health = (await second.inject('/api/health')).json() as { data: { database: string } };
      expect(health.data.database).toBe('up');
    } finally {
      await second.close();
    }
  }, 120_000);

  // A fresh embedded database migrates first: as slow as the restart test above on a busy machine.
  it('reports the database as down with 503 and the envelope', async () => {
    const dataDir = tempDir();
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    );
    try {
      await app.database.close();
      const res = await app.inject({ url: '/api/health', headers: { 'accept-language': 'kr' } });
      expect(res.statusCode).toBe(503);
      const body = res.json() as { data: { database: string }; errorList: string[]; code: string };
      expect(body.data.database).toBe('down');
      expect(body.code).toBe('server.unavailable');
      expect(body.errorList[0]).toMatch(/[\uac00-\ud7a3]/);
    } finally {
      await app.close();
    }
  }, 120_000);
});
