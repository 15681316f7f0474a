import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/infra/storage/local-storage.js';
import { keysUnder } from '../src/infra/storage/storage.js';
import {
  publishStaged,
  removePrefix,
  stageFiles,
  StagingIncompleteError,
  WriteOnceConflictError,
} from '../src/infra/storage/staged-publish.js';

const dir = mkdtempSync(join(tmpdir(), 'dalbit-staged-'));
const storage = createLocalStorage(join(dir, 'media'));
const files = ['a/1.ts', 'a/2.ts', 'a/index.m3u8', 'master.m3u8'];

beforeAll(async () => {
  await mkdir(join(dir, 'out', 'a'), { recursive: true });
  for (const f of files) await writeFile(join(dir, 'out', f), `content of ${f}`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('staged publish', () => {
  it('stages a set with its manifest last, then publishes it with the entry file last', async () => {
    const manifest = await stageFiles(storage, join(dir, 'out'), files, 'staging/one');
    expect(manifest.files.map((f) => f.path)).toEqual(files);
    const published = await publishStaged(storage, 'staging/one', 'final/one');
    expect(published.at(-1)).toBe('final/one/master.m3u8');
    expect((await keysUnder(storage, 'final/one/')).sort()).toEqual(
      files.map((f) => `final/one/${f}`).sort(),
    );
    expect((await storage.get('final/one/a/2.ts'))?.toString()).toBe('content of a/2.ts');
    // Publishing again (a retried job) keeps the same keys and adds none.
    await publishStaged(storage, 'staging/one', 'final/one');
    expect(await keysUnder(storage, 'final/one/')).toHaveLength(files.length);
    expect(await removePrefix(storage, 'staging/one')).toBe(files.length + 1);
    expect(await keysUnder(storage, 'staging/one/')).toEqual([]);
  });

  it('refuses a staging prefix whose upload never finished', async () => {
    await storage.put('staging/two/a/1.ts', Buffer.from('half'));
    await expect(publishStaged(storage, 'staging/two', 'final/two')).rejects.toBeInstanceOf(
      StagingIncompleteError,
    );
    expect(await keysUnder(storage, 'final/two/')).toEqual([]);
  });

  it('never overwrites a published key with other bytes', async () => {
    await stageFiles(storage, join(dir, 'out'), files, 'staging/three');
    await storage.put('final/three/a/1.ts', Buffer.from('something else entirely'));
    await expect(publishStaged(storage, 'staging/three', 'final/three')).rejects.toBeInstanceOf(
      WriteOnceConflictError,
    );
    expect((await storage.get('final/three/a/1.ts'))?.toString()).toBe('something else entirely');
    expect(await storage.exists('final/three/master.m3u8')).toBe(false);
  });
});
