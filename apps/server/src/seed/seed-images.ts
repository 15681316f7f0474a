import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS, imageVariantKey } from '@dalbit/contract/images';
import { createImageVariants } from '../infra/media/image-variants.js';
import type { MediaTools } from '../infra/media/run-tool.js';
import type { Storage } from '../infra/storage/storage.js';
import { assetsDir } from '../paths.js';

/** The demo pictures the pages show: event covers, film posters and backdrops, video frames. */
export const seedImageKeys = async (): Promise<string[]> => {
  const keys: string[] = [];
  const covers = join(assetsDir, 'seed', 'covers');
  if (existsSync(covers)) {
    for (const file of (await readdir(covers)).sort()) {
      if (file.endsWith('.jpg')) keys.push(`seed/events/covers/${file}`);
    }
  }
  const films = join(assetsDir, 'films');
  if (!existsSync(films)) return keys;
  for (const slug of (await readdir(films)).sort()) {
    for (const file of ['poster.jpg', 'backdrop.jpg']) {
      if (existsSync(join(films, slug, file))) keys.push(`films/${slug}/${file}`);
    }
    for (const entry of (await readdir(join(films, slug), { withFileTypes: true })).sort()) {
      if (entry.isDirectory() && existsSync(join(films, slug, entry.name, 'thumb.jpg'))) {
        keys.push(`films/${slug}/${entry.name}/thumb.jpg`);
      }
    }
  }
  return keys;
};

/**
 * The seed replaces a demo picture in place when the committed file changed (seed-films.ts):
 * copies older than their picture are deleted so that they are made again from the new one.
 */
const dropStaleCopies = async (storage: Storage, key: string) => {
  const picture = await storage.stat(key);
  const widest = await storage.stat(imageVariantKey(key, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
  if (!picture || !widest || widest.modifiedAt >= picture.modifiedAt) return;
  for (const width of IMAGE_WIDTHS) await storage.delete(imageVariantKey(key, width));
};

/**
 * Makes the resized copies of the demo pictures now, two at a time, so that the first visitor
 * (or a Lighthouse run on a fresh start) gets them at once instead of waiting for their first
 * request to make them. Idempotent: a picture whose widest copy is stored is skipped (its copies
 * are stored narrowest first). Without ffmpeg the pages serve the originals; a warning says so.
 */
export const makeSeedImageVariants = async (
  storage: Storage,
  tools: Pick<MediaTools, 'ffmpeg'>,
  warn: (message: string) => void,
): Promise<{ ready: number; unresized: number }> => {
  const variants = createImageVariants({
    storage,
    tools,
    warn: (_context, message) => warn(`seed: ${message}`),
  });
  const keys = await seedImageKeys();
  let ready = 0;
  let unresized = 0;
  const next = async (): Promise<void> => {
    const key = keys.shift();
    if (!key) return;
    await dropStaleCopies(storage, key);
    const result = await variants.makeAll(key);
    if (result.kind === 'ready') ready += 1;
    else unresized += 1;
    return next();
  };
  await Promise.all([next(), next()]);
  if (unresized > 0) {
    warn(`seed: ${unresized} demo pictures have no resized copies; their originals are served`);
  }
  return { ready, unresized };
};
