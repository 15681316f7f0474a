import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  use,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  currentLanguage,
  getFixedT,
  i18n,
  isLoaded,
  loadNamespace,
  subscribe,
  type TFunction,
  type TranslationValues,
} from './i18n';
import type { Namespace } from './i18n-namespaces';
import type { Locale } from './language';

/**
 * The `t` of a namespace (the first one given; 'common' by default) in the current language, or
 * in `lng` when a screen shows another (the back office's preview). Suspends until the files of
 * every namespace given are in, and renders again when the language changes.
 */
export function useTranslation(
  ns: Namespace | readonly Namespace[] = 'common',
  lng?: Locale,
): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const language = lng ?? current;
  const namespaces: readonly Namespace[] = typeof ns === 'string' ? [ns] : ns;
  const first = namespaces[0] ?? 'common';
  const t = useMemo(() => getFixedT(language, first), [language, first]);
  // Every missing file is asked for before waiting on the first: no waterfall.
  const loading = namespaces
    .filter((name) => !isLoaded(language, name))
    .map((name) => loadNamespace(language, name));
  for (const load of loading) use(load);
  return { t, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TranslationValues;
  /** The elements `<name>…</name>` in the translation become, their text as children. */
  components: Record<string, ReactElement>;
}

/** A translation with elements inside it: `I agree to the <doc>Terms</doc>`. */
export function Trans({ t, i18nKey, values, components }: TransProps): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
