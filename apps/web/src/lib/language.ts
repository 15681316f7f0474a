import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

import { languageToLocale, localeToLanguage, LOCALES } from '@dalbit/contract/locale';
import type { Language, Locale } from '@dalbit/contract/locale';

export {
  isLocale,
  languageToLocale,
  localeToAcceptLanguage,
  localeToLanguage,
} from '@dalbit/contract/locale';
export type { Language, Locale } from '@dalbit/contract/locale';

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;

const KOREAN_BROWSER_LANGUAGES = new Set(['ko', 'ko-kp', 'ko-kr']);

function readStoredLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored === 'korean' || stored === 'english' ? stored : null;
}

export function storeLanguage(locale: Locale): void {
  writeStorage(STORAGE_KEYS.language, localeToLanguage(locale));
}

interface NavigatorLike {
  languages?: readonly string[];
  language?: string;
}

/** docs/product/accounts.md#language: Korean for browser ko, ko-KP or ko-KR, otherwise English; a stored choice wins. */
export function detectInitialLocale(nav: NavigatorLike = window.navigator): Locale {
  const stored = readStoredLanguage();
  if (stored) return languageToLocale(stored);
  const browser = (nav.languages?.[0] ?? nav.language ?? '').toLowerCase();
  return KOREAN_BROWSER_LANGUAGES.has(browser) ? 'ko' : 'en';
}
