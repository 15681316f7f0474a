import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantKey, IMAGE_WIDTHS, resizableMediaPath } from './images.js';

const CDN = 'https://cdn.example/dalbit';

describe('resized image addresses', () => {
  it('lists every width of one of our images, same-origin, as WebP', () => {
    expect(imageSrcSet('/media/films/blue-hour/poster.jpg')).toBe(
      IMAGE_WIDTHS.map((w) => `/media/variants/w${w}/films/blue-hour/poster.jpg.webp ${w}w`).join(
        ', ',
      ),
    );
    expect(imageVariantKey('covers/a.png', 640)).toBe('variants/w640/covers/a.png.webp');
  });

  it('recognises the store’s public base as ours, and only that base', () => {
    expect(resizableMediaPath(`${CDN}/covers/a.JPG`, CDN)).toBe('covers/a.JPG');
    expect(imageSrcSet(`${CDN}/covers/a.png`, CDN)?.split(', ')[0]).toBe(
      '/media/variants/w320/covers/a.png.webp 320w',
    );
    expect(resizableMediaPath(`${CDN}-other/covers/a.png`, CDN)).toBeUndefined();
    expect(resizableMediaPath(`${CDN}/covers/a.png`)).toBeUndefined();
  });

  it.each([
    ['an outside image', 'https://images.example/cover.jpg'],
    ['a GIF', '/media/avatars/1/a.gif'],
    ['a video file', '/media/films/x/v1/240p/seg-00001.ts'],
    ['a copy already', '/media/variants/w320/covers/a.png.webp'],
    ['an address with a query', '/media/covers/a.png?x=1'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['nothing', ''],
  ])('has no srcset for %s', (_what, url) => {
    expect(imageSrcSet(url, CDN)).toBeUndefined();
  });
});
