import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';

/**
 * An app serving a web build of the test file's own (`files`: a path in the build and its
 * content), written to a temporary folder before the file's tests and removed after them.
 */
export const withWebBuild = (name: string, files: () => Record<string, string | Uint8Array>) => {
  let running: TestApp | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `dalbit-${name}-`));
    for (const [path, content] of Object.entries(files())) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    running = await createTestApp({ WEB_DIST_DIR: dir, SITE_NAME: 'Dalbit' });
  });
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const app = (): TestApp => {
    if (!running) throw new Error('the app of the web build runs inside tests only');
    return running;
  };
  return {
    /** The running app. */
    get t() {
      return app();
    },
    /** A page, asked for as a browser in `lang` asks. */
    page: (url: string, lang: string) =>
      app().app.inject({ url, headers: { accept: 'text/html', 'accept-language': lang } }),
  };
};
