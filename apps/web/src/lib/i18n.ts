import { I18N_BACKEND } from '@dalbit/contract/constants';
import { josa } from 'es-hangul';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './i18n-backend';
import { LOCALE_LOAD_PATH, NAMESPACES } from './i18n-namespaces';
import { detectInitialLocale, isLocale, type Locale, SUPPORTED_LOCALES } from './language';

export { NAMESPACES, type Namespace } from './i18n-namespaces';

export const i18n = i18next.createInstance();

function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

interface InitOptions {
  /** Tests pass the JSON files directly instead of fetching them. */
  resources?: Resource;
  locale?: Locale;
}

/** The id of the data block the server writes into each page (apps/server/src/modules/web). */
export const INLINE_TRANSLATIONS_ID = 'dalbit-i18n';

/**
 * The first render's translations as the server inlined them in the page, when they are for the
 * language this visitor gets: the app then starts without fetching them. Other namespaces and a
 * later language switch still load over HTTP.
 */
export function readInlineTranslations(lng: Locale): Resource | undefined {
  const text = document.getElementById(INLINE_TRANSLATIONS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { lng?: unknown; resources?: Resource };
    return data.lng === lng && data.resources ? data.resources : undefined;
  } catch {
    return undefined;
  }
}

export async function initI18n({ resources, locale }: InitOptions = {}): Promise<void> {
  const lng = locale ?? detectInitialLocale();
  const inline = resources ? undefined : readInlineTranslations(lng);
  i18n.on('languageChanged', syncHtmlLang);
  if (!resources) i18n.use(fetchBackend(LOCALE_LOAD_PATH));
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: resources ?? inline,
    // With inlined translations the backend still serves every other namespace and language.
    partialBundledLanguages: Boolean(inline),
    interpolation: { escapeValue: false },
    // docs/product/constants.md#spec-constants: up to 5 retries starting at 350 ms (i18next doubles each wait), 10 parallel reads.
    maxRetries: I18N_BACKEND.maxRetries,
    retryTimeout: I18N_BACKEND.retryTimeoutMs,
    maxParallelReads: I18N_BACKEND.maxParallelReads,
    react: { useSuspense: true },
  });
  i18n.services.formatter?.add('josa', josaFormat);
  syncHtmlLang(lng);
}

type JosaPair = Parameters<typeof josa>[1];

/**
 * `{{value, josa(pick: 은/는)}}`: the word with the particle its last syllable takes (이름은,
 * 휴대폰 번호는), chosen by es-hangul (docs/glossary.md#particles). Korean texts use it wherever
 * a particle follows a word filled in at run time; an unknown pair leaves the word as it is.
 */
export function josaFormat(value: unknown, _lng: string | undefined, options?: { pick?: unknown }) {
  const word = String(value ?? '');
  const pick = typeof options?.pick === 'string' ? options.pick.trim() : '';
  if (!word || !pick) return word;
  try {
    return josa(word, pick as JosaPair);
  } catch {
    return word;
  }
}

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : 'en';
}
