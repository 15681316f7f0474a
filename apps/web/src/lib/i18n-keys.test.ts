// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const localesDir = join(root, 'public', 'locales');
const srcDir = join(root, 'src');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function loadLocale(lng: string): Map<string, Set<string>> {
  const namespaces = new Map<string, Set<string>>();
  for (const file of readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')) as Tree;
    namespaces.set(file.replace(/\.json$/, ''), new Set(flatten(tree)));
  }
  return namespaces;
}

const ko = loadLocale('ko');
const en = loadLocale('en');

/** Every `ns:key` of one language that the other lacks. */
export function missingKeys(
  from: Map<string, Set<string>>,
  to: Map<string, Set<string>>,
): string[] {
  const missing: string[] = [];
  for (const [ns, keys] of from) {
    for (const key of keys) if (!to.get(ns)?.has(key)) missing.push(`${ns}:${key}`);
  }
  return missing;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('translations', () => {
  it('has the same namespaces in ko and en', () => {
    expect([...ko.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has every key in both languages', () => {
    expect(missingKeys(ko, en), 'keys only in ko').toEqual([]);
    expect(missingKeys(en, ko), 'keys only in en').toEqual([]);
  });

  it('detects a key that exists in one language only', () => {
    const withExtra = new Map(ko);
    withExtra.set('common', new Set([...(ko.get('common') ?? []), 'only.here']));
    expect(missingKeys(withExtra, en)).toEqual(['common:only.here']);
  });

  it('has no empty translations', () => {
    for (const lng of ['ko', 'en']) {
      for (const file of readdirSync(join(localesDir, lng))) {
        const text = readFileSync(join(localesDir, lng, file), 'utf8');
        expect(text, `${lng}/${file}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('defines every literal key used in src', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      // A component's default namespace comes from useTranslation('ns') (or 'ns', lng); none
      // means common.
      const defaultNs = /useTranslation\('(\w+)'[,)]/.exec(text)?.[1] ?? 'common';
      const literalKeys = [
        ...[...text.matchAll(/\bt\(\s*'([^'$`]+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/(?:labelKey|titleKey):\s*'([^']+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/\['(footer\.[\w.]+)'/g)].map((m) => m[1]!),
      ];
      for (const raw of literalKeys) {
        checked += 1;
        const [ns, key] = raw.includes(':')
          ? (raw.split(':') as [string, string])
          : [defaultNs, raw];
        for (const [lng, locale] of [
          ['ko', ko],
          ['en', en],
        ] as const) {
          const keys = locale.get(ns);
          // Plural forms live under key_one / key_other (lib/i18n.ts).
          if (!keys?.has(key) && !keys?.has(`${key}_other`)) {
            problems.push(`${relative(root, file)}: ${ns}:${key} missing in ${lng}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Guards against the scan silently matching nothing.
    expect(checked).toBeGreaterThan(100);
  });
});
