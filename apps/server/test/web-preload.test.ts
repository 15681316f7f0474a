import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSrcSet } from '@dalbit/contract/images';
import { createTtlCache } from '../src/infra/cache/ttl-cache.js';
import { readPreloadMap } from '../src/modules/web/preload-map.js';
import { keptPage } from '../src/modules/web/web.module.js';
import { heroImageTag, preloadTags } from '../src/modules/web/web-preload.js';
import { withWebBuild } from './support/web-build.js';
import { DEFAULT_SITE_SETTINGS } from '@dalbit/contract';
import { aStaff, call } from './admin-helpers.js';
import { anEvent } from './builders/events.js';
import { aFilm } from './builders/films.js';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Dalbit</title><!--app-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>`;
const MAP = {
  locales: ['/locales/{{lng}}/common.json', '/locales/{{lng}}/home.json'],
  routes: {
    '/': ['/assets/landing-1.js', '/assets/card-2.js', '/assets/card-3.css'],
    '/home': ['/assets/home-4.js'],
  },
};

const SCRIPT = `export const words = ${JSON.stringify('달빛 moonlight '.repeat(400))};`;

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"[^>]*>`, 'g'))].map((m) => m[1]);

const web = withWebBuild('web-preload', () => ({
  'index.html': INDEX,
  'preload-map.json': JSON.stringify(MAP),
  'assets/app-1.js': SCRIPT,
  'assets/app-1.js.br': brotliCompressSync(SCRIPT),
  'assets/app-1.js.gz': gzipSync(SCRIPT),
}));
const { page } = web;

describe('preload hints in page HTML', () => {
  it("hints the page's translations and route chunk after the entry's own tags", async () => {
    const html = (await page('/', 'en-US,en;q=0.9')).body;
    expect(hrefs(html, 'preload')).toEqual([
      '/locales/en/common.json',
      '/locales/en/home.json',
      '/assets/card-3.css',
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/locales/en/common.json" as="fetch" crossorigin>',
    );
    expect(html).toContain('<link rel="preload" href="/assets/card-3.css" as="style" crossorigin>');
    expect(hrefs(html, 'modulepreload')).toEqual(['/assets/landing-1.js', '/assets/card-2.js']);
    // The entry's stylesheet keeps its place ahead of the route's, so cascade order holds.
    expect(html.indexOf('index-abc123.css')).toBeLessThan(html.indexOf('card-3.css'));
    expect(html.indexOf('card-3.css')).toBeLessThan(html.indexOf('</head>'));
    // Hints only: still exactly the one module script (the site settings ride in a data block,
    // never executed), nothing inline (CSP: script-src 'self').
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it('hints only the Korean files under Korean (no English fallback loaded up front)', async () => {
    const html = (await page('/home/', 'ko-KR,ko;q=0.9')).body;
    expect(hrefs(html, 'preload')).toEqual(['/locales/ko/common.json', '/locales/ko/home.json']);
    expect(hrefs(html, 'modulepreload')).toEqual(['/assets/home-4.js']);
  });

  it('gives other pages the translations only', async () => {
    const html = (await page('/events/12', 'en')).body;
    expect(hrefs(html, 'modulepreload')).toEqual([]);
    expect(hrefs(html, 'preload')).toHaveLength(2);
  });
});

describe('preload map', () => {
  it('is optional and ignored when malformed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dalbit-web-preload-bad-'));
    try {
      expect(readPreloadMap(dir)).toBeUndefined();
      writeFileSync(join(dir, 'preload-map.json'), '{"locales":"nope"}');
      expect(readPreloadMap(dir)).toBeUndefined();
      writeFileSync(join(dir, 'preload-map.json'), '{not json');
      expect(readPreloadMap(dir)).toBeUndefined();
      writeFileSync(join(dir, 'preload-map.json'), JSON.stringify(MAP));
      expect(readPreloadMap(dir)).toEqual(MAP);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapes what it writes', () => {
    const tags = preloadTags(
      { locales: [], routes: { '/': ['/a"><script>x</script>.js'] } },
      '/',
      'en',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&#34;&#62;&#60;script&#62;');
  });

  it("matches a page with an id to its route's chunk, and hints its main picture first", () => {
    const map = { locales: [], routes: { '/detail-film/:id': ['/assets/film-5.js'] } };
    const film = preloadTags(map, '/detail-film/12/', 'en', {
      heroImage: { url: '/media/f/backdrop.gif', sizes: 'backdrop' },
    });
    expect(film.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" href="/media/f/backdrop.gif" as="image" fetchpriority="high">',
      '<link rel="modulepreload" href="/assets/film-5.js" crossorigin>',
    ]);
    // Only a numeric id matches, and only at the same depth.
    expect(preloadTags(map, '/detail-film/abc', 'en')).toBe('');
    expect(preloadTags(map, '/detail-film/12/extra', 'en')).toBe('');
  });
});

describe('kept pages', () => {
  it('builds a kept page once, and never keeps one missing its settings', async () => {
    const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    let builds = 0;
    const build = (whole: boolean) => async () => ({ html: `page ${(builds += 1)}`, whole });
    expect((await keptPage(cache, 'web:en:/', build(true))).body).toBe('page 1');
    expect((await keptPage(cache, 'web:en:/', build(true))).body).toBe('page 1');
    expect((await keptPage(cache, 'web:ko:/', build(false))).body).toBe('page 2');
    expect((await keptPage(cache, 'web:ko:/', build(false))).body).toBe('page 3');
    // Requests that share one build of a partial page are all answered with it.
    const together = await Promise.all([
      keptPage(cache, 'web:ko:/', build(false)),
      keptPage(cache, 'web:ko:/', build(false)),
    ]);
    expect(together.map((kept) => kept.body)).toEqual(['page 4', 'page 4']);
    expect(builds).toBe(4);
  });

  it('keeps a page’s HTML per language and drops it when staff change the settings', async () => {
    const first = (await page('/home', 'en')).body;
    expect((await page('/home', 'en')).body).toBe(first);
    expect((await page('/home', 'ko')).body).not.toBe(first);
    const admin = (await aStaff(web.t, 'admin')).token;
    const next = {
      ...DEFAULT_SITE_SETTINGS,
      company: { ...DEFAULT_SITE_SETTINGS.company, name_eng: 'Kept Pages Ltd.' },
    };
    expect((await call(web.t, 'PUT', '/admin/settings', admin, next)).statusCode).toBe(200);
    expect((await page('/home', 'en')).body).toContain('Kept Pages Ltd.');
  });

  it('sends a kept page compressed as the browser asks, by language and encoding', async () => {
    const ask = (lang: string, encoding?: string) =>
      web.t.app.inject({
        url: '/home',
        headers: {
          accept: 'text/html',
          'accept-language': lang,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    for (const lang of ['en', 'ko']) {
      const plain = await ask(lang);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Language, Accept-Encoding');
      const br = await ask(lang, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      // The kept copy again: the same bytes.
      expect((await ask(lang, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
      const gz = await ask(lang, 'gzip;q=1, br;q=0.5');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('the preload of a resized picture', () => {
  it('lists the copies with the sizes of the page’s <img>, as the web does', () => {
    const srcset = imageSrcSet('/media/films/f/backdrop.jpg')!;
    expect(srcset).toContain('/media/variants/w960/films/f/backdrop.jpg.webp 960w');
    expect(heroImageTag({ url: '/media/films/f/backdrop.jpg', sizes: 'backdrop' })).toBe(
      `<link rel="preload" href="/media/films/f/backdrop.jpg" as="image" imagesrcset="${srcset}" imagesizes="${IMAGE_SIZES.backdrop}" fetchpriority="high">`,
    );
  });

  it("lists a film page's backdrop with its copies in the page", async () => {
    const { film } = await aFilm(web.t.db, { backdropOversea: '/media/films/f/backdrop.jpg' });
    const html = (await page(`/detail-film/${film.id}`, 'en')).body;
    const tag = html.match(/<link rel="preload"[^>]* as="image"[^>]*>/)?.[0];
    expect(tag).toContain('href="/media/films/f/backdrop.jpg"');
    expect(tag).toContain(`imagesrcset="${imageSrcSet('/media/films/f/backdrop.jpg')}"`);
    expect(tag).toContain(`imagesizes="${IMAGE_SIZES.backdrop}"`);
    expect(tag).toContain('fetchpriority="high"');
    expect(html).not.toContain('dalbit-media-base');
  });

  /** The page's picture preload, if any. */
  const tagOf = (html: string) => html.match(/<link rel="preload"[^>]* as="image"[^>]*>/)?.[0];

  it('preloads the backdrop of the film /streaming features, in the page’s language', async () => {
    await aFilm(web.t.db, {
      likeCount: 1_000_000,
      backdropDomestic: '/media/films/top/backdrop-ko.jpg',
      backdropOversea: '/media/films/top/backdrop-en.jpg',
    });
    const english = tagOf((await page('/streaming', 'en')).body);
    expect(english).toContain('href="/media/films/top/backdrop-en.jpg"');
    expect(english).toContain(`imagesrcset="${imageSrcSet('/media/films/top/backdrop-en.jpg')}"`);
    expect(english).toContain(`imagesizes="${IMAGE_SIZES.backdrop}"`);
    expect(tagOf((await page('/streaming?genre=drama', 'ko')).body)).toContain(
      'href="/media/films/top/backdrop-ko.jpg"',
    );
    // Pages without a picture of their own preload none.
    expect(tagOf((await page('/apply', 'en')).body)).toBeUndefined();
  });

  it('preloads the cover of the first event on /events, on its first page only', async () => {
    await anEvent(web.t.db, {
      imageDomestic: '/media/events/newest-ko.jpg',
      imageOversea: '/media/events/newest-en.jpg',
    });
    const korean = tagOf((await page('/events', 'ko')).body);
    expect(korean).toContain('href="/media/events/newest-ko.jpg"');
    expect(korean).toContain(`imagesizes="${IMAGE_SIZES.card}"`);
    expect(tagOf((await page('/events?page=1', 'en')).body)).toContain('newest-en.jpg');
    expect(tagOf((await page('/events?page=2', 'en')).body)).toBeUndefined();
  });

  it('hints no picture of another origin', async () => {
    const { film } = await aFilm(web.t.db, { backdropOversea: 'https://images.example/b.jpg' });
    const html = (await page(`/detail-film/${film.id}`, 'en')).body;
    expect(html).not.toMatch(/as="image"/);
  });
});

describe('precompressed assets', () => {
  const asset = (encoding?: string) =>
    web.t.app.inject({
      url: '/assets/app-1.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it("sends the build's Brotli or gzip file as it is, cached for a year", async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
