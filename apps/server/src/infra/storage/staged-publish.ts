import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { keysUnder, type Storage } from './storage.js';

/**
 * Publishing a set of files so that readers never see half of it and a retried or killed
 * writer never leaves duplicates (docs/architecture.md#staged-publish):
 *
 * 1. `stageFiles` uploads the set under a temporary prefix and writes the manifest last, so a
 *    staging prefix without a manifest is known to be incomplete (and is thrown away);
 * 2. `publishStaged` copies the staged set, entry file last, under its final prefix. Final keys
 *    are write-once: a key already there with the same size is a copy an earlier, interrupted
 *    publish made and is kept; one with another size is a conflict and stops the publish;
 * 3. the caller makes the set visible (one database update pointing at the final prefix) and
 *    then removes the staging prefix.
 */

export const MANIFEST = 'MANIFEST.json';

export interface StagedFile {
  /** Relative path under the prefix, `/`-separated. */
  path: string;
  size: number;
}

export interface StageManifest {
  files: StagedFile[];
}

/** Two writers, or two different encodes, tried to publish different bytes under one key. */
export class WriteOnceConflictError extends Error {
  override name = 'WriteOnceConflictError';
}

/** The staging prefix has no manifest: its upload never finished. */
export class StagingIncompleteError extends Error {
  override name = 'StagingIncompleteError';
}

const withSlash = (prefix: string) => (prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Runs `work` over `items`, `limit` at a time. */
const inPool = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

const PARALLEL = 8;

/** Uploads `files` (relative to `localDir`) under `stagingPrefix`, then the manifest. */
export const stageFiles = async (
  storage: Storage,
  localDir: string,
  files: readonly string[],
  stagingPrefix: string,
): Promise<StageManifest> => {
  const prefix = withSlash(stagingPrefix);
  const staged: StagedFile[] = [];
  await inPool(files, PARALLEL, async (path) => {
    const full = join(localDir, path);
    staged.push({ path, size: (await stat(full)).size });
    await storage.putFile(`${prefix}${path}`, full);
  });
  // Keep the caller's order: the entry file (a master playlist) comes last.
  const order = new Map(files.map((f, i) => [f, i]));
  staged.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  const manifest: StageManifest = { files: staged };
  await storage.put(`${prefix}${MANIFEST}`, Buffer.from(JSON.stringify(manifest)));
  return manifest;
};

export const readManifest = async (
  storage: Storage,
  stagingPrefix: string,
): Promise<StageManifest | undefined> => {
  const raw = await storage.get(`${withSlash(stagingPrefix)}${MANIFEST}`);
  if (!raw) return undefined;
  const parsed = JSON.parse(raw.toString('utf8')) as Partial<StageManifest>;
  return Array.isArray(parsed.files) ? { files: parsed.files } : undefined;
};

/**
 * Copies a complete staged set under `finalPrefix`; the last file of the manifest (the entry
 * point) is copied only once every other file is in place. Safe to run again after a crash.
 */
export const publishStaged = async (
  storage: Storage,
  stagingPrefix: string,
  finalPrefix: string,
): Promise<string[]> => {
  const from = withSlash(stagingPrefix);
  const to = withSlash(finalPrefix);
  const manifest = await readManifest(storage, from);
  if (!manifest) throw new StagingIncompleteError(`no manifest under ${from}`);
  const copyOne = async (file: StagedFile) => {
    const existing = await storage.stat(`${to}${file.path}`);
    if (existing) {
      if (existing.size === file.size) return;
      throw new WriteOnceConflictError(`${to}${file.path} exists with other content`);
    }
    await storage.copy(`${from}${file.path}`, `${to}${file.path}`);
  };
  const entry = manifest.files.at(-1);
  await inPool(manifest.files.slice(0, -1), PARALLEL, copyOne);
  if (entry) await copyOne(entry);
  return manifest.files.map((f) => `${to}${f.path}`);
};

/** Deletes every object under `prefix` (a staging prefix, or an abandoned publish). */
export const removePrefix = async (storage: Storage, prefix: string): Promise<number> => {
  const keys = await keysUnder(storage, withSlash(prefix));
  await inPool(keys, PARALLEL, (key) => storage.delete(key));
  return keys.length;
};
