import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseEvent } from '../src/infra/database/database.js';
import { isDatabaseUnavailable } from '../src/infra/database/outage.js';
import { onPostgres } from './helpers.js';
import { deeplyNested } from './support/breaks-pglite.js';

// The embedded database when its thread fails (docs/architecture.md#embedded-database-thread):
// PGlite starts again on a new thread from its files, as after a crash.

const dir = mkdtempSync(join(tmpdir(), 'dalbit-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kinds = (events: DatabaseEvent[]) => events.map((event) => event.kind);

describe.skipIf(onPostgres)('the embedded database after its thread fails', () => {
  it('starts PGlite again from its files, with every committed row, and takes writes', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'restarts') });
    const events: DatabaseEvent[] = [];
    database.watch((event) => events.push(event));
    try {
      await database.execute('create table notes (body text not null)');
      await database.execute("insert into notes values ('before')");

      const error = await database.execute(deeplyNested).catch((e: unknown) => e);
      // What the error handler answers 503 to, and the outage monitor reads as "away".
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Told once the broken thread has exited, then once the new one answers.
      await vi.waitFor(() => expect(kinds(events)).toContain('restarted'), { timeout: 30_000 });
      expect(events[0]).toMatchObject({ kind: 'stopped', restarts: true });
      expect(events.find((event) => event.kind === 'restarted')).toMatchObject({ attempts: 1 });
      expect(await database.ping()).toBe(true);
      await database.execute("insert into notes values ('after')");
      expect((await database.execute('select body from notes order by body')).rows).toEqual([
        { body: 'after' },
        { body: 'before' },
      ]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('starts again when one call held the thread past its limit', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'held'), answerWithinMs: 1000 });
    const events: DatabaseEvent[] = [];
    database.watch((event) => events.push(event));
    try {
      await database.execute('create table kept (n int)');
      await database.execute('insert into kept values (1)');
      const error = await database.execute('select pg_sleep(5)').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await vi.waitFor(() => expect(kinds(events)).toEqual(['stopped', 'restarted']), {
        timeout: 30_000,
      });
      // The new thread keeps the same limit.
      await expect(database.execute('select pg_sleep(5)')).rejects.toThrow(/did not answer/);
      await vi.waitFor(() => expect(kinds(events)).toHaveLength(4), { timeout: 30_000 });
      expect((await database.execute('select n from kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('closes while it waits to start again, and leaves the directory to the next open', async () => {
    const dataDir = join(dir, 'closes');
    const database = await openDatabase({ dataDir });
    const events: DatabaseEvent[] = [];
    database.watch((event) => events.push(event));
    await database.execute('create table kept (n int)');
    await database.execute('insert into kept values (7)');
    await database.execute(deeplyNested).catch(() => undefined);
    await vi.waitFor(() => expect(kinds(events)).toEqual(['stopped']), { timeout: 10_000 });
    await database.close();
    // Had a restart run after the close, it would hold the directory's lock.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(kinds(events)).toEqual(['stopped']);
    const again = await openDatabase({ dataDir });
    try {
      expect((await again.execute('select n from kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 90_000);

  it('stays down in memory, where there are no files to start from, and says so', async () => {
    const database = await openDatabase({ dataDir: undefined });
    const events: DatabaseEvent[] = [];
    database.watch((event) => events.push(event));
    try {
      await database.execute(deeplyNested).catch(() => undefined);
      await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 10_000 });
      expect(events[0]).toMatchObject({ kind: 'stopped', restarts: false });
      expect(await database.ping()).toBe(false);
      const error = await database.execute('select 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
