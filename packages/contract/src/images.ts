/**
 * Responsive images (docs/api.md#resized-images). Every JPEG, PNG or WebP picture the app stores
 * can be fetched resized, as WebP, at one of IMAGE_WIDTHS, from
 * `/media/variants/w<width>/<key>.webp`: the server makes the copy the first time it is asked
 * for, keeps it under that same key and serves the original meanwhile when it cannot make one.
 * The web lists the copies in `srcset`; the server's preload of a page's main picture lists the
 * same ones, so the browser fetches one picture, not two. Zod-free, like `image-keys.ts`.
 */

import { imageCopyUrl, type ImageWidth } from './image-keys.js';

export * from './image-keys.js';

/** The only widths made (never wider than the original: a narrower one is re-encoded as is). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const satisfies readonly ImageWidth[];

/** The `srcset` of an image (every width, same-origin `/media/variants/…`), or undefined. */
export const imageSrcSet = (url: string, mediaBase?: string): string | undefined => {
  if (!imageCopyUrl(url, IMAGE_WIDTHS[0], mediaBase)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageCopyUrl(url, w, mediaBase)} ${w}w`).join(', ');
};

/**
 * The `sizes` of each kind of picture: how wide it is drawn, from the stylesheets (a phone is
 * 768 px or narrower). Shared with the server, whose preload must name the same.
 */
export const IMAGE_SIZES = {
  /** The film page's and the streaming page's backdrop: the whole width. */
  backdrop: '100vw',
  /** Poster cards of the rails and grids (104-168 px), and the film page's poster (104-240 px). */
  poster: '(max-width: 768px) 136px, 240px',
  /** 16:9 cards of the event and project grids: one column on a phone, two, then three or four. */
  card: '(max-width: 560px) 100vw, (max-width: 900px) 50vw, 400px',
  /** A project's or an event's own cover (one column up to 960 px). */
  cover: '(max-width: 960px) 100vw, 720px',
  /** Small 16:9 frames: episode thumbnails, continue-watching cards, the gallery. */
  frame: '(max-width: 768px) 50vw, 320px',
} as const;
export type ImageSizes = keyof typeof IMAGE_SIZES;
