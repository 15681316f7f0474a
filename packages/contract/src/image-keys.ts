/**
 * The addresses of resized images (docs/api.md#resized-images): which stored pictures have
 * copies and where each copy is. The zod-free, smallest part of `images.ts`, on its own so that
 * the web's entry (the header's avatar) carries only this; `images.ts` adds `srcset` and `sizes`.
 */

/** One of IMAGE_WIDTHS (images.ts), the only widths made. */
export type ImageWidth = 320 | 640 | 960 | 1280;

/** Extensions of the stored images that have resized copies (not GIF: it may be animated). */
export const RESIZABLE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The storage folder of the resized copies. */
export const IMAGE_VARIANTS_PREFIX = 'variants/';

/** Where the app serves stored files. */
export const MEDIA_PATH = '/media/';

/** The storage key of `key`'s copy at `width`; with an encoded path in, an encoded path out. */
export const imageVariantKey = (key: string, width: ImageWidth): string =>
  `${IMAGE_VARIANTS_PREFIX}w${width}/${key}.webp`;

/**
 * The path under /media/ (URL-encoded, as in the address) of one of our resizable images: a
 * `/media/<key>` address, or `<mediaBase>/<key>` when the files are in an S3-compatible store
 * (its public base URL). Undefined for an outside image, a copy, a GIF or any other file.
 */
export const resizableMediaPath = (url: string, mediaBase?: string): string | undefined => {
  let path: string | undefined;
  if (url.startsWith(MEDIA_PATH)) path = url.slice(MEDIA_PATH.length);
  else if (mediaBase && url.startsWith(`${mediaBase}/`)) path = url.slice(mediaBase.length + 1);
  if (!path || /[?#\\]/.test(path) || path.startsWith(IMAGE_VARIANTS_PREFIX)) return undefined;
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return (RESIZABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? path : undefined;
};

/** The address of `url`'s copy `width` wide, when it has copies (an avatar needs only one). */
export const imageCopyUrl = (
  url: string,
  width: ImageWidth,
  mediaBase?: string,
): string | undefined => {
  const path = resizableMediaPath(url, mediaBase);
  return path && `${MEDIA_PATH}${imageVariantKey(path, width)}`;
};
