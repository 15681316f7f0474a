import { IMAGE_SIZES, imageSrcSet, type ImageSizes } from '@dalbit/contract/images';
import { mediaBase } from './site-settings';

/** The natural shape of each kind of picture, for the <img>'s width and height (no shift). */
export const IMAGE_SHAPES = {
  poster: { width: 600, height: 900 },
  wide: { width: 1280, height: 720 },
} as const;

/**
 * The <img> attributes of a picture: its resized copies (docs/api.md#resized-images) with how
 * wide the page draws it, when it is one of ours; only `src` for any other (an outside image).
 * The server's preload of a page's main picture names the same `srcset` and `sizes`.
 */
export const responsiveImage = (
  src: string,
  sizes: ImageSizes,
): { src: string; srcSet?: string; sizes?: string } => {
  const srcSet = imageSrcSet(src, mediaBase());
  return srcSet ? { src, srcSet, sizes: IMAGE_SIZES[sizes] } : { src };
};
