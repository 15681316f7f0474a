import type { Locale } from '@dalbit/contract';
import { IMAGE_SIZES, imageSrcSet, type ImageSizes } from '@dalbit/contract/images';
import { escapeHtml } from './html-head.js';
import type { PreloadMap } from './preload-map.js';
import { pageLanguages } from './web-i18n.js';

/** The route chunk's files of a path: an exact key, else a key whose `:param` segments match. */
const routeFiles = (map: PreloadMap, pathname: string): string[] => {
  const path = pathname.replace(/\/+$/, '') || '/';
  const exact = map.routes[path];
  if (exact) return exact;
  const segments = path.split('/');
  const match = Object.entries(map.routes).find(([key]) => {
    const parts = key.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(':') ? /^[1-9][0-9]{0,17}$/.test(segments[i]!) : part === segments[i],
      )
    );
  });
  return match?.[1] ?? [];
};

/** A page's main picture: its URL, the store's public base (S3) and how wide the page draws it. */
export interface HeroImage {
  url: string;
  mediaBase?: string | undefined;
  sizes: ImageSizes;
}

/** The preload of a picture: its resized copies when it has them, else the file itself. */
export const heroImageTag = ({ url, mediaBase, sizes }: HeroImage): string => {
  const srcset = imageSrcSet(url, mediaBase);
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(IMAGE_SIZES[sizes])}"`
    : '';
  return `<link rel="preload" href="${escapeHtml(url)}" as="image"${responsive} fetchpriority="high">`;
};

/**
 * Hints for one page: its translation files (unless the page carries them inline) and its route
 * chunk start downloading with the entry script instead of one round trip after it has run (the
 * entry only asks for them once it executes). A stored language that differs from the browser's
 * costs only the unused hints. `heroImage`, the page's main picture when the server knows it (a
 * film's backdrop, a project's cover), is fetched at high priority from the start: on a phone it
 * is the largest paint, which would otherwise wait for the scripts and the API answer. When it
 * has resized copies the hint lists them with the `sizes` of the page's <img>, exactly as the
 * web does (the contract's imageSrcSet), so the browser fetches the one copy it will show.
 */
export const preloadTags = (
  map: PreloadMap,
  pathname: string,
  locale: Locale,
  {
    translationsInline = false,
    heroImage,
  }: { translationsInline?: boolean; heroImage?: HeroImage } = {},
): string => {
  const locales = translationsInline
    ? []
    : pageLanguages(locale).flatMap((lng) =>
        map.locales.map((path) => path.replaceAll('{{lng}}', lng)),
      );
  const route = routeFiles(map, pathname);
  return [
    ...(heroImage ? [heroImageTag(heroImage)] : []),
    ...locales.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`,
    ),
    ...route.map((href) =>
      href.endsWith('.css')
        ? `<link rel="preload" href="${escapeHtml(href)}" as="style" crossorigin>`
        : `<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin>`,
    ),
  ].join('\n    ');
};

/** Puts the hints last in <head>, after the entry's own script and stylesheet tags. */
export const injectPreloads = (html: string, tags: string): string =>
  tags ? html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`) : html;
