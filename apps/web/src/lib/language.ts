import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

// Kept local (not imported from @dalbit/contract's common.ts) because that module pulls zod
// into the entry chunk; the values mirror the contract's LANGUAGES / LOCALES.
export type Locale = 'ko' | 'en';
export type Language = 'korean' | 'english';

export const SUPPORTED_LOCALES: readonly Locale[] = ['ko', 'en'];

const KOREAN_BROWSER_LANGUAGES = new Set(['ko', 'ko-kp', 'ko-kr']);

export const localeToLanguage = (locale: Locale): Language =>
  locale === 'ko' ? 'korean' : 'english';
export const languageToLocale = (language: Language): Locale =>
  language === 'korean' ? 'ko' : 'en';
/** The API reads `kr` as Korean and anything else as English. */
export const localeToAcceptLanguage = (locale: Locale): 'kr' | 'en' =>
  locale === 'ko' ? 'kr' : 'en';

export const isLocale = (value: unknown): value is Locale => value === 'ko' || value === 'en';

export function readStoredLanguage(): Language | null {
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

/** Spec section 2: Korean for browser ko, ko-KP or ko-KR, otherwise English; a stored choice wins. */
export function detectInitialLocale(nav: NavigatorLike = window.navigator): Locale {
  const stored = readStoredLanguage();
  if (stored) return languageToLocale(stored);
  const browser = (nav.languages?.[0] ?? nav.language ?? '').toLowerCase();
  return KOREAN_BROWSER_LANGUAGES.has(browser) ? 'ko' : 'en';
}
