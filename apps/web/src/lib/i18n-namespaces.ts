/**
 * The namespaces every page needs before its first render, and where their files live. Kept
 * apart from i18n.ts so the build can read them: it writes the list into preload-map.json, from
 * which the server hints the files in each page's HTML.
 */
export const NAMESPACES = ['common', 'home', 'events', 'search', 'crowdfunding', 'films'] as const;

/** The namespaces loaded when a screen first asks for them (useTranslation suspends meanwhile). */
export const LAZY_NAMESPACES = [
  'account',
  'admin',
  'apply',
  'legal',
  'studio',
  'validation',
] as const;

export type Namespace = (typeof NAMESPACES)[number] | (typeof LAZY_NAMESPACES)[number];

export const LOCALE_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
