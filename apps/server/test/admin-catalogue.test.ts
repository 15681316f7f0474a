import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFilmSummary, Page } from '@dalbit/contract';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aStaff, call, dataOf } from './admin-helpers.js';
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
