import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWordmarks } from '../src/modules/web/early-header.js';
import { withWebBuild } from './support/web-build.js';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Dalbit</title><!--app-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/web-abc123.css"></head><body><div id="root"><!--early-header--></div></body></html>`;
const MAP = {
  locales: ['/locales/{{lng}}/common.json'],
  routes: { '/': ['/assets/landing-1.js'] },
};

const writeLocales = (dir: string, files: Record<string, string>) => {
  for (const [lng, content] of Object.entries(files)) {
    mkdirSync(join(dir, 'locales', lng), { recursive: true });
    writeFileSync(join(dir, 'locales', lng, 'common.json'), content);
  }
};

/** What the page's #root holds before the app renders. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

const web = withWebBuild('early-header', () => ({
  'index.html': INDEX,
  'preload-map.json': JSON.stringify(MAP),
  'locales/en/common.json': JSON.stringify({ brand: { wordmark: 'Dalbit' } }),
  'locales/ko/common.json': JSON.stringify({ brand: { wordmark: '달빛' } }),
}));
const { page } = web;

describe("the header a page paints before the app's scripts run", () => {
  it("is in the page's language, inside #root, where the app's first render replaces it", async () => {
    const en = rootOf((await page('/events', 'en-US,en;q=0.9')).body);
    expect(en).toContain('<span class="logo__word">Dalbit</span>');
    expect(en).toContain('class="site-header"');
    const ko = rootOf((await page('/', 'ko-KR,ko;q=0.9')).body);
    expect(ko).toContain('<span class="logo__word">달빛</span>');
    expect(ko).not.toContain('Dalbit');
  });

  it('lets it paint before the stylesheet: preloaded, and loaded as print until the app applies it', async () => {
    const [head] = (await page('/events', 'en')).body.split('</head>') as [string];
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/web-abc123.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/web-abc123.css" media="print" data-early-paint>',
    );
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('is a picture for sighted readers only: hidden from assistive technology, nothing to focus', async () => {
    const shell = rootOf((await page('/crowdfunding', 'en')).body)!;
    expect(shell).toMatch(/^<div class="early-header" aria-hidden="true">/);
    expect(shell).not.toMatch(/<(a|button|input|select|textarea)\b|tabindex/);
  });

  it('is left out where the app draws no site header: the back office, the Kakao callback', async () => {
    for (const path of ['/admin', '/admin/films', '/oauth/kakao/callback']) {
      const html = (await page(path, 'en')).body;
      expect(rootOf(html), path).toBe('');
      expect(html, path).not.toContain('early-header');
      // The stylesheet stays as the build wrote it.
      expect(html.split('</head>')[0], path).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/web-abc123.css">',
      );
    }
  });

  it('holds the logo alone in the middle on the sign-in pages, as their header does', async () => {
    for (const path of ['/login', '/sign-up', '/forgot-password']) {
      expect(rootOf((await page(path, 'ko')).body), path).toMatch(
        /^<div class="early-header early-header--centred" aria-hidden="true">.*달빛/,
      );
    }
    expect(rootOf((await page('/login-history', 'ko')).body)).toMatch(
      /^<div class="early-header" aria-hidden/,
    );
  });
});

describe('readWordmarks', () => {
  it('leaves out a language whose file is missing, broken or has no wordmark', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dalbit-early-header-partial-'));
    try {
      writeLocales(dir, { en: '{"brand":{"wordmark":"Dalbit"}}', ko: '{broken' });
      expect(readWordmarks(dir)).toEqual({ en: 'Dalbit' });
      writeLocales(dir, { ko: '{"brand":{}}' });
      expect(readWordmarks(dir)).toEqual({ en: 'Dalbit' });
      rmSync(join(dir, 'locales', 'en'), { recursive: true });
      expect(readWordmarks(dir)).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
