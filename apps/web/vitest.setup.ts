import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from './src/lib/i18n';

// The real translation files, loaded synchronously so components render real text in tests.
const files = import.meta.glob<Record<string, unknown>>('./public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const testResources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  testResources[lng] = { ...testResources[lng], [ns]: content };
}

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n({ resources: testResources, locale: 'en' });
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
