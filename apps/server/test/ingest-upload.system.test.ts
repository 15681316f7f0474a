import { keysUnder } from '../src/infra/storage/storage.js';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback, VideoMedia } from '@dalbit/contract';
import { videoAssets } from '../src/db/schema.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { hasFfmpeg, makeSource } from './media-helpers.js';
import { eventually } from './queue-helpers.js';
import {
  locationOf,
  tusCreate,
  tusHead,
  tusPatch,
  tusPatchDropped,
  type TusAuth,
} from './tus-client.js';

let t: TestApp;
let base: string;
let staff: TusAuth;
let plain: TusAuth;
let source: Buffer;

const newVideo = async () => {
  const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
  return String(videos[0]!.id);
};

const media = async (videoId: string, auth: TusAuth = staff) =>
  fetch(`${base}/api/admin/videos/${videoId}/media`, {
    headers: auth.token ? { Authorization: `Bearer ${auth.token}` } : {},
  });

const mediaOf = async (videoId: string): Promise<VideoMedia> =>
  ((await (await media(videoId)).json()) as { data: VideoMedia }).data;

const waitFor = async (videoId: string, status: string): Promise<VideoMedia> => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const current = await mediaOf(videoId);
    if (current.asset?.status === status) return current;
    if (Date.now() > deadline) throw new Error(`still ${current.asset?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = { token: (await aSignedInUser(t.db, { role: 'admin' })).token };
  plain = { token: (await aSignedInUser(t.db)).token };
  if (hasFfmpeg) {
    source = await readFile(
      await makeSource(t.dataDir, 'master.mp4', { width: 640, height: 360, seconds: 4 }),
    );
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('who may upload', () => {
  it('refuses a visitor (401) and a plain user (403), and lets staff in', async () => {
    const videoId = await newVideo();
    const visitor = await tusCreate(base, {}, 10, { videoId, filename: 'a.mp4' });
    expect(visitor.status).toBe(401);
    expect(envelopeOf(await visitor.text()).code).toBe('auth.required');
    const user = await tusCreate(base, plain, 10, { videoId, filename: 'a.mp4' });
    expect(user.status).toBe(403);
    expect(envelopeOf(await user.text()).code).toBe('auth.forbidden');
    expect((await media(videoId, {})).status).toBe(401);
    expect((await media(videoId, plain)).status).toBe(403);
    const admin = await tusCreate(base, staff, 10, { videoId, filename: 'a.mp4' });
    expect(admin.status).toBe(201);
    expect(locationOf(base, admin)).toMatch(/\/api\/admin\/uploads\/[0-9a-f]{32}$/);
    // tus writes its answers itself: they still carry the app's security headers.
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff');
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Nobody else may even look at someone's upload.
    expect((await tusHead(locationOf(base, admin), plain)).status).toBe(403);
  });

  it('refuses an unknown video, and a second upload while one is under way', async () => {
    const missing = await tusCreate(base, staff, 10, { videoId: '999999', filename: 'a.mp4' });
    expect(missing.status).toBe(404);
    const videoId = await newVideo();
    const first = await tusCreate(base, staff, 10, { videoId, filename: 'a.mp4' });
    expect(first.status).toBe(201);
    const second = await tusCreate(base, { ...staff, lang: 'kr' }, 10, {
      videoId,
      filename: 'b.mp4',
    });
    expect(second.status).toBe(409);
    const body = envelopeOf(await second.text());
    expect(body.code).toBe('media.in_progress');
    expect(body.errorList[0]).toMatch(hangul);
    // Cancel drops the upload: its URL is gone and a new one may start.
    const cancelled = await fetch(`${base}/api/admin/videos/${videoId}/media/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(cancelled.status).toBe(200);
    expect((await tusHead(locationOf(base, first), staff)).status).toBe(404);
    expect((await tusCreate(base, staff, 10, { videoId, filename: 'c.mp4' })).status).toBe(201);
  });
});

describe.skipIf(!hasFfmpeg)('a master uploaded in two parts with a break, then transcoded', () => {
  it('resumes after a dropped connection, transcodes and publishes the ladder', async () => {
    const videoId = await newVideo();
    const created = await tusCreate(base, staff, source.length, {
      videoId,
      filename: 'episode-1.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const url = locationOf(base, created);
    const half = Math.floor(source.length / 2);

    // Part one arrives whole; part two's connection drops midway.
    expect((await tusPatch(url, staff, 0, source.subarray(0, half))).status).toBe(204);
    // Where it stopped is recorded, for the back office after a reload.
    const stoppedAt = (half / source.length) * 100;
    await eventually(
      async () => Math.abs(((await mediaOf(videoId)).asset?.progress ?? 0) - stoppedAt) < 0.1,
      8000,
      'the offset of part one recorded',
    );
    await tusPatchDropped(url, staff, half, source.subarray(half), Math.floor(half / 3));
    const head = await tusHead(url, staff);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThan(source.length);
    expect((await mediaOf(videoId)).asset).toMatchObject({ status: 'uploading' });

    const last = await tusPatch(url, staff, offset, source.subarray(offset));
    expect(last.status).toBe(204);
    const ready = await waitFor(videoId, 'ready');
    expect(ready.asset).toMatchObject({ progress: 100, error: null, sourceName: 'episode-1.mp4' });
    expect(ready.asset?.source).toMatchObject({ width: 640, height: 360, hasAudio: true });
    expect(ready.renditions.map((r) => [r.width, r.height])).toEqual([
      [640, 360],
      [426, 240],
    ]);
    expect(ready.thumbnails).toHaveLength(5);
    expect(ready.thumbnail).toBe(ready.thumbnails[2]);
    expect(ready.storyboardUrl).toMatch(/\/storyboard\.vtt$/);
    expect(ready.durationSeconds).toBe(4);

    // The player gets the new ladder; the files are served under write-once keys.
    const playback = (await (
      await fetch(`${base}/api/films/videos/${videoId}/playback`)
    ).json()) as {
      data: Playback;
    };
    const prefix = `/media/videos/${videoId}/${ready.asset?._id}`;
    expect(playback.data.masterUrl).toBe(`${prefix}/master.m3u8`);
    expect(playback.data.storyboardUrl).toBe(`${prefix}/storyboard.vtt`);
    const master = await fetch(`${base}${playback.data.masterUrl}`);
    expect(await master.text()).toMatch(/RESOLUTION=640x360,FRAME-RATE=25\.000,CODECS="avc1/);
    const segment = await fetch(`${base}${prefix}/360p/seg-00000.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toContain('immutable');
    // The staging copy is removed right after the switch to ready.
    await eventually(
      async () => (await keysUnder(t.storage, 'ingest/staging/')).length === 0,
      10_000,
      'the staging copy removed',
    );
    // KEEP_VIDEO_SOURCE defaults to true: the master stays.
    const id = url.split('/').pop() ?? '';
    expect(await readFile(join(t.dataDir, 'uploads', id))).toEqual(source);
  }, 120_000);
});

describe.skipIf(!hasFfmpeg)('a file that is no video', () => {
  it('answers the last PATCH with a translated error and keeps nothing', async () => {
    const videoId = await newVideo();
    const text = Buffer.from('회의록: 다음 촬영은 금요일입니다.\n'.repeat(400), 'utf8');
    const path = join(t.dataDir, 'minutes.mp4');
    await writeFile(path, text);
    const created = await tusCreate(base, { ...staff, lang: 'kr' }, text.length, {
      videoId,
      filename: 'minutes.mp4',
      filetype: 'video/mp4',
    });
    const url = locationOf(base, created);
    const before = readdirSync(join(t.dataDir, 'uploads'));
    const res = await tusPatch(url, { ...staff, lang: 'kr' }, 0, text);
    expect(res.status).toBe(415);
    const body = envelopeOf(await res.text());
    expect(body.code).toBe('media.not_video');
    expect(body.errorList[0]).toContain('동영상 파일');
    const rows = await t.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.videoId, BigInt(videoId)));
    expect(rows).toEqual([]);
    const id = url.split('/').pop() ?? '';
    expect(before.some((f) => f.startsWith(id))).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads', id))).toBe(false);
    expect(existsSync(join(t.dataDir, 'uploads', `${id}.json`))).toBe(false);

    const en = await tusCreate(base, { ...staff, lang: 'en' }, text.length, {
      videoId,
      filename: 'x.mp4',
    });
    const enRes = await tusPatch(locationOf(base, en), { ...staff, lang: 'en' }, 0, text);
    expect(envelopeOf(await enRes.text()).errorList[0]).toMatch(/not a video/);
  });
});
