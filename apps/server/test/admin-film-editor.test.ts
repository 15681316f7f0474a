import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminFilmDetail, AdminFilmSummary, FilmDetail, Page } from '@dalbit/contract';
import { films, videos } from '../src/modules/films/films.table.js';
import { watchProgress } from '../src/modules/films/engagement.table.js';
import { keysUnder } from '../src/infra/storage/storage.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm, aGenre } from './builders/films.js';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''));

const create = async (type: string, title = ['새 작품', 'New film']) => {
  const res = await call(t, 'POST', '/admin/films', editor, {
    type,
    title_kr: title[0],
    title_eng: title[1],
  });
  expect(res.statusCode).toBe(201);
  return dataOf<AdminFilmDetail>(res);
};

const fields = (film: AdminFilmDetail, patch: Record<string, unknown> = {}) => ({
  title_kr: film.title_kr,
  title_eng: film.title_eng,
  synopsis_kr: film.synopsis_kr,
  synopsis_eng: film.synopsis_eng,
  releaseDate: film.releaseDate,
  ageRating: film.ageRating,
  genreIds: film.genreIds,
  credits: film.credits,
  posterDomestic: film.posterDomestic,
  posterOversea: film.posterOversea,
  backdropDomestic: film.backdropDomestic,
  backdropOversea: film.backdropOversea,
  ...patch,
});

const addEpisode = async (id: string, title: [string, string]) => {
  const res = await call(t, 'POST', `/admin/films/${id}/episodes`, editor, {
    title_kr: title[0],
    title_eng: title[1],
  });
  expect(res.statusCode).toBe(201);
  return dataOf<AdminFilmDetail>(res);
};

describe('creating films of the three types', () => {
  it('makes a draft; a short movie and a music video get their one video, a series none', async () => {
    const series = await create('web_series');
    expect(series).toMatchObject({ type: 'web_series', state: 'draft', visible: false });
    expect(series.episodes).toEqual([]);
    for (const type of ['short_movie', 'music_video']) {
      const film = await create(type);
      expect(film.episodes.map((e) => e.episodeNumber)).toEqual([null]);
    }
    const [line] = await auditLines(t);
    expect(line).toMatchObject({ action: 'film.create', entity_type: 'film' });
    // Drafts are the back office's only.
    expect((await call(t, 'GET', `/films/${series._id}`)).statusCode).toBe(404);
  });

  it('needs a title in one language and a known type (translated 400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/films',
      headers: { authorization: `Bearer ${editor}`, 'accept-language': 'ko' },
      payload: { type: 'web_series', title_kr: ' ', title_eng: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorList).toContain('제목을 한 언어 이상으로 입력해 주십시오');
    const bad = await call(t, 'POST', '/admin/films', editor, { type: 'podcast', title_kr: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for films.manage only', async () => {
    const body = { type: 'web_series', title_kr: '가' };
    expect((await call(t, 'POST', '/admin/films', undefined, body)).statusCode).toBe(401);
    const user = (await aSignedInUser(t.db)).token;
    expect((await call(t, 'POST', '/admin/films', user, body)).statusCode).toBe(403);
    const moderator = (await aStaff(t, 'moderator')).token;
    expect((await call(t, 'POST', '/admin/films', moderator, body)).statusCode).toBe(403);
  });
});

describe("a series' episodes", () => {
  it('adds at the end, reorders to contiguous numbers, and refuses a stale order', async () => {
    const series = await create('web_series');
    await addEpisode(series._id, ['첫째', 'First']);
    await addEpisode(series._id, ['둘째', 'Second']);
    const three = await addEpisode(series._id, ['셋째', 'Third']);
    expect(three.episodes.map((e) => [e.episodeNumber, e.titleEng])).toEqual([
      [1, 'First'],
      [2, 'Second'],
      [3, 'Third'],
    ]);
    const [a, b, c] = three.episodes.map((e) => e._id);
    const res = await call(t, 'PUT', `/admin/films/${series._id}/episodes/order`, editor, {
      ids: [c, a, b],
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<AdminFilmDetail>(res).episodes.map((e) => [e.episodeNumber, e._id])).toEqual([
      [1, c],
      [2, a],
      [3, b],
    ]);
    const stale = await call(t, 'PUT', `/admin/films/${series._id}/episodes/order`, editor, {
      ids: [a, b],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('film.episode_order_mismatch');
    const twice = await call(t, 'PUT', `/admin/films/${series._id}/episodes/order`, editor, {
      ids: [a, a, b],
    });
    expect(twice.json().code).toBe('film.episode_order_mismatch');
    expect((await auditLines(t))[0]).toMatchObject({ action: 'film.episode_order' });
  });

  it('only a series takes episodes', async () => {
    const film = await create('short_movie');
    const res = await call(t, 'POST', `/admin/films/${film._id}/episodes`, editor, {
      title_kr: '가',
    });
    expect(res.json().code).toBe('film.not_series');
    const video = film.episodes[0]!._id;
    const remove = await call(t, 'DELETE', `/admin/films/${film._id}/episodes/${video}`, editor);
    expect(remove.json().code).toBe('film.last_video');
  });

  it('removes an empty episode at once; one with media or viewers only when confirmed', async () => {
    const { film, videos: eps } = await aFilm(t.db, {
      type: 'web_series',
      episodes: [{ title: ['일', 'One'] }, { title: ['이', 'Two'] }, { title: ['삼', 'Three'] }],
    });
    const id = String(film.id);
    const ladder = `${eps[0]!.storagePrefix}/master.m3u8`;
    await t.storage.put(ladder, Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
    const viewer = await aSignedInUser(t.db);
    await t.db.insert(watchProgress).values({ userId: viewer.user.id, videoId: eps[0]!.id });
    const detail = dataOf<AdminFilmDetail>(await call(t, 'GET', `/admin/films/${id}`, editor));
    expect(detail.episodes[0]).toMatchObject({ progressCount: 1, playable: true });

    const refused = await call(t, 'DELETE', `/admin/films/${id}/episodes/${eps[0]!.id}`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('film.episode_in_use');

    const done = await call(
      t,
      'DELETE',
      `/admin/films/${id}/episodes/${eps[0]!.id}?confirm=true`,
      editor,
    );
    expect(done.statusCode).toBe(200);
    expect(
      dataOf<AdminFilmDetail>(done).episodes.map((e) => [e.episodeNumber, e.titleEng]),
    ).toEqual([
      [1, 'Two'],
      [2, 'Three'],
    ]);
    expect(await t.db.select().from(videos).where(eq(videos.id, eps[0]!.id))).toEqual([]);
    // Its files went with it.
    expect(await keysUnder(t.storage, `${eps[0]!.storagePrefix}/`)).toEqual([]);
    const viewed = dataOf<FilmDetail>(await call(t, 'GET', `/films/${id}`));
    expect(viewed.episodes.map((e) => e.number)).toEqual([1, 2]);
    expect((await auditLines(t))[0]).toMatchObject({
      action: 'film.episode_remove',
      entity_type: 'video',
      entity_id: String(eps[0]!.id),
    });

    // A new episode without media or viewers goes without asking.
    const added = await addEpisode(id, ['사', 'Four']);
    const last = added.episodes.at(-1)!;
    const quiet = await call(t, 'DELETE', `/admin/films/${id}/episodes/${last._id}`, editor);
    expect(quiet.statusCode).toBe(200);
    expect(dataOf<AdminFilmDetail>(quiet).episodes).toHaveLength(2);
  });
});

describe('the bilingual field editor', () => {
  it('saves every field, marks missing translations in the editor and the list', async () => {
    const drama = await aGenre(t.db, 'editor-drama', ['드라마', 'Drama']);
    const film = await create('short_movie', ['가을 편지', 'Autumn Letter']);
    const res = await call(
      t,
      'PUT',
      `/admin/films/${film._id}`,
      editor,
      fields(film, {
        synopsis_kr: '가을에 도착한 편지.',
        synopsis_eng: '',
        releaseDate: '2026-10-01',
        ageRating: '15',
        genreIds: [String(drama.id)],
        credits: [{ role_kr: '감독', role_eng: 'Director', name_kr: '한별', name_eng: '' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = dataOf<AdminFilmDetail>(res);
    expect(saved).toMatchObject({
      synopsis_kr: '가을에 도착한 편지.',
      releaseDate: '2026-10-01',
      ageRating: '15',
      genreIds: [String(drama.id)],
      missing: ['synopsis', 'credits'],
    });
    const list = dataOf<Page<AdminFilmSummary>>(
      await call(t, 'GET', '/admin/films?q=Autumn%20Letter', editor),
    );
    expect(list.items[0]?.missing).toEqual(['synopsis', 'credits']);
    expect((await auditLines(t))[0]).toMatchObject({ action: 'film.update', entity_id: film._id });

    // Episode titles count too.
    const video = saved.episodes[0]!._id;
    const ep = await call(t, 'PUT', `/admin/films/${film._id}/episodes/${video}`, editor, {
      title_kr: '본편',
    });
    expect(dataOf<AdminFilmDetail>(ep).missing).toEqual(['synopsis', 'credits', 'episodes']);
  });

  it('answers translated 400s for bad fields and unknown genres', async () => {
    const film = await create('music_video');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/films/${film._id}`,
      headers: { authorization: `Bearer ${editor}`, 'accept-language': 'en' },
      payload: fields(film, { ageRating: '21', releaseDate: 'soon' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList.length).toBeGreaterThanOrEqual(2);
    const nameless = await call(
      t,
      'PUT',
      `/admin/films/${film._id}`,
      editor,
      fields(film, { credits: [{ role_kr: '감독', role_eng: '', name_kr: '', name_eng: '' }] }),
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errorList).toContain('Please write the name in at least one language');
    const genre = await call(
      t,
      'PUT',
      `/admin/films/${film._id}`,
      editor,
      fields(film, { genreIds: ['987654321'] }),
    );
    expect(genre.statusCode).toBe(400);
    expect(genre.json().code).toBe('film.genre_unknown');
  });
});

describe('posters and backdrops', () => {
  it('takes a checked poster upload or one of the film frames, nothing else', async () => {
    const { film } = await aFilm(t.db, {
      type: 'short_movie',
      titleEng: 'Frames',
      episodes: [{}],
    });
    const id = String(film.id);
    const [video] = await t.db.select().from(videos).where(eq(videos.filmId, film.id));
    await t.db
      .update(videos)
      .set({ thumbnails: [`videos/${video!.id}/9/thumbnails/01.jpg`] })
      .where(eq(videos.id, video!.id));
    const detail = dataOf<AdminFilmDetail>(await call(t, 'GET', `/admin/films/${id}`, editor));
    expect(detail.frames).toEqual([t.storage.publicUrl(`videos/${video!.id}/9/thumbnails/01.jpg`)]);

    // A poster upload: the ticket (films.manage), the file, then the film names it.
    const ticket = await call(t, 'POST', '/upload-file', editor, {
      fileName: 'p.png',
      type: 'poster',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(ticket.statusCode).toBe(200);
    const { urlImage } = dataOf<{ urlImage: string }>(ticket);
    expect(urlImage).toMatch(/\/media\/posters\//);
    const before = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      ...fields(detail, { posterDomestic: urlImage }),
    });
    expect(before.json().code).toBe('upload.missing');
    await t.storage.put(keyOf(urlImage), PNG, 'image/png');
    const res = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      ...fields(detail, { posterDomestic: urlImage, backdropOversea: detail.frames[0] }),
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<AdminFilmDetail>(res)).toMatchObject({
      posterDomestic: urlImage,
      backdropOversea: detail.frames[0],
    });
    const viewer = dataOf<FilmDetail>(await call(t, 'GET', `/films/${id}`));
    expect(viewer.posterDomestic).toBe(urlImage);

    const foreign = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      ...fields(detail, { posterOversea: 'https://elsewhere.example/p.jpg' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('film.image_unknown');
    const plainUser = (await aSignedInUser(t.db)).token;
    const refused = await call(t, 'POST', '/upload-file', plainUser, {
      fileName: 'p.png',
      type: 'poster',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a poster and a backdrop picked from the frames of an episode that is removed', async () => {
    const { film, videos: eps } = await aFilm(t.db, {
      type: 'web_series',
      episodes: [{ title: ['일', 'One'] }, { title: ['이', 'Two'] }],
    });
    const id = String(film.id);
    const frame = (n: number) => `videos/${eps[0]!.id}/7/thumbnails/0${n}.jpg`;
    await t.db
      .update(videos)
      .set({ thumbnails: [frame(1), frame(2)] })
      .where(eq(videos.id, eps[0]!.id));
    const jpeg = (n: number) => Buffer.from(`\xff\xd8 frame ${n}`);
    for (const n of [1, 2]) await t.storage.put(frame(n), jpeg(n), 'image/jpeg');
    const detail = dataOf<AdminFilmDetail>(await call(t, 'GET', `/admin/films/${id}`, editor));
    const [first, second] = detail.frames;
    const saved = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      ...fields(detail, { posterDomestic: first, posterOversea: first, backdropDomestic: second }),
    });
    expect(saved.statusCode).toBe(200);
    // A frame of a ladder the video had before (kept by housekeeping because the film shows it).
    const older = `videos/${eps[0]!.id}/3/thumbnails/05.jpg`;
    await t.storage.put(older, jpeg(5), 'image/jpeg');
    await t.db
      .update(films)
      .set({ backdropOversea: t.storage.publicUrl(older) })
      .where(eq(films.id, film.id));

    const removed = await call(
      t,
      'DELETE',
      `/admin/films/${id}/episodes/${eps[0]!.id}?confirm=true`,
      editor,
    );
    expect(removed.statusCode).toBe(200);
    const after = dataOf<AdminFilmDetail>(removed);
    // The episode's own files are gone; the film shows copies of the frames it had picked.
    expect(await keysUnder(t.storage, `videos/${eps[0]!.id}/`)).toEqual([]);
    expect(after.posterDomestic).toMatch(/^\/media\/videos\/frames\/[\w-]+\.jpg$/);
    expect(after.posterOversea).toBe(after.posterDomestic);
    expect(after.backdropDomestic).not.toBe(after.posterDomestic);
    expect(await t.storage.get(keyOf(after.posterDomestic))).toEqual(jpeg(1));
    expect(await t.storage.get(keyOf(after.backdropDomestic))).toEqual(jpeg(2));
    expect(await t.storage.get(keyOf(after.backdropOversea))).toEqual(jpeg(5));
    const served = await t.app.inject({ method: 'GET', url: after.backdropDomestic });
    expect(served.statusCode).toBe(200);
    const viewer = dataOf<FilmDetail>(await call(t, 'GET', `/films/${id}`));
    expect(viewer.posterDomestic).toBe(after.posterDomestic);
    // The kept images stay valid: saving the film again, or moving one to another field.
    const again = await call(t, 'PUT', `/admin/films/${id}`, editor, {
      ...fields(after, { posterOversea: after.backdropOversea }),
    });
    expect(again.statusCode).toBe(200);
  });
});
