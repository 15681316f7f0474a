import type { Locale } from '@dalbit/contract';
import { josa } from 'es-hangul';
import { catalogues, type MessageKey } from './messages.js';

export type Params = Record<string, string | number>;

type JosaPair = Parameters<typeof josa>[1];

/** The word with the particle its last syllable takes ('이름' + 은/는 → '이름은'), by es-hangul. */
const withParticle = (word: string, pair: string): string => {
  try {
    return josa(word, pair as JosaPair);
  } catch {
    return word;
  }
};

/**
 * Fills a catalogue text: `{name}` is the parameter; `{name|은/는}` is the parameter followed by
 * the Korean particle that fits it (docs/glossary.md#particles), so no text needs 은(는).
 */
export const translate = (locale: Locale, key: MessageKey, params: Params = {}): string =>
  catalogues[locale][key].replace(
    /\{(\w+)(?:\|([^}]+))?\}/g,
    (whole, name: string, pair: string | undefined) => {
      if (!(name in params)) return whole;
      const value = String(params[name]);
      return pair ? withParticle(value, pair) : value;
    },
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
