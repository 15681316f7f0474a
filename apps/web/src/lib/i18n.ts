import type { TranslationTree } from './i18n-backend';
import {
  interpolate,
  interpolateDeep,
  loadFormatsFor,
  pluralCategory,
  type TranslationValues,
} from './i18n-format';
import { LOCALE_LOAD_PATH, NAMESPACES, type Namespace } from './i18n-namespaces';
import { detectInitialLocale, isLocale, type Locale } from './language';

export { josaFormat, loadJosa, type TranslationValues } from './i18n-format';
export { NAMESPACES, type Namespace } from './i18n-namespaces';

/**
 * The app's translations (docs/architecture.md): JSON files per language and namespace under
 * /locales, the first page's inlined by the server, the rest fetched when a screen asks for them.
 * Keys are `key.path` in the caller's namespace or `ns:key.path`; `{{name}}` placeholders, plural
 * keys `key_one` / `key_other` chosen by `count`, English where a Korean key is missing, and the
 * key itself where both are.
 */

/** Translations by language, then namespace, as the files hold them. */
export type Resources = Partial<Record<string, Partial<Record<string, TranslationTree>>>>;

export interface TOptions extends TranslationValues {
  /** Picks `key_one`, `key_other`… by the language's plural rules; also fills `{{count}}`. */
  count?: number;
  /** Shown when the key has no translation (a status from the server, say). */
  defaultValue?: string;
  /** Answers the object or list under the key, every string in it filled in. */
  returnObjects?: boolean;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

const FALLBACK: Locale = 'en';
const files = new Map<string, TranslationTree>();
const loads = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let language: Locale = FALLBACK;
let initialized = false;
// Tests hand every file over at start: nothing to fetch.
let fetchFiles = true;
let changes = 0;
let missingKeyHandler: ((lng: string, ns: string, key: string) => void) | undefined;

const fileId = (lng: string, ns: string) => `${lng}/${ns}`;

/** Adds translations as they are, without fetching (the server's inlined ones, tests'). */
export function addResources(resources: Resources): Promise<unknown> {
  const formats: Promise<void>[] = [];
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, tree] of Object.entries(namespaces ?? {})) {
      if (!tree) continue;
      files.set(fileId(lng, ns), tree);
      const load = loadFormatsFor(tree);
      if (load) formats.push(load);
    }
  }
  // Answers once the formats these texts use are in too.
  return Promise.all(formats);
}

/** Whether a namespace's file is in for a language (so `t` can answer from it). */
export function isLoaded(lng: string, ns: string): boolean {
  return files.has(fileId(lng, ns));
}

/** Loads one namespace in one language, once; the same promise for every caller meanwhile. */
export function loadNamespace(lng: string, ns: string): Promise<void> {
  const id = fileId(lng, ns);
  let load = loads.get(id);
  if (!load) {
    const url = LOCALE_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns);
    load =
      files.has(id) || !fetchFiles
        ? Promise.resolve()
        : // The loader is not in the first visit's script: the first page's files are in the page.
          import('./i18n-backend')
            .then(({ loadTranslationFile }) => loadTranslationFile(url))
            .then((tree) => void files.set(id, tree));
    load = load.then(() => {
      if (!files.has(id)) files.set(id, {});
      return loadFormatsFor(files.get(id));
    });
    loads.set(id, load);
  }
  return load;
}

function lookup(lng: string, ns: string, path: string): unknown {
  let node: unknown = files.get(fileId(lng, ns));
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as TranslationTree)[part];
  }
  return node;
}

function translate(lng: string, defaultNs: string, key: string, options: TOptions = {}): unknown {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  for (const code of lng === FALLBACK ? [lng] : [lng, FALLBACK]) {
    const candidates =
      typeof options.count === 'number'
        ? [`${path}_${pluralCategory(code, options.count)}`, `${path}_other`, path]
        : [path];
    for (const candidate of candidates) {
      const value = lookup(code, ns, candidate);
      if (typeof value === 'string') return interpolate(value, options, code);
      if (value !== undefined && options.returnObjects)
        return interpolateDeep(value, options, code);
    }
  }
  if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options, lng);
  missingKeyHandler?.(lng, ns, path);
  return path;
}

/** A `t` bound to one language and default namespace (the hook's, or a preview's other language). */
export function getFixedT(lng: string, ns: Namespace = 'common'): TFunction {
  return ((key: string, options?: TOptions) => translate(lng, ns, key, options)) as TFunction;
}

/** The common namespace's `t` in the current language, for code outside components. */
const t = ((key: string, options?: TOptions) =>
  translate(language, 'common', key, options)) as TFunction;

function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls back on every language change; answers the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentLanguage = (): Locale => language;

/**
 * Switches the language once every namespace already loaded in any language is in for the new
 * one too, so no screen on show suspends or flashes keys. The last call wins.
 */
async function changeLanguage(next: string): Promise<void> {
  const lng: Locale = isLocale(next) ? next : FALLBACK;
  const change = ++changes;
  const namespaces = new Set<string>(NAMESPACES);
  for (const id of loads.keys()) namespaces.add(id.slice(id.indexOf('/') + 1));
  await Promise.all([...namespaces].map((ns) => loadNamespace(lng, ns)));
  if (change !== changes || lng === language) return;
  language = lng;
  syncHtmlLang(lng);
  notify();
}

/** The instance the app and tests talk to; components use useTranslation (i18n-react.tsx). */
export const i18n = {
  get language(): Locale {
    return language;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  t,
  getFixedT,
  changeLanguage,
};

/** Called with each key neither language has (tests fail on it); answers the one it replaces. */
export function setMissingKeyHandler(handler: typeof missingKeyHandler): typeof missingKeyHandler {
  const previous = missingKeyHandler;
  missingKeyHandler = handler;
  return previous;
}

interface InitOptions {
  /** Tests pass the JSON files directly instead of fetching them. */
  resources?: Resources;
  locale?: Locale;
}

/** The id of the data block the server writes into each page (apps/server/src/modules/web). */
export const INLINE_TRANSLATIONS_ID = 'dalbit-i18n';

/**
 * The first render's translations as the server inlined them in the page, when they are for the
 * language this visitor gets: the app then starts without fetching them. Other namespaces and a
 * later language switch still load over HTTP.
 */
export function readInlineTranslations(lng: Locale): Resources | undefined {
  const text = document.getElementById(INLINE_TRANSLATIONS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { lng?: unknown; resources?: Resources };
    return data.lng === lng && data.resources ? data.resources : undefined;
  } catch {
    return undefined;
  }
}

/** Picks the language (docs/product/accounts.md#language) and loads the first render's files. */
export async function initI18n({ resources, locale }: InitOptions = {}): Promise<void> {
  const lng = locale ?? detectInitialLocale();
  if (resources) fetchFiles = false;
  const given = resources ?? readInlineTranslations(lng);
  const formats = given ? addResources(given) : undefined;
  language = lng;
  await Promise.all([formats, ...NAMESPACES.map((ns) => loadNamespace(lng, ns))]);
  initialized = true;
  syncHtmlLang(lng);
  notify();
}

export function currentLocale(): Locale {
  return language;
}
