import type { Locale } from '@dalbit/contract';
import { escapeHtml } from './html-head.js';
import type { PreloadMap } from './preload-map.js';
import { pageLanguages } from './web-i18n.js';

/**
 * Hints for one page: its translation files (unless the page carries them inline) and its route
 * chunk start downloading with the entry script instead of one round trip after it has run (the
 * entry only asks for them once it executes). A stored language that differs from the browser's
 * costs only the unused hints.
 */
export const preloadTags = (
  map: PreloadMap,
  pathname: string,
  locale: Locale,
  { translationsInline = false } = {},
): string => {
  const locales = translationsInline
    ? []
    : pageLanguages(locale).flatMap((lng) =>
        map.locales.map((path) => path.replaceAll('{{lng}}', lng)),
      );
  const route = map.routes[pathname.replace(/\/+$/, '') || '/'] ?? [];
  return [
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
