import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../storage/storage.js';
import { parseVariantKey } from './image-variants.js';

describe('copy keys', () => {
  it('take a copy key apart into its width and original', () => {
    expect(parseVariantKey('variants/w640/films/x/poster.jpg.webp')).toEqual({
      width: 640,
      source: 'films/x/poster.jpg',
    });
    expect(parseVariantKey('variants/w1280/avatars/3/a.PNG.webp')).toEqual({
      width: 1280,
      source: 'avatars/3/a.PNG',
    });
    expect(parseVariantKey('films/x/poster.jpg')).toBeUndefined();
  });

  it.each(['variants/w500/a.jpg.webp', 'variants/640/a.jpg.webp', 'variants/w6400/a.jpg.webp'])(
    'name a width not in the list: %s',
    (key) => expect(parseVariantKey(key)).toEqual({ error: 'width' }),
  );

  it.each([
    'variants/w640/a.jpg',
    'variants/w640/a.gif.webp',
    'variants/w640/films/x/v1/index.m3u8.webp',
    'variants/w640/variants/w320/a.jpg.webp.webp',
    'variants/w640',
  ])('name an original that has no copies: %s', (key) =>
    expect(parseVariantKey(key)).toEqual({ error: 'source' }),
  );

  it("give a copy its original's caching", () => {
    expect(cacheControlFor('variants/w320/films/x/poster.jpg.webp')).toBe(
      cacheControlFor('films/x/poster.jpg'),
    );
    expect(cacheControlFor('variants/w320/covers/a.jpg.webp')).toBe('public, max-age=3600');
  });
});
