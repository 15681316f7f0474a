import type { josa as Josa } from 'es-hangul';

/** The values a translation's `{{name}}` placeholders are filled with. */
export type TranslationValues = Record<string, unknown>;

type JosaPair = Parameters<typeof Josa>[1];

let josa: typeof Josa | undefined;
let josaLoad: Promise<void> | undefined;

/**
 * es-hangul's particle picker (2.4 kB compressed) is fetched with the first translation file
 * that needs it (the Korean validation messages), not in every first visit's script.
 */
export function loadJosa(): Promise<void> {
  josaLoad ??= import('es-hangul').then((module) => {
    josa = module.josa;
  });
  return josaLoad;
}

/** Loads what a namespace's texts use beyond plain placeholders, before they are shown. */
export function loadFormatsFor(tree: unknown): Promise<void> | undefined {
  return josa || !JSON.stringify(tree).includes(', josa(') ? undefined : loadJosa();
}

/**
 * `{{value, josa(pick: 은/는)}}`: the word with the particle its last syllable takes (이름은,
 * 휴대폰 번호는), chosen by es-hangul (docs/glossary.md#particles). Korean texts use it wherever
 * a particle follows a word filled in at run time; an unknown pair leaves the word as it is.
 */
export function josaFormat(value: unknown, _lng: string | undefined, options?: { pick?: unknown }) {
  const word = String(value ?? '');
  const pick = typeof options?.pick === 'string' ? options.pick.trim() : '';
  if (!word || !pick || !josa) return word;
  try {
    return josa(word, pick as JosaPair);
  } catch {
    return word;
  }
}

// `{{name}}` or `{{name, format(option: value)}}`.
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*(?:\(([^)]*)\))?\s*)?\}\}/g;

/**
 * Fills a translation's placeholders. No HTML escaping: React escapes text itself. A value that
 * is not given leaves its placeholder as written, so the gap shows rather than hides.
 */
export function interpolate(text: string, values: TranslationValues, lng: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string, format?: string, args?: string) => {
    const value = values[name];
    if (value === undefined || value === null) return match;
    if (format === 'josa') {
      const pick = /pick:\s*([^,]+)/.exec(args ?? '')?.[1];
      return josaFormat(value, lng, { pick });
    }
    return String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language ('one', 'other', …): keys end in `_one`, `_other`. */
export function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/** Every string inside a translation object (a list of sections, say), filled in. */
export function interpolateDeep(node: unknown, values: TranslationValues, lng: string): unknown {
  if (typeof node === 'string') return interpolate(node, values, lng);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values, lng));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateDeep(value, values, lng)]),
    );
  }
  return node;
}
