import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FilmDetail, FilmSummary, Page, Playback } from '@dalbit/contract';
import { films, videos } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';

// Public lists carry an ETag and a shared-cache policy, keep their serialized answer in the
// read cache (CACHE_TTL_SECONDS as shipped) and drop it on every write (docs/performance.md).
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '60' });
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

const PUBLIC_READS = [
  '/films',
  '/films?sort=popular&type=web_series',
  '/films/genres',
  '/search?key=Lantern',
  '/web-app/event',
  '/web-app/hot-search',
];

describe('HTTP caching of public reads', () => {
  it.each(PUBLIC_READS)('%s: ETag, stale-while-revalidate, then 304 on a match', async (path) => {
    const first = await call(t, 'GET', path);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=60',
    );
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { 'if-none-match': `W/"other", ${String(etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A 304 names what the 200 varies by (RFC 9110 §15.4.5): the coding, for a body to compress.
    expect(again.headers.vary).toBe(first.headers.vary);
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('compresses a kept answer like any other', async () => {
    for (const title of ['Lantern One', 'Lantern Two', 'Lantern Three']) {
      await aFilm(t.db, { titleEng: title });
    }
    // A URL of its own: the next test reads /films?pageSize=50 after a builder's write.
    const plain = await call(t, 'GET', '/films?pageSize=40');
    expect(plain.body.length).toBeGreaterThan(1024);
    // Over a real socket: the compression hook runs after the handler has returned.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${address}/api/films?pageSize=40`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(await res.text()).toBe(plain.body);
    }
    for (let i = 0; i < 2; i++) {
      const zipped = await t.app.inject({
        method: 'GET',
        url: '/api/films?pageSize=40',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // As a browser asks: Brotli, the kept copy (kept-encodings.ts), one per coding.
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ url: '/api/films?pageSize=40', headers: browser });
    const again = await t.app.inject({ url: '/api/films?pageSize=40', headers: browser });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toBe(plain.headers.etag);
    const unchanged = await t.app.inject({
      url: '/api/films?pageSize=40',
      headers: { ...browser, 'if-none-match': String(plain.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers.vary).toBe('Accept-Encoding');
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never lets a shared cache keep an answer that depends on the viewer', async () => {
    const { film } = await aFilm(t.db, { titleEng: 'Private Lantern' });
    const user = (await aSignedInUser(t.db)).token;
    for (const token of [undefined, user]) {
      const detail = await call(t, 'GET', `/films/${film.id}`, token);
      expect(detail.headers['cache-control']).toBe('no-store');
      expect(detail.headers.etag).toBeUndefined();
      const projects = await call(t, 'GET', '/crowdfunding/projects', token);
      expect(projects.headers['cache-control']).toBe('no-store');
    }
  });

  it('drops kept answers on a write instead of waiting for them to expire', async () => {
    const { film } = await aFilm(t.db, { titleEng: 'Harbour Lanterns' });
    const id = String(film.id);
    const listed = async () =>
      dataOf<Page<FilmSummary>>(await call(t, 'GET', '/films?pageSize=50')).items.map((f) => f._id);
    const hits = async () =>
      dataOf<{ counts: { film: number } }>(await call(t, 'GET', '/search?key=Harbour')).counts.film;
    expect(await listed()).toContain(id);
    expect(await hits()).toBe(1);

    const res = await call(t, 'PUT', `/admin/films/${id}/publication`, editor, { state: 'draft' });
    expect(res.statusCode).toBe(200);
    // Within the 60 s TTL: only the invalidation can make these change.
    expect(await listed()).not.toContain(id);
    expect(await hits()).toBe(0);
  });

  it('drops kept rails and hero answers when staff reorder a rail', async () => {
    // Newer and more liked than anything else in this file: first wherever staff place nothing.
    const a = await aFilm(t.db, { type: 'web_series', releaseDate: '2027-03-01', likeCount: 900 });
    const b = await aFilm(t.db, { type: 'web_series', releaseDate: '2027-02-01', likeCount: 800 });
    const [ia, ib] = [a, b].map((f) => String(f.film.id));
    const first = async (query: string) =>
      dataOf<Page<FilmSummary>>(await call(t, 'GET', `/films?${query}`))
        .items.map((f) => f._id)
        .slice(0, 2);
    // What the home page, the streaming page's hero and its series rail ask for.
    const reads = {
      home: 'rail=home&sort=popular&page=1&pageSize=20',
      hero: 'rail=hero&sort=popular&page=1&pageSize=20',
      streaming_web_series:
        'type=web_series&rail=streaming_web_series&sort=latest&page=1&pageSize=20',
    } as const;
    for (const query of Object.values(reads)) expect(await first(query)).toEqual([ia, ib]);
    for (const rail of Object.keys(reads) as (keyof typeof reads)[]) {
      const res = await call(t, 'PUT', `/admin/rails/${rail}`, editor, { ids: [ib] });
      expect(res.statusCode).toBe(200);
      // Within the 60 s TTL: only the invalidation can put b first.
      expect(await first(reads[rail])).toEqual([ib, ia]);
    }
    // Back to the default order at once too.
    await call(t, 'PUT', '/admin/rails/hero', editor, { ids: [] });
    expect(await first(reads.hero)).toEqual([ia, ib]);
  });

  it("keeps a visitor's film page and playback, never a viewer's, and drops them when staff change the video", async () => {
    const made = await aFilm(t.db, { titleEng: 'Kept Lantern' });
    const [film, video] = [made.film.id, made.videos[0]!.id];
    const detail = async (token?: string) =>
      dataOf<FilmDetail>(await call(t, 'GET', `/films/${film}`, token)).title_eng;
    const subtitles = async (token?: string) =>
      dataOf<Playback>(await call(t, 'GET', `/films/videos/${video}/playback`, token)).subtitles
        .length;
    expect(await detail()).toBe('Kept Lantern');
    expect(await subtitles()).toBe(2);

    // Written behind the app's back: the visitor's kept answers stay. A viewer's playback is
    // read afresh; their film page is the kept page with their own state (next test).
    await t.db.update(films).set({ titleEng: 'Renamed Lantern' }).where(eq(films.id, film));
    await t.db
      .update(videos)
      .set({ subtitles: [], thumbnails: [`videos/${video}/1/thumbnails/01.jpg`] })
      .where(eq(videos.id, video));
    expect(await detail()).toBe('Kept Lantern');
    expect(await subtitles()).toBe(2);
    const viewer = (await aSignedInUser(t.db)).token;
    expect(await detail(viewer)).toBe('Kept Lantern');
    expect(await subtitles(viewer)).toBe(0);

    // Staff choosing the poster frame drops them, within the 60 s TTL.
    const res = await call(t, 'PUT', `/admin/videos/${video}/thumbnail`, editor, { index: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail()).toBe('Renamed Lantern');
    expect(await subtitles()).toBe(0);
  });

  it("answers a viewer's film page from the kept page with their own state and live counts", async () => {
    const made = await aFilm(t.db, { titleEng: 'Overlay Lantern' });
    const path = `/films/${made.film.id}`;
    const page = async (token?: string) => dataOf<FilmDetail>(await call(t, 'GET', path, token));
    const [alice, bob] = [await aSignedInUser(t.db), await aSignedInUser(t.db)];
    expect((await page()).likeCount).toBe(0);
    expect((await page(alice.token)).viewer).toEqual({
      liked: false,
      bookmarked: false,
      resume: null,
    });

    expect((await call(t, 'POST', `${path}/like`, alice.token)).statusCode).toBe(200);
    // Alice sees her like and the count it moved at once; the visitor's kept page waits.
    const hers = await page(alice.token);
    expect(hers.viewer?.liked).toBe(true);
    expect(hers.likeCount).toBe(1);
    expect((await page()).likeCount).toBe(0);
    // Bob has his own state on the same kept page, and the live count.
    const his = await page(bob.token);
    expect(his.viewer?.liked).toBe(false);
    expect(his.likeCount).toBe(1);
    expect(his.title_eng).toBe('Overlay Lantern');
    expect(his.episodes.map((e) => e.videoId)).toEqual(made.videos.map((v) => String(v.id)));
  });
});
