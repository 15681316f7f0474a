import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilmSummary, Genre, Page, Playback } from '@dalbit/contract';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { allFilms, detailOf, filmBySlugTitle } from './films-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aCatalogue, type Catalogue } from './builders/catalogue.js';
import { createFilmsRepository } from '../src/modules/films/films.repository.js';
import { searchMatchOf } from '../src/shared/search-match.js';

let t: TestApp;
let catalogue: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  // With storage: one episode gets real HLS media, for the playback and /media tests.
  catalogue = await aCatalogue(t.db, t.storage);
});
const specs = () => catalogue.specs;
afterAll(async () => {
  await t?.close();
});

const page = async (query: string) => {
  const res = await api(t).get(`/films${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<FilmSummary>>(res);
};

describe('GET /api/films', () => {
  it('lists the catalogue, latest release first', async () => {
    const data = await page('?pageSize=100');
    expect(data.total).toBe(specs().length);
    expect(data.capped).toBeUndefined();
    const dates = data.items.map((f) => f.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const f of data.items) {
      expect(f._id).toMatch(/^\d+$/);
      expect(f.title_kr).toMatch(hangul);
      expect(f.genres.length).toBeGreaterThanOrEqual(2);
      expect(f.episodeCount).toBe(f.type === 'web_series' ? 2 : 1);
    }
  });

  it.each(['web_series', 'short_movie', 'music_video'] as const)(
    'filters by type %s',
    async (type) => {
      const data = await page(`?type=${type}&pageSize=100`);
      expect(data.total).toBe(specs().filter((f) => f.type === type).length);
      expect(data.items.every((f) => f.type === type)).toBe(true);
    },
  );

  it('filters by genre slug or id, and combines with type', async () => {
    const music = await page('?genre=music&pageSize=100');
    expect(music.total).toBe(specs().filter((f) => f.genres.includes('music')).length);
    const genres = dataOf<Genre[]>(await api(t).get('/films/genres'));
    const id = genres.find((g) => g.name_eng === 'Music')?._id ?? '';
    expect((await page(`?genre=${id}&pageSize=100`)).total).toBe(music.total);
    const both = await page('?genre=music&type=music_video&pageSize=100');
    expect(both.items.every((f) => f.type === 'music_video')).toBe(true);
    expect((await page('?genre=no-such-genre')).total).toBe(0);
  });

  it('counts a window of matches past the page, and says when the total is a lower bound', async () => {
    // Three matches counted past the offset instead of COUNT_AHEAD (docs/api.md#paging).
    const films = createFilmsRepository(t.db, Date.now, 3);
    const all = specs().length;
    expect(all).toBeGreaterThan(5);
    expect(await films.list({ sort: 'latest' }, 2, 0)).toMatchObject({ total: 3, capped: true });
    expect(await films.list({ sort: 'popular' }, 2, 2)).toMatchObject({ total: 5, capped: true });
    // Near the end the window holds every match left: exact again, past the end too.
    const last = await films.list({ sort: 'latest' }, 2, all - 2);
    expect(last).toMatchObject({ total: all, capped: false });
    expect(last.rows).toHaveLength(2);
    const past = await films.list({ sort: 'latest' }, 2, all + 4);
    expect(past).toMatchObject({ rows: [], total: all, capped: false });
    const hanok = await films.search(searchMatchOf('a'), 1, 0);
    expect(hanok.capped).toBe(true);
    expect(hanok.total).toBe(3);
  });

  it('pages without overlap', async () => {
    const ids: string[] = [];
    for (let p = 1; p <= 3; p++) {
      const data = await page(`?page=${p}&pageSize=5`);
      expect(data.totalPages).toBe(Math.ceil(specs().length / 5));
      ids.push(...data.items.map((f) => f._id));
    }
    expect(new Set(ids).size).toBe(specs().length);
    expect((await page('?page=9&pageSize=5')).items).toEqual([]);
  });

  it('answers 400, never 500, to bad filters', async () => {
    for (const q of [
      '?type=cartoon',
      '?sort=random',
      '?page=0',
      '?pageSize=1000',
      `?genre=${'x'.repeat(50)}`,
    ]) {
      const res = await api(t).get(`/films${q}`);
      expect(res.statusCode, q).toBe(400);
      envelopeOf(res.body);
    }
  });

  it('lists genres bilingually', async () => {
    const genres = dataOf<Genre[]>(await api(t).get('/films/genres'));
    expect(genres.length).toBeGreaterThanOrEqual(6);
    expect(genres.every((g) => hangul.test(g.name_kr) && g.name_eng.length > 0)).toBe(true);
  });
});

describe('GET /api/films/{id}', () => {
  it('answers the detail with credits and episodes, viewer null for visitors', async () => {
    const film = await filmBySlugTitle(t, 'Nights at the Hanok');
    const detail = await detailOf(t, film._id);
    expect(detail.viewer).toBeNull();
    expect(detail.credits.some((c) => c.role_eng === 'Director')).toBe(true);
    expect(detail.episodes.map((e) => e.number)).toEqual([1, 2]);
    expect(detail.episodes[0]?.title_kr).toMatch(hangul);
    // an invalid token is ignored here
    const res = await api(t).get(`/films/${film._id}`, 'not-a-real-token');
    expect(res.statusCode).toBe(200);
    expect(dataOf<{ viewer: unknown }>(res).viewer).toBeNull();
  });

  it('lists each film with its own genres and the detail with the same', async () => {
    const films = await allFilms(t);
    const listed = specs().filter((spec) => films.some((f) => f.title_eng === spec.title[1]));
    expect(listed.length).toBeGreaterThan(1);
    for (const spec of listed) {
      const film = films.find((f) => f.title_eng === spec.title[1])!;
      const want = spec.genres.map((slug) => slug[0]!.toUpperCase() + slug.slice(1)).sort();
      expect(film.genres.map((g) => g.name_eng).sort(), spec.title[1]).toEqual(want);
      const detail = await detailOf(t, film._id);
      expect(detail.genres.map((g) => g.name_eng).sort(), spec.title[1]).toEqual(want);
    }
  });

  it('adds viewer state for a signed-in user', async () => {
    const film = (await allFilms(t))[0];
    const detail = await detailOf(t, film?._id ?? '', (await aSignedInUser(t.db)).token);
    expect(detail.viewer).toEqual({ liked: false, bookmarked: false, resume: null });
  });

  it('answers 404 film.not_found and 400 for a malformed id', async () => {
    const missing = await api(t).get('/films/999999999');
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing.body).code).toBe('film.not_found');
    const huge = await api(t).get('/films/999999999999999999');
    expect(huge.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await api(t).get(`/films/${bad}`)).statusCode).toBe(400);
    }
  });
});

describe('playback and /media', () => {
  const playbackOf = async (title: string, episode = 0, token?: string) => {
    const film = await filmBySlugTitle(t, title);
    const detail = await detailOf(t, film._id);
    const videoId = detail.episodes[episode]?.videoId ?? '';
    const res = await api(t).get(`/films/videos/${videoId}/playback`, token);
    expect(res.statusCode, res.body).toBe(200);
    return dataOf<Playback>(res);
  };

  it('answers the master, renditions, subtitles and the next episode', async () => {
    const first = await playbackOf('Nights at the Hanok');
    expect(first.masterUrl).toBe('/media/films/nights-at-the-hanok/v1/master.m3u8');
    expect(first.renditions.map((r) => r.height)).toEqual([240, 480]);
    expect(first.subtitles.map((s) => [s.lang, s.label])).toEqual([
      ['ko', '한국어'],
      ['en', 'English'],
    ]);
    expect(first.durationSeconds).toBeGreaterThan(0);
    expect(first.resumeSeconds).toBe(0);
    expect(first.nextVideoId).toMatch(/^\d+$/);
    const second = await playbackOf('Nights at the Hanok', 1);
    expect(second.videoId).toBe(first.nextVideoId);
    expect(second.nextVideoId).toBeNull();
    expect((await api(t).get('/films/videos/999999999/playback')).statusCode).toBe(404);
  });

  it('serves every playback URL with the right type and caching', async () => {
    const p = await playbackOf('Nights at the Hanok');
    const master = await t.app.inject(p.masterUrl);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('#EXTM3U');
    for (const r of p.renditions) {
      const list = await t.app.inject(r.url);
      expect(list.statusCode).toBe(200);
      const segment = list.body.split('\n').find((l) => l.endsWith('.ts')) ?? '';
      const seg = await t.app.inject(r.url.replace('index.m3u8', segment));
      expect(seg.statusCode).toBe(200);
      expect(seg.headers['content-type']).toBe('video/mp2t');
      expect(seg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(seg.headers['accept-ranges']).toBe('bytes');
      expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    }
    for (const s of p.subtitles) {
      const vtt = await t.app.inject(s.url);
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    }
    const film = await filmBySlugTitle(t, 'Nights at the Hanok');
    const poster = await t.app.inject(film.posterDomestic);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers ranges (206, 416), validators (304) and Last-Modified', async () => {
    const url = '/media/films/nights-at-the-hanok/v1/240p/seg-000.ts';
    const full = await t.app.inject(url);
    const size = full.rawPayload.length;
    expect(full.headers['last-modified']).toBeTruthy();
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 100));
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(full.rawPayload.subarray(size - 10));
    const open = await t.app.inject({ url, headers: { range: `bytes=${size - 5}-` } });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    const garbage = await t.app.inject({ url, headers: { range: 'bytes=abc' } });
    expect(garbage.statusCode).toBe(200);
    const etag = String(full.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const stale = await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    '/media/films/nights-at-the-hanok/../../../package.json',
    '/media/films/%2e%2e/%2e%2e/package.json',
    '/media/films/nights-at-the-hanok/v1/%252e%252e/master.m3u8',
    '/media/films/nights-at-the-hanok\\..\\..\\package.json',
    '/media/films/nights-at-the-hanok/v1/..%5c..%5cpackage.json',
    '/media/films/nights-at-the-hanok/v1/nope.ts',
    '/media/films//etc/passwd',
  ])('never leaves the media root for %s', async (url) => {
    const res = await t.app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    envelopeOf(res.body);
  });
});

describe('/detail-film/{id} share tags', () => {
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  const page = (url: string, lang?: string) =>
    t.app.inject({
      url,
      headers: { accept: 'text/html', ...(lang ? { 'accept-language': lang } : {}) },
    });

  it('writes the film title, synopsis and backdrop, in the page language', async () => {
    const film = await filmBySlugTitle(t, 'Paper Cranes');
    const en = (await page(`/detail-film/${film._id}`)).body;
    expect(meta(en, 'og:title')).toBe('Paper Cranes - Dalbit');
    expect(meta(en, 'og:type')).toBe('video.other');
    expect(meta(en, 'og:image')).toBe(`https://dalbit.example${film.backdropOversea}`);
    const ko = (await page(`/detail-film/${film._id}`, 'ko-KR')).body;
    expect(meta(ko, 'og:title')).toBe('종이학 - Dalbit');
    const missing = (await page('/detail-film/999999999')).body;
    expect(meta(missing, 'og:image')).toBe('https://dalbit.example/og-image.jpg');
  });
});
