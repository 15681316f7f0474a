import { chmod, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoMedia } from '@dalbit/contract';
import { jobIdFor } from '../src/infra/queue/job-id.js';
import { keysUnder } from '../src/infra/storage/storage.js';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { expectOneWholeLadder, hasFfmpeg, makeSource } from './media-helpers.js';
import { eventually, jobsIn, retryNow } from './queue-helpers.js';
import { locationOf, tusCreate, tusPatch, type TusAuth } from './tus-client.js';

/**
 * Transcodes on the job queue (docs/product/video-ingest.md#the-transcode-job): a web process
 * only queues them, a worker runs them with live progress, a worker stopped mid-job leaves the
 * job to be retried, and the retry publishes one whole ladder; staff cancel a running one.
 *
 * ffmpeg runs through a wrapper that reads the source at its own pace (`-re`), so a 12 s source
 * takes 12 s to encode and the test can act while it runs, on any machine.
 */
let t: TestApp;
let base: string;
let staff: TusAuth;
let source: Buffer;
let repository: ReturnType<typeof createIngestRepository>;

const TRANSCODE = 'ingest.transcode';
/** The first job of an asset (a re-queue of a dead one gets the next attempt's id). */
const firstJobOf = (assetId: string) => jobIdFor(`${TRANSCODE}:${assetId}:0`);
const stateOf = async (assetId: string) =>
  (await t.app.queue.admin.get(TRANSCODE, firstJobOf(assetId)))?.state;

const newVideo = async () => {
  const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
  return String(videos[0]!.id);
};

const mediaOf = async (videoId: string): Promise<VideoMedia> => {
  const res = await fetch(`${base}/api/admin/videos/${videoId}/media`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  return ((await res.json()) as { data: VideoMedia }).data;
};

const upload = async (videoId: string) => {
  const created = await tusCreate(base, staff, source.length, {
    videoId,
    filename: 'master.mp4',
    filetype: 'video/mp4',
  });
  expect(created.status).toBe(201);
  expect((await tusPatch(locationOf(base, created), staff, 0, source)).status).toBe(204);
};

/** Waits until the transcode reported some progress, and answers it. */
const runningAt = (videoId: string, above = 0) =>
  eventually(
    async () => {
      const { asset } = await mediaOf(videoId);
      return asset?.status === 'processing' && asset.progress > above && asset.progress < 100
        ? asset.progress
        : undefined;
    },
    60_000,
    `progress above ${above}`,
  );

beforeAll(async () => {
  const dir = (await import('node:os')).tmpdir();
  const paced = join(dir, `dalbit-paced-ffmpeg-${process.pid}.sh`);
  // `-re` applies to the first input, the source: ffmpeg reads it no faster than it plays.
  await writeFile(paced, '#!/bin/sh\nexec ffmpeg -re "$@"\n');
  await chmod(paced, 0o755);
  t = await createTestApp({ FFMPEG_PATH: paced });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = { token: (await aSignedInUser(t.db, { role: 'admin' })).token };
  repository = createIngestRepository(t.db);
  if (hasFfmpeg) {
    source = await readFile(
      await makeSource(t.dataDir, 'master.mp4', { width: 640, height: 360, seconds: 12 }),
    );
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!hasFfmpeg)('transcodes on the job queue', () => {
  it('runs only in a worker, reports progress live, and survives a worker stopped mid-job', async () => {
    // A web process (APP_ROLE=web): it queues the transcode and runs nothing.
    await t.app.queue.stop();
    await t.app.queue.start({ work: false, schedule: false });
    const videoId = await newVideo();
    await upload(videoId);
    const queued = await mediaOf(videoId);
    expect(queued.asset).toMatchObject({ status: 'processing', progress: 0 });
    const [job] = await jobsIn(t, 'waiting', TRANSCODE);
    expect(job).toMatchObject({ id: firstJobOf(queued.asset?._id ?? ''), state: 'created' });
    expect(job?.data).toEqual({ assetId: queued.asset?._id });

    // A worker takes it; progress (percent of the source's duration) moves while it runs.
    await t.app.queue.stop();
    await t.app.queue.start({ work: true, schedule: false });
    const first = await runningAt(videoId);
    await runningAt(videoId, first);

    // The worker goes away mid-encode: ffmpeg is killed and the job waits for its retry.
    await t.app.queue.stop();
    const assetId = BigInt(queued.asset?._id ?? '0');
    const interrupted = await repository.findById(assetId);
    expect(interrupted).toMatchObject({ status: 'processing', attempts: 1 });
    await eventually(
      async () => (await stateOf(String(assetId))) === 'retry',
      8000,
      'the job set for a retry',
    );
    expect((await mediaOf(videoId)).renditions).toEqual([]);

    // Another worker picks the retry up and publishes one whole ladder.
    await retryNow(t);
    await t.app.queue.start({ work: true, schedule: false });
    const ready = await eventually(
      async () => {
        const media = await mediaOf(videoId);
        return media.asset?.status === 'ready' ? media : undefined;
      },
      90_000,
      'the retried transcode',
    );
    // The staging copy goes right after the switch, before the job completes.
    await eventually(
      async () => (await stateOf(String(assetId))) === 'completed',
      30_000,
      'the completed job',
    );
    expect((await repository.findById(assetId))?.attempts).toBe(2);
    expect(ready.renditions.map((r) => r.height)).toEqual([360, 240]);
    expect(ready.durationSeconds).toBe(12);
    expect(await keysUnder(t.storage, `ingest/staging/${assetId}/`)).toEqual([]);

    // Every published key is under the asset's one prefix, once, and each rendition holds
    // exactly the segments its playlist lists: nothing duplicated, nothing half-written.
    await expectOneWholeLadder(t.storage, videoId, assetId, ['360p', '240p']);
  }, 240_000);

  it('stops a running transcode when staff cancel it, leaving nothing behind', async () => {
    const videoId = await newVideo();
    await upload(videoId);
    await runningAt(videoId);
    const res = await fetch(`${base}/api/admin/videos/${videoId}/media/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    const media = (await res.json()) as { data: VideoMedia };
    expect(media.data.asset?.status).toBe('cancelled');
    const assetId = media.data.asset?._id ?? '';
    // The job ends at once (ffmpeg killed), without a retry and without a ladder.
    await eventually(
      async () => (await stateOf(assetId)) === 'completed',
      30_000,
      'the cancelled job to end',
    );
    expect((await jobsIn(t, 'waiting', TRANSCODE)).length).toBe(0);
    expect((await mediaOf(videoId)).renditions).toEqual([]);
    expect(await keysUnder(t.storage, `videos/${videoId}/`)).toEqual([]);
    expect(await keysUnder(t.storage, `ingest/staging/${assetId}/`)).toEqual([]);
  }, 120_000);
});
