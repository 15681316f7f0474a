import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TAGLINE_EN,
  TAGLINE_KO,
  type DalbitEvent,
  type Page,
  type ProjectSummary,
} from '@dalbit/contract';
import { assetsDir } from '../src/paths.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { aProject } from './builders/crowdfunding.js';
import { anEvent } from './builders/events.js';

const PUBLIC = 'https://dalbit.example';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Dalbit</title><!--app-head--><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'dalbit-web-'));
  mkdirSync(join(web, 'assets'));
  mkdirSync(join(web, 'locales/en'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(
    join(web, 'assets/index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(web, 'locales/en/common.json'), '{"hello":"Hello"}');
  t = await createTestApp({ WEB_DIST_DIR: web, SITE_NAME: 'Dalbit' });
  // A stored 1280×720 JPEG (the app's own default share image) as an event's cover.
  const cover = 'uploads/event/cover.jpg';
  await t.storage.put(cover, readFileSync(join(assetsDir, 'og-image.jpg')), 'image/jpeg');
  await anEvent(t.db, {
    titleKr: '온라인 프리미어',
    titleEng: 'Online premiere',
    summaryKr: '첫 두 화를 가장 먼저 만나 보세요',
    summaryEng: 'Watch the first two episodes first',
    imageDomestic: t.storage.publicUrl(cover),
    imageOversea: t.storage.publicUrl(cover),
  });
  await aProject(t.db, {
    title: 'Seoul in the Rain: Season 2',
    startsInDays: -3,
    endsInDays: 20,
    goal: 10_000_000,
    summary: ['두 번째 장마가 온다', 'The second monsoon is coming'],
    image: ['/media/films/seoul-in-the-rain/backdrop.jpg', '/media/films/seoul-in-the-rain/en.jpg'],
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, lang?: string) =>
  t.app.inject({
    url,
    headers: { accept: 'text/html', ...(lang ? { 'accept-language': lang } : {}) },
  });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('open-graph tags', () => {
  it('describes the front page with the tagline and the default image', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<!--app-head-->');
    expect(title(html)).toMatch(/^Dalbit/);
    expect(meta(html, 'application-name')).toBe('Dalbit');
    expect(meta(html, 'description')).toBe(TAGLINE_EN);
    expect(meta(html, 'og:description')).toBe(TAGLINE_EN);
    expect(meta(html, 'og:site_name')).toBe('Dalbit');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC}/`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC}/og-image.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1280');
    expect(meta(html, 'og:image:height')).toBe('720');
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/">`);
    expect(html).toMatch(/<html lang="en">/);
  });

  it('switches to Korean for a Korean browser', async () => {
    const html = (await page('/', 'ko-KR,ko;q=0.9')).body;
    expect(html).toMatch(/<html lang="ko">/);
    expect(meta(html, 'description')).toBe(TAGLINE_KO);
    expect(meta(html, 'og:locale')).toBe('ko_KR');
  });

  it('describes an event page with its title, summary and image', async () => {
    const list = (await t.app.inject('/api/web-app/event?pageSize=1')).json() as {
      data: Page<DalbitEvent>;
    };
    const event = list.data.items[0] as DalbitEvent;
    const en = (await page(`/events/${event._id}`)).body;
    expect(title(en)).toBe(`${event.title_eng} - Dalbit`);
    expect(meta(en, 'og:title')).toBe(`${event.title_eng} - Dalbit`);
    expect(meta(en, 'og:description')).toBe(event.summary_eng);
    expect(meta(en, 'og:image')).toBe(`${PUBLIC}${event.imageOversea}`);
    expect(meta(en, 'og:url')).toBe(`${PUBLIC}/events/${event._id}`);
    const ko = (await page(`/events/${event._id}`, 'ko')).body;
    expect(title(ko)).toBe(`${event.title_kr} - Dalbit`);
    expect(meta(ko, 'og:description')).toBe(event.summary_kr);
  });

  it('falls back to the defaults for an unknown or malformed event id', async () => {
    for (const url of ['/events/987654321', '/events/abc']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:description')).toBe(TAGLINE_EN);
      expect(meta(res.body, 'og:image')).toBe(`${PUBLIC}/og-image.jpg`);
    }
  });

  it("describes a crowdfunding project in the reader's language", async () => {
    const list = (
      await t.app.inject('/api/crowdfunding/projects?status=funding&pageSize=1')
    ).json() as {
      data: Page<ProjectSummary>;
    };
    const project = list.data.items[0] as ProjectSummary;
    const en = (await page(`/crowdfunding/${project._id}`)).body;
    expect(title(en)).toBe(`${project.title_eng} - Dalbit`);
    expect(meta(en, 'og:title')).toBe(`${project.title_eng} - Dalbit`);
    expect(meta(en, 'og:description')).toBe(project.summary_eng);
    expect(meta(en, 'og:type')).toBe('article');
    expect(meta(en, 'og:image')).toBe(`${PUBLIC}${project.imageOversea}`);
    expect(meta(en, 'og:url')).toBe(`${PUBLIC}/crowdfunding/${project._id}`);
    const ko = (await page(`/crowdfunding/${project._id}/`, 'ko-KR,ko;q=0.9')).body;
    expect(title(ko)).toBe(`${project.title_kr} - Dalbit`);
    expect(meta(ko, 'og:description')).toBe(project.summary_kr);
    expect(meta(ko, 'og:image')).toBe(`${PUBLIC}${project.imageDomestic}`);
    for (const url of ['/crowdfunding/987654321', '/crowdfunding/abc']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:description')).toBe(TAGLINE_EN);
      expect(meta(res.body, 'og:image')).toBe(`${PUBLIC}/og-image.jpg`);
    }
    expect(title((await page('/crowdfunding')).body)).toBe('Crowdfunding - Dalbit');
  });

  it('quotes the search key in the title', async () => {
    const html = (await page(`/search?key=${encodeURIComponent('서울')}`)).body;
    expect(title(html)).toBe('"서울" - Dalbit'.replaceAll('"', '&#34;'));
    expect(meta(html, 'og:description')).toContain('서울');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC}/search?key=${encodeURIComponent('서울')}`);
  });

  it('escapes everything it injects', async () => {
    const key = '"><script>alert(1)</script>';
    const html = (await page(`/search?key=${encodeURIComponent(key)}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&#60;script&#62;');
    // Exactly the one module script of the template remains.
    // The module script only; the data blocks (settings, translations) are never executed.
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });
});

describe('static web app', () => {
  it('falls back to index.html for page paths only', async () => {
    const deep = await page('/some/deep/route?x=1');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    const missingFile = await page('/missing-file.js');
    expect(missingFile.statusCode).toBe(404);
    envelopeOf(missingFile.body);
    const json = await t.app.inject({ url: '/somewhere', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    envelopeOf(json.body);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
    const locale = await t.app.inject('/locales/en/common.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toMatch(/max-age=300/);
  });

  it('serves the 1280x720 open-graph image', async () => {
    const res = await t.app.inject('/og-image.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(res.rawPayload)).toEqual({ width: 1280, height: 720 });
  });
});

describe('/media', () => {
  it('serves stored images with validators and a long cache', async () => {
    const list = (await t.app.inject('/api/web-app/event?pageSize=1')).json() as {
      data: Page<DalbitEvent>;
    };
    const url = list.data.items[0]?.imageDomestic ?? '';
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['last-modified']).toBeTruthy();
    expect(jpegSize(res.rawPayload)).toEqual({ width: 1280, height: 720 });
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/media/seed/events/nope.jpg',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/seed/..%5c..%5cpackage.json',
    '/media/%252e%252e/x',
    '/media//etc/passwd',
  ])('never leaves the media root for %s', async (url) => {
    const res = await t.app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    envelopeOf(res.body);
  });
});

/** Reads width and height from a JPEG's start-of-frame marker. */
function jpegSize(buf: Buffer) {
  let i = 2;
  while (i < buf.length) {
    const marker = buf[i + 1] ?? 0;
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

describe('popups', () => {
  it('keeps sign-in popups linked to their opener', async () => {
    const login = await page('/login');
    expect(login.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // the pages a provider's popup returns to must reach window.opener after the cross-site hop
    for (const path of ['/oauth/kakao/callback?code=x&state=y', '/kakao-expire']) {
      const res = await page(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
  });
});
