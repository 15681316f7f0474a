import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoMedia } from '@dalbit/contract';
import { jobIdFor } from '../src/infra/queue/job-id.js';
import { keysUnder } from '../src/infra/storage/storage.js';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createTestApp, onPostgres, TEST_DATABASE_URL, type TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { expectOneWholeLadder, hasFfmpeg, makeSource } from './media-helpers.js';
import { eventually } from './queue-helpers.js';
import { locationOf, tusCreate, tusPatch, type TusAuth } from './tus-client.js';

/**
 * A worker process killed outright in the middle of a transcode
 * (docs/product/video-ingest.md#the-transcode-job): real `--role=worker` processes on the test's
 * PostgreSQL database and its DATA_DIR; the first is killed with SIGKILL (with its ffmpeg, as
 * when a machine or a container dies), the dead transcode is re-queued, a second worker process
 * finishes it, and the published ladder is whole, once. Several processes need PostgreSQL (the
 * embedded database is one process's), so this runs with TEST_DATABASE_URL (CI's API tests).
 */
const TRANSCODE = 'ingest.transcode';
const serverEntry = join(import.meta.dirname, '../src/server.ts');

let t: TestApp;
let base: string;
let staff: TusAuth;
let workerEnv: NodeJS.ProcessEnv;
const children = new Set<ChildProcess>();

interface Worker {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
}

/** `node server.ts --role=worker` on the test's database and DATA_DIR, in a process group of its own. */
const startWorker = (): Worker => {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry, '--role=worker'], {
    env: workerEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(signal ?? code);
    }),
  );
  return { child, exited, output: () => output };
};

/** SIGKILL to the worker's whole process group: node and the ffmpeg it started. */
const killGroup = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
};

const mediaOf = async (videoId: string): Promise<VideoMedia> => {
  const res = await fetch(`${base}/api/admin/videos/${videoId}/media`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  if (res.status !== 200) throw new Error(`media call answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: VideoMedia }).data;
};

beforeAll(async () => {
  if (!onPostgres || !hasFfmpeg) return;
  const dir = (await import('node:os')).tmpdir();
  // ffmpeg reads the source no faster than it plays (`-re`): an 8 s source takes 8 s to
  // encode on any machine, so the test can kill the worker while it runs.
  const paced = join(dir, `dalbit-paced-ffmpeg-kill-${process.pid}.sh`);
  await writeFile(paced, '#!/bin/sh\nexec ffmpeg -re "$@"\n');
  await chmod(paced, 0o755);
  // The test polls the media call every 50 ms for a minute: lift the per-minute API limit.
  t = await createTestApp({ FFMPEG_PATH: paced, RATE_LIMIT_PER_MINUTE: '1000000' });
  // This process is a web process: it takes the upload and queues the transcode, runs none.
  await t.app.queue.stop();
  await t.app.queue.start({ work: false, schedule: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = { token: (await aSignedInUser(t.db, { role: 'editor' })).token };
  const { rows } = await t.app.database.execute('select current_database() as name');
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${String(rows[0]?.name)}`;
  workerEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    // The same DATA_DIR: local media storage, the tus files and the storage secret are shared.
    DATA_DIR: t.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    FFMPEG_PATH: paced,
    PUBLIC_URL: t.config.publicUrl,
    WEB_DIST_DIR: t.config.webDistDir,
  };
}, 60_000);

afterAll(async () => {
  for (const child of children) killGroup(child);
  await t?.close();
});

describe.skipIf(!onPostgres || !hasFfmpeg)('a worker process killed mid-transcode', () => {
  it('is retried by another worker process, which publishes one whole ladder', async () => {
    // The worker starts (a few seconds) while the source is made.
    const first = startWorker();
    const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
    const videoId = String(videos[0]!.id);
    const source = await readFile(
      await makeSource(t.dataDir, 'kill-master.mp4', { width: 640, height: 360, seconds: 8 }),
    );
    const created = await tusCreate(base, staff, source.length, {
      videoId,
      filename: 'master.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    expect((await tusPatch(locationOf(base, created), staff, 0, source)).status).toBe(204);
    const assetId = (await mediaOf(videoId)).asset?._id ?? '';

    // The first worker process is encoding: progress moves past 10 %.
    await eventually(
      async () => {
        const { asset } = await mediaOf(videoId);
        return asset?.status === 'processing' && asset.progress >= 10 && asset.progress < 90;
      },
      45_000,
      `the first worker's progress (${first.output()})`,
    );
    killGroup(first.child);
    expect(await first.exited).toBe('SIGKILL');
    // The next worker process starts now; it finds nothing to do until the asset is re-queued.
    const second = startWorker();

    // Nothing published; pg-boss still holds the job as running (no process will finish it).
    const repository = createIngestRepository(t.db);
    expect(await repository.findById(BigInt(assetId))).toMatchObject({
      status: 'processing',
      attempts: 1,
    });
    expect((await mediaOf(videoId)).renditions).toEqual([]);
    const original = await t.app.queue.admin.get(TRANSCODE, jobIdFor(`${TRANSCODE}:${assetId}:0`));
    expect(original?.state).toBe('active');

    // Ten silent minutes later `ingest.requeue-stale` queues the asset again (its heartbeat
    // is aged here instead of waited for).
    await t.app.database.execute(
      `update video_assets set updated_at = now() - interval '11 minutes' where id = $1`,
      [assetId],
    );
    const requeue = t.app.queue.definition('ingest.requeue-stale');
    expect(await requeue?.handle({}, { id: 'test', retryCount: 0 })).toBe(1);

    // The second worker process takes the new job and publishes.
    const ready = await eventually(
      async () => {
        const media = await mediaOf(videoId);
        return media.asset?.status === 'ready' ? media : undefined;
      },
      60_000,
      `the retried transcode (${second.output()})`,
    );
    expect(ready.renditions.map((r) => r.height)).toEqual([360, 240]);
    expect(ready.durationSeconds).toBe(8);
    expect(await repository.findById(BigInt(assetId))).toMatchObject({ attempts: 2 });
    const retried = await eventually(
      async () => {
        const job = await t.app.queue.admin.get(TRANSCODE, jobIdFor(`${TRANSCODE}:${assetId}:1`));
        return job?.state === 'completed' ? job : undefined;
      },
      20_000,
      'the re-queued job to complete',
    );
    expect(retried.state).toBe('completed');

    // One ladder under the asset's one prefix, each rendition holding exactly the segments its
    // playlist lists, no staging left, and no scratch files of the killed attempt.
    const keys = await expectOneWholeLadder(t.storage, videoId, assetId, ['360p', '240p']);
    expect(await keysUnder(t.storage, `ingest/staging/${assetId}/`)).toEqual([]);
    const scratch = await readdir(join(t.dataDir, 'transcode')).catch(() => []);
    expect(scratch.filter((name) => name.startsWith(`asset-${assetId}-`))).toEqual([]);

    // When pg-boss at last expires the dead worker's delivery and runs it again, it finds the
    // asset published and changes nothing.
    const again = await t.app.queue
      .definition(TRANSCODE)
      ?.handle({ assetId }, { id: 'late', retryCount: 1, signal: new AbortController().signal });
    expect(again).toBe('skipped');
    expect(await keysUnder(t.storage, `videos/${videoId}/`)).toEqual(keys);

    second.child.kill('SIGTERM');
    await second.exited;
  }, 150_000);
});
