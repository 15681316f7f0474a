import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DalbitEvent, Page } from '@dalbit/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { events, hotSearchKeywords } from '../src/db/schema.js';
import { seedDemo, seedEvents, seedKeywords } from '../src/db/seed/seed.js';
import { createLocalStorage } from '../src/infra/storage/local-storage.js';
import { createTestDatabase } from './helpers.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dalbit-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('is idempotent: seeding twice keeps the same rows and ids', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.migrate();
      const storage = createLocalStorage(join(tempDir(), 'media'));
      const counts = async () => ({
        events: (await database.db.select({ n: count() }).from(events))[0]?.n,
        keywords: (await database.db.select({ n: count() }).from(hotSearchKeywords))[0]?.n,
        ids: (await database.db.select({ id: events.id }).from(events))
          .map((r) => String(r.id))
          .sort(),
      });
      await seedDemo(database, storage);
      const first = await counts();
      await seedDemo(database, storage);
      const second = await counts();
      expect(first.events).toBe(seedEvents.length);
      expect(first.keywords).toBe(seedKeywords.length);
      expect(second).toEqual(first);
      expect(seedEvents.length).toBeGreaterThanOrEqual(26);
      expect(new Set(seedEvents.map((e) => e.type))).toEqual(new Set(['notice', 'event']));
      expect(new Set(seedEvents.map((e) => e.image)).size).toBeGreaterThanOrEqual(10);
      expect(seedKeywords.filter((k) => !k.deleted)).toHaveLength(8);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('embedded database', () => {
  it('keeps its data across a restart under DATA_DIR', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'web') };
    const list = async (app: Awaited<ReturnType<typeof buildApp>>) =>
      ((await app.inject('/api/web-app/event?pageSize=100')).json() as { data: Page<DalbitEvent> })
        .data;

    const first = await buildApp(loadConfig(env));
    expect(first.database.driver).toBe('pglite');
    const before = await list(first);
    await first.close();
    expect(before.total).toBe(seedEvents.length);

    // Second boot without the seed: whatever is there came from disk.
    const second = await buildApp(loadConfig({ ...env, SEED_DEMO: 'false' }));
    try {
      const after = await list(second);
      expect(after).toEqual(before);
      const health = (await second.inject('/api/health')).json() as { data: { database: string } };
      expect(health.data.database).toBe('up');
    } finally {
      await second.close();
    }
  });

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
  });
});
