import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, type Locale } from '@dalbit/contract';
import type { PreloadMap } from './preload-map.js';

/** The id the web looks for (apps/web/src/lib/i18n.ts). */
export const I18N_BLOCK_ID = 'dalbit-i18n';

/**
 * The languages a page's first render reads: its own only. The web looks a key up in English
 * only when the Korean file lacks it (apps/web/src/lib/i18n.ts), and every key is in both
 * (apps/web/src/lib/i18n-keys.test.ts), so it never fetches English under Korean up front.
 */
export const pageLanguages = (locale: Locale): Locale[] => [locale];

/**
 * The translation files every first render waits for, serialised once per page language as a
 * JSON data block for the page's HTML: the app starts rendering without fetching them (six
 * requests fewer on a first visit). A data block is never executed, so the CSP (no inline
 * scripts) is untouched. Missing or unreadable files leave that language without a block; the
 * web then fetches its files as usual.
 */
export const readInitialTranslations = (
  webDistDir: string,
  map: PreloadMap,
): Partial<Record<Locale, string>> => {
  const namespaces = map.locales.flatMap((path) => {
    const match = /^\/locales\/\{\{lng\}\}\/([\w-]+)\.json$/.exec(path);
    return match?.[1] ? [match[1]] : [];
  });
  const read = (lng: Locale): Record<string, unknown> | undefined => {
    const bundle: Record<string, unknown> = {};
    for (const ns of namespaces) {
      const file = resolve(webDistDir, 'locales', lng, `${ns}.json`);
      if (!existsSync(file)) return undefined;
      try {
        bundle[ns] = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        return undefined;
      }
    }
    return bundle;
  };
  const bundles = Object.fromEntries(LOCALES.map((lng) => [lng, read(lng)]));
  const blocks: Partial<Record<Locale, string>> = {};
  if (namespaces.length === 0) return blocks;
  for (const locale of LOCALES) {
    const languages = pageLanguages(locale);
    if (languages.some((lng) => !bundles[lng])) continue;
    const resources = Object.fromEntries(languages.map((lng) => [lng, bundles[lng]]));
    // `<` escaped so no text in a translation can close the element.
    const json = JSON.stringify({ lng: locale, resources }).replace(/</g, '\\u003c');
    blocks[locale] = `<script type="application/json" id="${I18N_BLOCK_ID}">${json}</script>`;
  }
  return blocks;
};
