import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRail, FilmSummary, Page } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

const ids = async (query: string) =>
  dataOf<Page<FilmSummary>>(await call(t, 'GET', `/films?${query}`)).items.map((f) => f._id);

describe('staff order of the rails and the hero', () => {
  it('puts the placed films first, in staff order, on the viewers rails', async () => {
    const a = await aFilm(t.db, { type: 'web_series', releaseDate: '2026-03-01' });
    const b = await aFilm(t.db, { type: 'web_series', releaseDate: '2026-02-01' });
    const c = await aFilm(t.db, { type: 'web_series', releaseDate: '2026-01-01' });
    const [ia, ib, ic] = [a, b, c].map((f) => String(f.film.id));
    expect(await ids('type=web_series&rail=streaming_web_series')).toEqual([ia, ib, ic]);

    const res = await call(t, 'PUT', '/admin/rails/streaming_web_series', editor, {
      ids: [ic, ia],
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<AdminRail>(res).films.map((f) => [f._id, f.listed])).toEqual([
      [ic, true],
      [ia, true],
    ]);
    // Staff's two first, then the rest by the rail's own order (newest).
    expect(await ids('type=web_series&rail=streaming_web_series')).toEqual([ic, ia, ib]);
    // Later pages keep that order (their statement ranks the page's ids first, then reads them).
    const paged = [];
    for (const p of [1, 2, 3, 4]) {
      paged.push(...(await ids(`type=web_series&rail=streaming_web_series&pageSize=1&page=${p}`)));
    }
    expect(paged).toEqual([ic, ia, ib]);
    // Without the rail the order is the default one.
    expect(await ids('type=web_series')).toEqual([ia, ib, ic]);

    const [line] = await auditLines(t);
    expect(line).toMatchObject({ action: 'rail.order', entity_type: 'rail' });
    expect(line?.entity_id).toBe('streaming_web_series');

    const all = dataOf<AdminRail[]>(await call(t, 'GET', '/admin/rails', editor));
    expect(all.map((r) => r.rail)).toEqual([
      'hero',
      'home',
      'streaming_web_series',
      'streaming_short_movie',
      'streaming_music_video',
    ]);
    expect(all.find((r) => r.rail === 'streaming_web_series')?.films.map((f) => f._id)).toEqual([
      ic,
      ia,
    ]);
  });

  it('chooses the hero: the first placed film viewers may see, then the most popular', async () => {
    const popular = await aFilm(t.db, { likeCount: 900 });
    const chosen = await aFilm(t.db, { likeCount: 1 });
    const draft = await aFilm(t.db, { likeCount: 2, state: 'draft' });
    expect((await ids('rail=hero&sort=popular&pageSize=1'))[0]).toBe(String(popular.film.id));
    await call(t, 'PUT', '/admin/rails/hero', editor, {
      ids: [String(draft.film.id), String(chosen.film.id)],
    });
    // The draft is never shown: the next placed film is the hero.
    expect(await ids('rail=hero&sort=popular&pageSize=1')).toEqual([String(chosen.film.id)]);
    const rails = dataOf<AdminRail[]>(await call(t, 'GET', '/admin/rails', editor));
    expect(rails[0]?.films.map((f) => f.listed)).toEqual([false, true]);
    // An empty order goes back to the default.
    await call(t, 'PUT', '/admin/rails/hero', editor, { ids: [] });
    expect((await ids('rail=hero&sort=popular&pageSize=1'))[0]).toBe(String(popular.film.id));
  });

  it('refuses unknown films, films of another type on a type rail, and other roles', async () => {
    const movie = await aFilm(t.db, { type: 'short_movie' });
    const wrongType = await call(t, 'PUT', '/admin/rails/streaming_web_series', editor, {
      ids: [String(movie.film.id)],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('rail.type_mismatch');
    const unknown = await call(t, 'PUT', '/admin/rails/home', editor, { ids: ['99999999'] });
    expect(unknown.json().code).toBe('rail.film_unknown');
    // A client that started from another order does not overwrite a colleague's change.
    const stale = await call(t, 'PUT', '/admin/rails/home', editor, {
      ids: [String(movie.film.id)],
      expected: ['12345'],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('rail.order_mismatch');
    const fresh = await call(t, 'PUT', '/admin/rails/home', editor, {
      ids: [String(movie.film.id)],
      expected: [],
    });
    expect(fresh.statusCode).toBe(200);
    const badRail = await call(t, 'PUT', '/admin/rails/sidebar', editor, { ids: [] });
    expect(badRail.statusCode).toBe(400);
    const moderator = (await aStaff(t, 'moderator')).token;
    expect((await call(t, 'GET', '/admin/rails', moderator)).statusCode).toBe(403);
    const user = (await aSignedInUser(t.db)).token;
    expect((await call(t, 'PUT', '/admin/rails/home', user, { ids: [] })).statusCode).toBe(403);
  });
});
