import { IMAGE_WIDTHS } from '@dalbit/contract/images';
import { AppError } from '../../infra/http/app-error.js';
import { parseVariantKey, type ImageVariants } from '../../infra/media/image-variants.js';
import { cacheControlFor } from '../../infra/storage/storage.js';

/** A served original standing in for a copy is cached briefly: the copy may exist soon. */
const STAND_IN_CACHE = 'public, max-age=60';

export interface ServedKey {
  /** What to answer with: the key asked for, a copy, or the original standing in for it. */
  key: string;
  cacheControl: string;
  /** The original answers for a copy that is not there (yet). */
  standIn: boolean;
}

/**
 * The stored key a `/media/<key>` request is answered with. A resized copy's key
 * (`variants/w<width>/<original>.webp`) is made on first request; meanwhile, or when it cannot be
 * made, the original answers. A width not in IMAGE_WIDTHS, or an original that is no JPEG, PNG
 * or WebP image, is a 400 with its own code; a missing original a 404.
 */
export const resolveServedKey = async (
  variants: ImageVariants,
  key: string,
): Promise<ServedKey> => {
  const request = parseVariantKey(key);
  if (!request) return { key, cacheControl: cacheControlFor(key), standIn: false };
  if ('error' in request) {
    throw request.error === 'width'
      ? new AppError('image.width_invalid', { params: { widths: IMAGE_WIDTHS.join(', ') } })
      : new AppError('image.not_resizable');
  }
  const result = await variants.get(request.source, request.width);
  switch (result.kind) {
    case 'ready':
      return { key: result.key, cacheControl: cacheControlFor(result.key), standIn: false };
    case 'original':
      return { key: request.source, cacheControl: STAND_IN_CACHE, standIn: true };
    case 'missing':
      throw new AppError('route.not_found');
    case 'not_image':
      throw new AppError('image.not_resizable');
  }
};
