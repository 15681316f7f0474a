import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFilmSummary, FilmSummary, Page } from '@dalbit/contract';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';

let t: TestApp;
let editor: string;
/** The app's clock: tests move it past a scheduled time. */
let clock = Date.parse('2026-11-25T03:00:00Z');

beforeAll(async () => {
  // Films made by the builders go straight into the database, past the read cache's
  // invalidation (writes through the API drop it: public-cache.test.ts).
  t = await createTestApp({ CACHE_TTL_SECONDS: '0' }, { now: () => clock });
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('the back office film list', () => {
  it('is for films.manage only', async () => {
    expect((await call(t, 'GET', '/admin/films')).statusCode).toBe(401);
    const user = (await aSignedInUser(t.db)).token;
    expect((await call(t, 'GET', '/admin/films', user)).statusCode).toBe(403);
    const moderator = (await aStaff(t, 'moderator')).token;
    expect((await call(t, 'GET', '/admin/films', moderator)).statusCode).toBe(403);
  });

  it('lists films with their videos, in episode order, and each video media state', async () => {
    const series = await aFilm(t.db, {
      type: 'web_series',
      titleKr: '달빛 편의점',
      titleEng: 'Moonlight Store',
      episodes: [{ title: ['1화', 'Ep 1'] }, { title: ['2화', 'Ep 2'], renditions: [] }],
    });
    const repository = createIngestRepository(t.db);
    const second = series.videos[1]!;
    const upload = await repository.createUpload({
      videoId: second.id,
      uploadId: 'a'.repeat(32),
      sourceName: 'ep2.mov',
      sourceBytes: 100,
      createdBy: null,
    });
    if (typeof upload === 'string') throw new Error(upload);
    await repository.setUploadProgress(upload.id, 42.25, new Date());

    const res = await call(t, 'GET', '/admin/films?q=Moonlight', editor);
    expect(res.statusCode).toBe(200);
    const page = dataOf<Page<AdminFilmSummary>>(res);
    expect(page.total).toBe(1);
    const [film] = page.items;
    expect(film).toMatchObject({ _id: String(series.film.id), titleKr: '달빛 편의점' });
    expect(film?.videos.map((v) => [v.episodeNumber, v.titleEng, v.playable, v.asset])).toEqual([
      [1, 'Ep 1', true, null],
      [2, 'Ep 2', false, { status: 'uploading', progress: 42.3 }],
    ]);
    const music = await call(t, 'GET', '/admin/films?type=music_video&q=Moonlight', editor);
    expect(dataOf<Page<AdminFilmSummary>>(music).total).toBe(0);
  });
});

describe('what viewers see of a film (server-side)', () => {
  const listedIds = async () =>
    dataOf<Page<FilmSummary>>(await call(t, 'GET', '/films?pageSize=50')).items.map((f) => f._id);
  /** Film hits of a search for the key. */
  const searchHits = async (key: string) =>
    dataOf<{ counts: { film: number } }>(
      await call(t, 'GET', `/search?key=${encodeURIComponent(key)}`),
    ).counts.film;
  const publication = (id: string, body: object, token = editor) =>
    call(t, 'PUT', `/admin/films/${id}/publication`, token, body);

  it('hides a draft and a film scheduled for later; shows it from its time on', async () => {
    const { film, videos } = await aFilm(t.db, { titleEng: 'Harbour Lanterns' });
    const id = String(film.id);
    expect(await listedIds()).toContain(id);

    const draft = await publication(id, { state: 'draft' });
    expect(draft.statusCode).toBe(200);
    expect(dataOf<AdminFilmSummary>(draft)).toMatchObject({ state: 'draft', visible: false });
    expect(await listedIds()).not.toContain(id);
    expect((await call(t, 'GET', `/films/${id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/films/videos/${videos[0]!.id}/playback`)).statusCode).toBe(404);

    // Scheduled for 10:00 Korea time (01:00 UTC) tomorrow.
    const at = '2026-11-26T10:00:00+09:00';
    const scheduled = await publication(id, { state: 'scheduled', publishAt: at });
    expect(dataOf<AdminFilmSummary>(scheduled)).toMatchObject({
      state: 'scheduled',
      publishAt: '2026-11-26T01:00:00.000Z',
      visible: false,
    });
    expect(await listedIds()).not.toContain(id);
    expect((await call(t, 'GET', `/films/${id}`)).statusCode).toBe(404);

    clock = Date.parse('2026-11-26T01:00:00Z');
    expect(await listedIds()).toContain(id);
    expect((await call(t, 'GET', `/films/${id}`)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/films/videos/${videos[0]!.id}/playback`)).statusCode).toBe(200);

    const lines = await auditLines(t);
    expect(lines[0]).toMatchObject({
      action: 'film.publication',
      entity_type: 'film',
      entity_id: id,
    });
  });

  it('keeps an unlisted film out of lists and search but plays it by its link', async () => {
    const { film } = await aFilm(t.db, { titleEng: 'Quiet Tram' });
    const id = String(film.id);
    expect(await searchHits('Quiet Tram')).toBe(1);
    await publication(id, { state: 'unlisted' });
    expect(await listedIds()).not.toContain(id);
    expect(await searchHits('Quiet Tram')).toBe(0);
    expect((await call(t, 'GET', `/films/${id}`)).statusCode).toBe(200);
  });

  it('never shows a video that is not ready, nor a film without one', async () => {
    const series = await aFilm(t.db, {
      type: 'web_series',
      titleEng: 'Half Done',
      episodes: [{}, { renditions: [] }],
    });
    const detail = dataOf<{ episodes: { videoId: string }[]; episodeCount: number }>(
      await call(t, 'GET', `/films/${series.film.id}`),
    );
    expect(detail.episodes.map((e) => e.videoId)).toEqual([String(series.videos[0]!.id)]);
    expect(detail.episodeCount).toBe(1);
    const empty = await aFilm(t.db, { titleEng: 'Nothing Yet', episodes: [{ renditions: [] }] });
    expect(await listedIds()).not.toContain(String(empty.film.id));
  });

  it('refuses a schedule without a time, an unknown state, and other roles', async () => {
    const { film } = await aFilm(t.db);
    const id = String(film.id);
    const noTime = await publication(id, { state: 'scheduled' });
    expect(noTime.statusCode).toBe(400);
    const unknown = await publication(id, { state: 'hidden' });
    expect(unknown.statusCode).toBe(400);
    expect((await publication('999999', { state: 'draft' })).statusCode).toBe(404);
    const moderator = (await aStaff(t, 'moderator')).token;
    expect((await publication(id, { state: 'draft' }, moderator)).statusCode).toBe(403);
    expect(await listedIds()).toContain(id);
  });
});
