// Zod-free on purpose: the web's entry chunk imports this module (and constants.ts) directly
// through the package's subpath exports, so it stays free of the schema library.
export const LANGUAGES = ['korean', 'english'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Locale codes used by the web app's translation files. */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => value === 'ko' || value === 'en';

export const localeToLanguage = (locale: Locale): Language =>
  locale === 'ko' ? 'korean' : 'english';
export const languageToLocale = (language: Language): Locale =>
  language === 'korean' ? 'ko' : 'en';
/** The Accept-Language value the API expects: `kr` for Korean, `en` otherwise. */
export const localeToAcceptLanguage = (locale: Locale): 'kr' | 'en' =>
  locale === 'ko' ? 'kr' : 'en';
