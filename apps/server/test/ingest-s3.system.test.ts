import { keysUnder } from '../src/infra/storage/storage.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { startS3rver } from './storage-fixtures.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { hasFfmpeg, makeSource } from './media-helpers.js';
import { createResumableStore } from '../src/infra/uploads/resumable-store.js';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createTranscodeHandler } from '../src/modules/ingest/transcode.handler.js';
import { TOOLS } from './media-helpers.js';
import { locationOf, tusCreate, type TusAuth } from './tus-client.js';

// The pipeline on an S3-compatible store (s3rver): tus's S3 store starts the upload as a
// multipart upload under tus/, ffprobe and ffmpeg read the source through a presigned URL, and
// the staged output is published with server-side copies, so a worker elsewhere needs only
// the database and the S3 settings. s3rver has no ListParts, which tus's S3 store needs for
// PATCH, so the finished upload is put in place directly here.
const BUCKET = 'dalbit-ingest';
const dir = mkdtempSync(join(tmpdir(), 'dalbit-s3-ingest-'));
let server: S3rver;
let t: TestApp;
let base: string;
let staff: TusAuth;

beforeAll(async () => {
  const started = await startS3rver(BUCKET, dir);
  server = started.server;
  t = await createTestApp({
    S3_ENDPOINT: started.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = { token: (await aSignedInUser(t.db, { role: 'admin' })).token };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('video ingest on S3', () => {
  it('starts a tus upload as a multipart upload in the bucket', async () => {
    const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
    const created = await tusCreate(base, staff, 6 * 1024 * 1024, {
      videoId: String(videos[0]!.id),
      filename: 'big.mp4',
    });
    expect(created.status).toBe(201);
    const id = locationOf(base, created).split('/').pop();
    expect(await keysUnder(t.storage, 'tus/')).toContain(`tus/${id}.info`);
  });

  it('transcodes a source read from the bucket and publishes the ladder there', async () => {
    const sourcePath = await makeSource(dir, 'master.mp4', { width: 480, height: 270, seconds: 3 });
    const uploads = createResumableStore({ config: t.config, storage: t.storage });
    const uploadId = uploads.newId();
    await t.storage.put(uploadId, await readFile(sourcePath), 'video/mp4');
    const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
    const repository = createIngestRepository(t.db);
    const asset = await repository.createUpload({
      videoId: videos[0]!.id,
      uploadId,
      sourceName: 'master.mp4',
      sourceBytes: 1,
      createdBy: null,
    });
    if (typeof asset === 'string') throw new Error(asset);
    const facts = { durationSeconds: 3, width: 480, height: 270, frameRate: 25, hasAudio: true };
    await repository.markProcessing(asset.id, facts, new Date());
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const handler = createTranscodeHandler({
      repository,
      storage: t.storage,
      uploads,
      tools: TOOLS,
      workRoot: join(dir, 'work'),
      keepSource: false,
      retiredLadderMs: 0,
      maxAttempts: 3,
      now: Date.now,
      log: quiet,
    });
    const outcome = await handler(
      { assetId: String(asset.id) },
      { signal: new AbortController().signal, reportProgress: () => undefined },
    );
    expect(outcome).toBe('ready');
    const video = await repository.findVideo(videos[0]!.id);
    const master = await fetch(t.storage.publicUrl(`${video?.storagePrefix}/master.m3u8`));
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await master.text()).toContain('RESOLUTION=426x240');
    const segment = await fetch(t.storage.publicUrl(`${video?.storagePrefix}/240p/seg-00000.ts`));
    expect(segment.headers.get('cache-control')).toContain('immutable');
    expect(await keysUnder(t.storage, 'ingest/staging/')).toEqual([]);
    // KEEP_VIDEO_SOURCE=false: the master is deleted from the bucket after the publish.
    expect(await t.storage.exists(uploadId)).toBe(false);
  }, 120_000);
});
