import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilmSummary, Page, VideoMedia } from '@dalbit/contract';
import { buildApp, type App } from '../src/app.js';
import { openDatabase } from '../src/infra/database/database.js';
import {
  createTestApp,
  onPostgres,
  TEST_DATABASE_URL,
  testPasswords,
  type TestApp,
} from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { hasFfmpeg, makeSource } from './media-helpers.js';
import { eventually } from './queue-helpers.js';
import { locationOf, tusCreate, tusPatch, type TusAuth } from './tus-client.js';

/**
 * The read caches (and kept sessions) of several processes on one PostgreSQL database
 * (docs/performance.md#caches): `worker` runs the job queue (the transcode) and `web` is a
 * second process with its own cache. Both keep answers for an hour, so only an invalidation
 * sent from the other process can make `web` see a change.
 */
let worker: TestApp;
let web: App;
let base: string;
let staff: TusAuth;

beforeAll(async () => {
  if (!onPostgres) return;
  worker = await createTestApp({ CACHE_TTL_SECONDS: '3600', SESSION_CACHE_SECONDS: '3600' });
  await worker.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(worker.app.server.address() as AddressInfo).port}`;
  const { rows } = await worker.app.database.execute('select current_database() as name');
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${String(rows[0]?.name)}`;
  web = await buildApp(worker.config, {
    database: await openDatabase({ url: url.toString() }),
    passwords: testPasswords(),
    storage: worker.storage,
  });
  staff = { token: (await aSignedInUser(worker.db, { role: 'admin' })).token };
}, 60_000);
afterAll(async () => {
  await web?.close();
  await worker?.close();
});

const listedBy = async (app: App) => {
  const res = await app.inject('/api/films?pageSize=50');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Page<FilmSummary> }).data.items.map((f) => f._id);
};

describe.skipIf(!onPostgres)('read caches across processes', () => {
  it("drops another process's kept answers when staff write", async () => {
    const { film } = await aFilm(worker.db, { titleEng: 'Ferry at Dusk' });
    const id = String(film.id);
    expect(await listedBy(web)).toContain(id);
    expect(await listedBy(worker.app)).toContain(id);

    const res = await worker.app.inject({
      method: 'PUT',
      url: `/api/admin/films/${id}/publication`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { state: 'draft' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The write's own process drops its copy at once, the other when the message arrives.
    expect(await listedBy(worker.app)).not.toContain(id);
    await eventually(async () => !(await listedBy(web)).includes(id), 8000, 'web to drop it');
  });

  it("drops another process's kept sessions when one signs out", async () => {
    const { token } = await aSignedInUser(worker.db);
    const me = async (app: App) =>
      (
        await app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })
      ).json().data as unknown;
    expect(await me(web)).not.toBeNull();
    const out = await worker.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await me(worker.app)).toBeNull();
    // `web` keeps sessions for an hour: only the notification can end this one there.
    await eventually(async () => (await me(web)) === null, 8000, 'web to drop the session');
  });

  it.skipIf(!hasFfmpeg)(
    "shows a film in the other process's lists once the worker made its video ready",
    async () => {
      const { film, videos } = await aFilm(worker.db, {
        titleEng: 'Lighthouse Keeper',
        episodes: [{ renditions: [], subtitles: [] }],
      });
      const [id, videoId] = [String(film.id), String(videos[0]!.id)];
      // No ready video yet: not listed, and `web` keeps that answer for an hour.
      expect(await listedBy(web)).not.toContain(id);

      const source = await readFile(
        await makeSource(worker.dataDir, 'keeper.mp4', { width: 320, height: 180, seconds: 2 }),
      );
      const created = await tusCreate(base, staff, source.length, {
        videoId,
        filename: 'keeper.mp4',
        filetype: 'video/mp4',
      });
      expect(created.status).toBe(201);
      expect((await tusPatch(locationOf(base, created), staff, 0, source)).status).toBe(204);
      await eventually(
        async () => {
          const res = await fetch(`${base}/api/admin/videos/${videoId}/media`, {
            headers: { Authorization: `Bearer ${staff.token}` },
          });
          return ((await res.json()) as { data: VideoMedia }).data.asset?.status === 'ready';
        },
        60_000,
        'the transcode to publish the ladder',
      );
      await eventually(async () => (await listedBy(web)).includes(id), 8000, 'web to list it');
    },
    90_000,
  );
});
