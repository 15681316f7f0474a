import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@dalbit/contract';
import { escapeHtml } from './html-head.js';
import { pageLanguages } from './web-i18n.js';

/** dist/preload-map.json, written by the web build (apps/web/vite.config.ts). */
export interface PreloadMap {
  /** Translation files the first render waits for, with `{{lng}}` for the language. */
  locales: string[];
  /** Page path → its route chunk's scripts and stylesheets that the entry does not load. */
  routes: Record<string, string[]>;
}

const isPreloadMap = (value: unknown): value is PreloadMap => {
  const map = value as PreloadMap | null;
  return (
    typeof map === 'object' &&
    map !== null &&
    Array.isArray(map.locales) &&
    map.locales.every((p) => typeof p === 'string') &&
    typeof map.routes === 'object' &&
    map.routes !== null &&
    Object.values(map.routes).every((files) => Array.isArray(files))
  );
};

/** The build's map, or none (an older build, or no build): pages then simply carry no hints. */
export const readPreloadMap = (webDistDir: string): PreloadMap | undefined => {
  const file = resolve(webDistDir, 'preload-map.json');
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isPreloadMap(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

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
