import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FilmSummary,
  HistoryItem,
  Page,
  Playback,
  Progress,
  Reaction,
} from '@dalbit/contract';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { detailOf, filmBySlugTitle, newUser, send } from './films-helpers.js';
import { aFilm } from './builders/films.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t, 'alice@example.com');
  bob = await newUser(t, 'bob@example.com');
  for (const titleEng of ['Blue Hour', 'Neon Alley', 'Paper Cranes', 'The Last Ferry']) {
    await aFilm(t.db, { titleEng });
  }
  await aFilm(t.db, { titleEng: 'Seoul in the Rain', type: 'web_series' });
  await aFilm(t.db, { titleEng: 'Nights at the Hanok', type: 'web_series' });
});
afterAll(async () => {
  await t?.close();
});

const rowCount = async (table: 'film_likes' | 'film_bookmarks', filmId: string) => {
  const res = await t.app.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where film_id = ${filmId}`,
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
};

describe('likes and bookmarks', () => {
  it.each([
    ['like', 'likeCount', 'film_likes'],
    ['bookmark', 'bookmarkCount', 'film_bookmarks'],
  ] as const)('%s is idempotent and unliking restores the count', async (what, field, table) => {
    const film = await filmBySlugTitle(t, 'Blue Hour');
    const before = film[field];
    const first = await send(t, 'POST', `/films/${film._id}/${what}`, alice);
    expect(first.statusCode, first.body).toBe(200);
    expect(dataOf<Reaction>(first)).toEqual({ active: true, count: before + 1 });
    expect(dataOf<Reaction>(await send(t, 'POST', `/films/${film._id}/${what}`, alice))).toEqual({
      active: true,
      count: before + 1,
    });
    expect(dataOf<Reaction>(await send(t, 'POST', `/films/${film._id}/${what}`, bob)).count).toBe(
      before + 2,
    );
    expect(await rowCount(table, film._id)).toBe(before + 2);
    const detail = await detailOf(t, film._id, alice);
    expect(detail.viewer?.[what === 'like' ? 'liked' : 'bookmarked']).toBe(true);
    expect(detail[field]).toBe(before + 2);
    const off = await send(t, 'DELETE', `/films/${film._id}/${what}`, alice);
    expect(dataOf<Reaction>(off)).toEqual({ active: false, count: before + 1 });
    expect(
      dataOf<Reaction>(await send(t, 'DELETE', `/films/${film._id}/${what}`, alice)).count,
    ).toBe(before + 1);
    await send(t, 'DELETE', `/films/${film._id}/${what}`, bob);
    // A viewer's page carries the live count (a visitor's kept page may be CACHE_TTL_SECONDS late).
    const after = await detailOf(t, film._id, bob);
    expect(after[field]).toBe(before);
    expect(after.viewer?.[what === 'like' ? 'liked' : 'bookmarked']).toBe(false);
    expect(await rowCount(table, film._id)).toBe(before);
  });

  it('counts 50 parallel likes by one user once', async () => {
    const film = await filmBySlugTitle(t, 'Neon Alley');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(t, 'POST', `/films/${film._id}/like`, alice)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Read as alice: a visitor's page is kept for CACHE_TTL_SECONDS (docs/performance.md#caches).
    expect((await detailOf(t, film._id, alice)).likeCount).toBe(film.likeCount + 1);
    expect(await rowCount('film_likes', film._id)).toBe(1);
    const unlikes = await Promise.all(
      Array.from({ length: 50 }, () => send(t, 'DELETE', `/films/${film._id}/like`, alice)),
    );
    expect(unlikes.every((a) => a.statusCode === 200)).toBe(true);
    expect((await detailOf(t, film._id, alice)).likeCount).toBe(film.likeCount);
    expect(await rowCount('film_likes', film._id)).toBe(0);
  });

  it('lists my likes and bookmarks, most recent first', async () => {
    const a = await filmBySlugTitle(t, 'Paper Cranes');
    const b = await filmBySlugTitle(t, 'The Last Ferry');
    await send(t, 'POST', `/films/${a._id}/bookmark`, bob);
    await new Promise((r) => setTimeout(r, 5));
    await send(t, 'POST', `/films/${b._id}/bookmark`, bob);
    const mine = dataOf<Page<FilmSummary>>(await api(t).get('/films/me/bookmarks', bob));
    expect(mine.items.map((f) => f._id)).toEqual([b._id, a._id]);
    expect(mine.total).toBe(2);
    const paged = dataOf<Page<FilmSummary>>(
      await api(t).get('/films/me/bookmarks?pageSize=1&page=2', bob),
    );
    expect(paged.items.map((f) => f._id)).toEqual([a._id]);
    const past = dataOf<Page<FilmSummary>>(
      await api(t).get('/films/me/bookmarks?pageSize=1&page=5', bob),
    );
    expect(past).toMatchObject({ items: [], total: 2 });
    expect(dataOf<Page<FilmSummary>>(await api(t).get('/films/me/likes', bob)).total).toBe(0);
    // A film viewers may no longer reach leaves the list and its count.
    const setState = (state: string) =>
      t.db.execute(sql`update films set state = ${state} where id = ${b._id}`);
    await setState('draft');
    try {
      const left = dataOf<Page<FilmSummary>>(await api(t).get('/films/me/bookmarks', bob));
      expect(left).toMatchObject({ total: 1 });
      expect(left.items.map((f) => f._id)).toEqual([a._id]);
    } finally {
      await setState('published');
    }
  });

  it('answers 404 for a missing film and 401 auth.required to visitors', async () => {
    expect((await send(t, 'POST', '/films/999999999/like', alice)).statusCode).toBe(404);
    const film = await filmBySlugTitle(t, 'Blue Hour');
    for (const [method, url] of [
      ['POST', `/films/${film._id}/like`],
      ['DELETE', `/films/${film._id}/like`],
      ['POST', `/films/${film._id}/bookmark`],
      ['DELETE', `/films/${film._id}/bookmark`],
      ['POST', `/films/${film._id}/comments`],
      ['PUT', '/films/videos/1/progress'],
    ] as const) {
      const res = await send(t, method, url, undefined, method === 'DELETE' ? undefined : {});
      expect(res.statusCode, url).toBe(401);
      expect(envelopeOf(res.body).code).toBe('auth.required');
    }
    for (const url of [
      '/films/me/likes',
      '/films/me/bookmarks',
      '/films/me/history',
      '/films/videos/1/progress',
    ]) {
      expect((await api(t).get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('progress and history', () => {
  const videosOf = async (title: string) => {
    const film = await filmBySlugTitle(t, title);
    return { film, episodes: (await detailOf(t, film._id)).episodes };
  };
  const save = (videoId: string, positionSeconds: number, token = alice) =>
    send(t, 'PUT', `/films/videos/${videoId}/progress`, token, { positionSeconds });

  it('saves, reads and resumes a position; watched from 95 % on', async () => {
    const { episodes } = await videosOf('Nights at the Hanok');
    const ep = episodes[0];
    if (!ep) throw new Error('no episode');
    const empty = dataOf<Progress>(await api(t).get(`/films/videos/${ep.videoId}/progress`, alice));
    expect(empty).toMatchObject({ positionSeconds: 0, watched: false });

    const saved = await save(ep.videoId, 3.5);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<Progress>(saved)).toMatchObject({
      videoId: ep.videoId,
      positionSeconds: 3.5,
      watched: false,
    });
    const upsert = dataOf<Progress>(await save(ep.videoId, 4));
    expect(upsert.positionSeconds).toBe(4);
    const play = dataOf<Playback>(await api(t).get(`/films/videos/${ep.videoId}/playback`, alice));
    expect(play.resumeSeconds).toBe(4);
    expect(
      dataOf<Playback>(await api(t).get(`/films/videos/${ep.videoId}/playback`)).resumeSeconds,
    ).toBe(0);

    const nearEnd = ep.durationSeconds * 0.95;
    expect(dataOf<Progress>(await save(ep.videoId, nearEnd - 0.5)).watched).toBe(false);
    expect(dataOf<Progress>(await save(ep.videoId, nearEnd)).watched).toBe(true);
    // watched stays watched, and a watched video plays from the start
    expect(dataOf<Progress>(await save(ep.videoId, 1)).watched).toBe(true);
    expect(
      dataOf<Playback>(await api(t).get(`/films/videos/${ep.videoId}/playback`, alice))
        .resumeSeconds,
    ).toBe(0);
    // a position past the end is clamped to the duration
    expect(dataOf<Progress>(await save(ep.videoId, 80_000)).positionSeconds).toBe(
      ep.durationSeconds,
    );
    const detail = await detailOf(t, (await filmBySlugTitle(t, 'Nights at the Hanok'))._id, alice);
    expect(detail.viewer?.resume).toMatchObject({ videoId: ep.videoId, watched: true });
  });

  it('keeps the last video per film in history, most recent first', async () => {
    const hanok = await videosOf('Nights at the Hanok');
    const rain = await videosOf('Seoul in the Rain');
    const ferry = await videosOf('The Last Ferry');
    const id = (v: { episodes: { videoId: string }[] }, i: number) => v.episodes[i]?.videoId ?? '';
    await save(id(hanok, 0), 2, bob);
    await new Promise((r) => setTimeout(r, 5));
    await save(id(rain, 0), 2, bob);
    await new Promise((r) => setTimeout(r, 5));
    await save(id(ferry, 0), 1, bob);
    await new Promise((r) => setTimeout(r, 5));
    await save(id(hanok, 1), 3, bob);
    const history = dataOf<HistoryItem[]>(await api(t).get('/films/me/history', bob));
    expect(history.map((h) => h.film._id)).toEqual([hanok.film._id, ferry.film._id, rain.film._id]);
    expect(history[0]).toMatchObject({
      videoId: id(hanok, 1),
      episodeNumber: 2,
      positionSeconds: 3,
    });
    expect(history[1]?.episodeNumber).toBeNull();
  });

  it('leaves out of history a film viewers may no longer reach', async () => {
    const ferry = await videosOf('The Last Ferry');
    const idsOf = async () =>
      dataOf<HistoryItem[]>(await api(t).get('/films/me/history', bob)).map((h) => h.film._id);
    expect(await idsOf()).toContain(ferry.film._id);
    const setState = (state: string) =>
      t.db.execute(sql`update films set state = ${state} where id = ${ferry.film._id}`);
    await setState('draft');
    try {
      const ids = await idsOf();
      expect(ids).not.toContain(ferry.film._id);
      expect(ids.length).toBeGreaterThan(0);
    } finally {
      await setState('published');
    }
    expect(await idsOf()).toContain(ferry.film._id);
  });

  it('refuses bad progress with 400 and unknown videos with 404', async () => {
    const { episodes } = await videosOf('Blue Hour');
    const videoId = episodes[0]?.videoId ?? '';
    for (const body of [
      {},
      { positionSeconds: -1 },
      { positionSeconds: 'x' },
      { positionSeconds: 1e9 },
    ]) {
      const res = await send(t, 'PUT', `/films/videos/${videoId}/progress`, alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      envelopeOf(res.body);
    }
    expect((await save('999999999', 1)).statusCode).toBe(404);
    expect(envelopeOf((await save('999999999', 1)).body).code).toBe('video.not_found');
  });

  it('asks an unverified account to verify before saving progress', async () => {
    const carol = await newUser(t, 'carol@example.com', false);
    const { episodes } = await videosOf('Blue Hour');
    const res = await save(episodes[0]?.videoId ?? '', 1, carol);
    expect(res.statusCode).toBe(403);
    expect(envelopeOf(res.body).code).toBe('auth.email_unverified');
  });
});
