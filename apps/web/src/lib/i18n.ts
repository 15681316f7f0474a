import { I18N_BACKEND } from '@dalbit/contract/constants';
import i18next, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
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

export async function initI18n({ resources, locale }: InitOptions = {}): Promise<void> {
  const lng = locale ?? detectInitialLocale();
  i18n.on('languageChanged', syncHtmlLang);
  if (!resources) i18n.use(HttpBackend);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    // Spec section 9: up to 5 retries starting at 350 ms (i18next doubles each wait), 10 parallel reads.
    maxRetries: I18N_BACKEND.maxRetries,
    retryTimeout: I18N_BACKEND.retryTimeoutMs,
    maxParallelReads: I18N_BACKEND.maxParallelReads,
    backend: resources ? undefined : { loadPath: LOCALE_LOAD_PATH },
    react: { useSuspense: true },
  });
  syncHtmlLang(lng);
}

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : 'en';
}
