import type { Locale } from '@dalbit/contract';
import { catalogues, type MessageKey } from './messages.js';

export type Params = Record<string, string | number>;

export const translate = (locale: Locale, key: MessageKey, params: Params = {}): string =>
  catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/**
 * docs/api.md#language: `Accept-Language: kr` means Korean, anything else English. Browsers that call the API
 * directly send `ko-KR`, so a leading `ko` tag is read as Korean as well.
 */
export const apiLocale = (header: string | string[] | undefined): Locale => {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'kr' || first?.startsWith('ko') ? 'ko' : 'en';
};

/** Pages pick Korean when the browser's preferred language is any `ko*` tag (or `kr`). */
export const pageLocale = apiLocale;
