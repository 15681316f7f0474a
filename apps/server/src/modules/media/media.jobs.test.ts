import { describe, expect, it } from 'vitest';
import { sweepOrphanVariants } from './media.jobs.js';

/** The three calls the sweep makes, over a set of keys. */
const storeOf = (keys: string[]) => {
  const stored = new Set(keys);
  const looked: string[] = [];
  return {
    stored,
    looked,
    async *list(prefix: string) {
      for (const key of [...stored].sort()) {
        if (key.startsWith(prefix)) yield { key, modifiedAt: new Date(0) };
      }
    },
    async exists(key: string) {
      looked.push(key);
      return stored.has(key);
    },
    async delete(key: string) {
      stored.delete(key);
    },
  };
};

describe('the sweep of orphaned copies', () => {
  it('deletes the copies whose original is gone, and only those', async () => {
    const store = storeOf([
      'covers/kept.jpg',
      'variants/w320/covers/kept.jpg.webp',
      'variants/w640/covers/kept.jpg.webp',
      'variants/w320/covers/gone.jpg.webp',
      'variants/w1280/covers/gone.jpg.webp',
      'variants/w500/covers/kept.jpg.webp',
    ]);
    expect(await sweepOrphanVariants(store)).toBe(3);
    expect([...store.stored].sort()).toEqual([
      'covers/kept.jpg',
      'variants/w320/covers/kept.jpg.webp',
      'variants/w640/covers/kept.jpg.webp',
    ]);
    // Each original is looked up once, whatever its number of copies.
    expect(store.looked.sort()).toEqual(['covers/gone.jpg', 'covers/kept.jpg']);
  });
});
