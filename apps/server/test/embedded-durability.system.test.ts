import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/infra/database/data-dir-lock.js';
import { openDatabase } from '../src/infra/database/database.js';
import { onPostgres } from './helpers.js';

/**
 * The embedded database (DATA_DIR) against a second process and a `kill -9`: a real child
 * process writes, the test opens the same directory while it runs, then kills it mid-write.
 */
const dir = mkdtempSync(join(tmpdir(), 'dalbit-durability-'));
const dataDir = join(dir, 'db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(onPostgres)('the embedded database on disk', () => {
  it('refuses a second process, and keeps every acknowledged write through kill -9', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'support/pglite-writer.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acked: number[] = [];
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        const match = /^acked (\d+)$/.exec(line);
        if (match) acked.push(Number(match[1]));
      }
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    // Starting tsx and creating a database in PGlite takes a while on a busy machine.
    const until = Date.now() + 100_000;
    while (acked.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(acked.length, errors).toBeGreaterThanOrEqual(40);

    // A second process on the same directory is refused, naming the one that holds it.
    const second = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(`process ${child.pid}`);

    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const last = Math.max(...acked);

    // The killed process left its lock behind; the next start takes it over and finds every row.
    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = await reopened.execute('select id from acked order by id');
      const ids = new Set(rows.map((r) => Number(r.id)));
      const missing = acked.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      expect(ids.has(last)).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 150_000);
});
