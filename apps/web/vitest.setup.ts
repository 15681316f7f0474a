import '@testing-library/jest-dom/vitest';
import type { Resources } from './src/lib/i18n';
import { afterEach, beforeAll, vi } from 'vitest';

// Pure-logic test files run in Node (`@vitest-environment node`): no DOM, no translations to load.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor give up after 1 s by default: on a busy 2-core CI machine a whole page
  // (lazy parts, several stubbed reads) can take longer to settle than that, and fail for nothing.
  configure({ asyncUtilTimeout: 5000 });
  const { i18n, initI18n, setMissingKeyHandler } = await import('./src/lib/i18n');
  // A key neither language has fails the test that rendered it (the screen would show the key).
  const missingKeys: string[] = [];
  setMissingKeyHandler((lng, ns, key) => missingKeys.push(`${lng} ${ns}:${key}`));

  // The real translation files, loaded synchronously so components render real text in tests.
  const files = import.meta.glob<Record<string, unknown>>('./public/locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: Resources = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (!lng || !ns) continue;
    resources[lng] = { ...resources[lng], [ns]: content };
  }

  // The site settings' data block, as the server writes it into every page (apps/server's web
  // module): pages read the footer's and header's settings from it, with the defaults here.
  const { DEFAULT_SITE_SETTINGS } = await import('@dalbit/contract/site-defaults');
  const { SITE_SETTINGS_BLOCK_ID } = await import('./src/lib/site-settings');
  const { notifications: _staffOnly, ...publicSettings } = DEFAULT_SITE_SETTINGS;
  if (!document.getElementById(SITE_SETTINGS_BLOCK_ID)) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SITE_SETTINGS_BLOCK_ID;
    block.textContent = JSON.stringify(publicSettings);
    document.head.append(block);
  }

  // jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
  window.scrollTo = () => undefined;
  // jsdom's window.close() ends the document itself, and with it the environment every later file
  // of the worker shares (isolate: false): a page that closes its popup window closes nothing here.
  window.close = () => undefined;

  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ resources, locale: 'en' });
  });

  afterEach(async () => {
    cleanup();
    // A test that faked the clock leaves with the real one, whatever it asserted last.
    vi.useRealTimers();
    localStorage.clear();
    // jsdom's own width (1024): a file that narrowed the window leaves the next one wide.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    document.body.style.overflow = '';
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
    const missing = missingKeys.splice(0);
    if (missing.length > 0)
      throw new Error(`translation keys missing: ${[...new Set(missing)].join(', ')}`);
  });
}
