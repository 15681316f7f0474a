import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInitialTranslations } from '../src/modules/web/web-i18n.js';
import { withWebBuild } from './support/web-build.js';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Dalbit</title><!--app-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const MAP = {
  locales: ['/locales/{{lng}}/common.json', '/locales/{{lng}}/home.json'],
  routes: { '/': ['/assets/landing-1.js'] },
};
const FILES = {
  en: { common: { hello: 'Hello </script><script>alert(1)</script>' }, home: { title: 'Home' } },
  ko: { common: { hello: '안녕하세요' }, home: { title: '홈' } },
};

const dataBlock = (html: string) => {
  const match = /<script type="application\/json" id="dalbit-i18n">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { lng: string; resources: unknown }) : undefined;
};

const { page } = withWebBuild('web-i18n', () => ({
  'index.html': INDEX,
  'preload-map.json': JSON.stringify(MAP),
  ...Object.fromEntries(
    Object.entries(FILES).flatMap(([lng, namespaces]) =>
      Object.entries(namespaces).map(([ns, content]) => [
        `locales/${lng}/${ns}.json`,
        JSON.stringify(content),
      ]),
    ),
  ),
}));

describe('translations inlined in page HTML', () => {
  it("carries the page language's first-render namespaces instead of hinting their files", async () => {
    const html = (await page('/', 'en-US,en;q=0.9')).body;
    expect(dataBlock(html)).toEqual({ lng: 'en', resources: { en: FILES.en } });
    expect(html).not.toContain('/locales/');
    // The route chunk is still hinted.
    expect(html).toContain('<link rel="modulepreload" href="/assets/landing-1.js" crossorigin>');
  });

  it('carries only Korean under Korean (the web no longer loads English beside it)', async () => {
    const html = (await page('/events', 'ko-KR,ko;q=0.9')).body;
    expect(dataBlock(html)).toEqual({ lng: 'ko', resources: { ko: FILES.ko } });
  });

  it('cannot be closed early by a translation, and adds no executable script', async () => {
    const html = (await page('/', 'en')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });
});

describe('readInitialTranslations', () => {
  it('leaves out a language whose files are missing, so the web fetches them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dalbit-web-i18n-partial-'));
    try {
      mkdirSync(join(dir, 'locales/en'), { recursive: true });
      writeFileSync(join(dir, 'locales/en/common.json'), '{"a":"A"}');
      writeFileSync(join(dir, 'locales/en/home.json'), '{"b":"B"}');
      const blocks = readInitialTranslations(dir, MAP);
      expect(Object.keys(blocks)).toEqual(['en']);
      writeFileSync(join(dir, 'locales/en/home.json'), '{broken');
      expect(readInitialTranslations(dir, MAP)).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
