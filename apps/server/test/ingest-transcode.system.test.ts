import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST } from '../src/infra/storage/staged-publish.js';
import { keysUnder, type Storage } from '../src/infra/storage/storage.js';
import { createIngestRepository } from '../src/modules/ingest/ingest.repository.js';
import { createIngestService } from '../src/modules/ingest/ingest.service.js';
import {
  createTranscodeHandler,
  type TranscodeJobContext,
  type TranscodeHandlerOptions,
} from '../src/modules/ingest/transcode.handler.js';
import { eq } from 'drizzle-orm';
import { films } from '../src/modules/films/films.table.js';
import { createTestApp, type TestApp } from './helpers.js';
import { aFilm } from './builders/films.js';
import { hasFfmpeg, makeSource, TOOLS } from './media-helpers.js';

let t: TestApp;
let sourcePath: string;
let uploadsDir: string;
let repository: ReturnType<typeof createIngestRepository>;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const uploads = {
  sourceLocation: async (id: string) => join(uploadsDir, id),
  remove: async (id: string) => rm(join(uploadsDir, id), { force: true }),
};

const handlerWith = (over: Partial<TranscodeHandlerOptions> = {}) =>
  createTranscodeHandler({
    repository,
    storage: t.storage,
    uploads,
    tools: TOOLS,
    workRoot: join(t.dataDir, 'work'),
    keepSource: true,
    retiredLadderMs: 6 * 3600_000,
    maxAttempts: 3,
    now: Date.now,
    log: silent,
    progressEveryMs: 0,
    ...over,
  });

const context = (signal = new AbortController().signal): TranscodeJobContext => ({
  signal,
  reportProgress: () => undefined,
});

let uploadCount = 0;
/** A video with an accepted upload, ready for the transcode job. */
const aProcessingAsset = async () => {
  const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
  uploadCount += 1;
  const uploadId = `${String(uploadCount).padStart(32, '0')}`;
  await copyFile(sourcePath, join(uploadsDir, uploadId));
  const asset = await repository.createUpload({
    videoId: videos[0]!.id,
    uploadId,
    sourceName: 'master.mp4',
    sourceBytes: 1,
    createdBy: null,
  });
  if (typeof asset === 'string') throw new Error(asset);
  const facts = { durationSeconds: 4, width: 640, height: 360, frameRate: 25, hasAudio: true };
  await repository.markProcessing(asset.id, facts, new Date());
  return { asset, videoId: videos[0]!.id, uploadId };
};

const keysOf = (prefix: string) => keysUnder(t.storage, prefix);

/** A processing asset without a source file (for housekeeping, which never reads it). */
const aProcessingAssetRow = async () => {
  const { videos } = await aFilm(t.db, { episodes: [{ renditions: [] }] });
  uploadCount += 1;
  const asset = await repository.createUpload({
    videoId: videos[0]!.id,
    uploadId: `${String(uploadCount).padStart(32, '0')}`,
    sourceName: 'x.mp4',
    sourceBytes: 1,
    createdBy: null,
  });
  if (typeof asset === 'string') throw new Error(asset);
  const facts = { durationSeconds: 1, width: 64, height: 64, frameRate: 25, hasAudio: false };
  await repository.markProcessing(asset.id, facts, new Date());
  return { asset };
};

beforeAll(async () => {
  t = await createTestApp();
  repository = createIngestRepository(t.db);
  uploadsDir = join(t.dataDir, 'test-uploads');
  await mkdir(uploadsDir, { recursive: true });
  if (hasFfmpeg) {
    sourcePath = await makeSource(t.dataDir, 'src.mp4', { width: 640, height: 360, seconds: 4 });
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!hasFfmpeg)('the transcode job survives kills and crashes', () => {
  it('finishes on the retry after the worker was killed mid-encode', async () => {
    const { asset, videoId } = await aProcessingAsset();
    const killed = new AbortController();
    const run = handlerWith()(
      { assetId: String(asset.id) },
      { signal: killed.signal, reportProgress: () => killed.abort() },
    );
    await expect(run).rejects.toThrow();
    expect((await repository.findById(asset.id))?.status).toBe('processing');

    expect(await handlerWith()({ assetId: String(asset.id) }, context())).toBe('ready');
    const video = await repository.findVideo(videoId);
    expect(video?.storagePrefix).toBe(`videos/${videoId}/${asset.id}`);
    expect(video?.renditions.map((r) => r.height)).toEqual([360, 240]);
    expect(await keysOf(`ingest/staging/${asset.id}/`)).toEqual([]);
    // A second delivery of the same job does nothing.
    expect(await handlerWith()({ assetId: String(asset.id) }, context())).toBe('skipped');
  }, 60_000);

  it('resumes a publish interrupted halfway without encoding again or duplicating keys', async () => {
    const { asset, videoId } = await aProcessingAsset();
    let copies = 0;
    const crashing: Storage = {
      ...t.storage,
      copy: async (from, to) => {
        copies += 1;
        if (copies > 3) {
          // Let the copies already under way land, as they would before a real crash.
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('the worker died during the copy');
        }
        await t.storage.copy(from, to);
      },
    };
    await expect(
      handlerWith({ storage: crashing })({ assetId: String(asset.id) }, context()),
    ).rejects.toThrow('the worker died');
    const staged = await repository.findById(asset.id);
    expect(staged?.stagingPrefix).toMatch(new RegExp(`^ingest/staging/${asset.id}/`));
    const final = `videos/${videoId}/${asset.id}/`;
    expect(await keysOf(final)).toHaveLength(3);
    // The video still shows nothing new: the switch has not happened.
    expect((await repository.findVideo(videoId))?.renditions).toEqual([]);
    const manifest = JSON.parse(
      (await t.storage.get(`${staged?.stagingPrefix}/${MANIFEST}`))?.toString() ?? '',
    ) as { files: unknown[] };

    // No ffmpeg on the second run: it must publish what was staged.
    const noEncoder = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
    expect(await handlerWith({ tools: noEncoder })({ assetId: String(asset.id) }, context())).toBe(
      'ready',
    );
    const published = await keysOf(final);
    expect(published).toHaveLength(manifest.files.length);
    expect(new Set(published).size).toBe(published.length);
    expect(published).toContain(`${final}master.m3u8`);
    expect(published.filter((k) => k.endsWith('.ts')).length).toBeGreaterThan(0);
    expect(await keysOf(`ingest/staging/${asset.id}/`)).toEqual([]);
  }, 60_000);

  it('stops at once when staff cancel, leaving the video as it was', async () => {
    const { asset, videoId } = await aProcessingAsset();
    const before = await repository.findVideo(videoId);
    const run = handlerWith()(
      { assetId: String(asset.id) },
      {
        signal: new AbortController().signal,
        reportProgress: () => void repository.cancel(asset.id, new Date()),
      },
    );
    expect(await run).toBe('cancelled');
    expect((await repository.findById(asset.id))?.status).toBe('cancelled');
    expect(await repository.findVideo(videoId)).toEqual(before);
    expect(await keysOf(`ingest/staging/${asset.id}/`)).toEqual([]);
    expect(await keysOf(`videos/${videoId}/`)).toEqual([]);
  }, 60_000);

  it('deletes a replaced ladder only after the new one is live and its grace is over', async () => {
    const { asset: first, videoId } = await aProcessingAsset();
    expect(await handlerWith()({ assetId: String(first.id) }, context())).toBe('ready');
    const oldPrefix = `videos/${videoId}/${first.id}/`;
    const oldKeys = await keysOf(oldPrefix);
    expect(oldKeys).toContain(`${oldPrefix}master.m3u8`);
    // An editor made one of the old frames the film's poster.
    const frame = `${oldPrefix}thumbnails/02.jpg`;
    expect(oldKeys).toContain(frame);
    const video = await repository.findVideo(videoId);
    await t.db
      .update(films)
      .set({ posterDomestic: t.storage.publicUrl(frame) })
      .where(eq(films.id, video!.filmId));

    // A new master for the same video.
    uploadCount += 1;
    const uploadId = `${String(uploadCount).padStart(32, '0')}`;
    await copyFile(sourcePath, join(uploadsDir, uploadId));
    const second = await repository.createUpload({
      videoId,
      uploadId,
      sourceName: 'master-v2.mp4',
      sourceBytes: 1,
      createdBy: null,
    });
    if (typeof second === 'string') throw new Error(second);
    const facts = { durationSeconds: 4, width: 640, height: 360, frameRate: 25, hasAudio: true };
    await repository.markProcessing(second.id, facts, new Date());
    const switchedAt = Date.now();
    expect(
      await handlerWith({ now: () => switchedAt })({ assetId: String(second.id) }, context()),
    ).toBe('ready');
    const newPrefix = `videos/${videoId}/${second.id}`;
    expect((await repository.findVideo(videoId))?.storagePrefix).toBe(newPrefix);

    const hour = 3600_000;
    const serviceAt = (at: number) =>
      createIngestService({
        repository,
        storage: t.storage,
        uploads: uploads as never,
        tools: TOOLS,
        queue: { enqueue: async () => undefined, cancel: () => undefined },
        uploadExpiryMs: 24 * hour,
        now: () => at,
        log: silent,
      });
    // Viewers who loaded the old playlists before the switch still find every segment.
    expect((await serviceAt(switchedAt + 5 * hour).cleanup()).retired).toBe(0);
    expect(await keysOf(oldPrefix)).toEqual(oldKeys);
    // After the grace the old ladder goes, but the frame the film shows stays.
    expect((await serviceAt(switchedAt + 6 * hour + 1).cleanup()).retired).toBeGreaterThanOrEqual(
      1,
    );
    expect(await keysOf(oldPrefix)).toEqual([frame]);
    const live = await keysOf(`${newPrefix}/`);
    expect(live).toContain(`${newPrefix}/master.m3u8`);
    // Done once: the next housekeeping finds nothing left to do for it.
    expect((await serviceAt(switchedAt + 7 * hour).cleanup()).retired).toBe(0);
    expect(await keysOf(`${newPrefix}/`)).toEqual(live);
  }, 90_000);

  it('deletes the source after a publish when KEEP_VIDEO_SOURCE is false', async () => {
    const { asset, uploadId } = await aProcessingAsset();
    expect(await handlerWith({ keepSource: false })({ assetId: String(asset.id) }, context())).toBe(
      'ready',
    );
    expect(existsSync(join(uploadsDir, uploadId))).toBe(false);
    expect((await repository.findById(asset.id))?.sourceDeleted).toBe(true);
  }, 60_000);

  it('fails a source that is no video without asking for a retry', async () => {
    const { asset, uploadId } = await aProcessingAsset();
    await writeFile(join(uploadsDir, uploadId), 'not a video');
    expect(await handlerWith()({ assetId: String(asset.id) }, context())).toBe('failed');
    expect(await repository.findById(asset.id)).toMatchObject({
      status: 'failed',
      errorCode: 'media.not_video',
    });
  });
});

describe('housekeeping', () => {
  it('removes uploads abandoned longer than the expiry and re-queues dead transcodes', async () => {
    const { videos } = await aFilm(t.db, { episodes: [{ renditions: [] }] });
    const stale = await repository.createUpload({
      videoId: videos[0]!.id,
      uploadId: 'f'.repeat(32),
      sourceName: 'old.mp4',
      sourceBytes: 10,
      createdBy: null,
    });
    if (typeof stale === 'string') throw new Error(stale);
    const removed: string[] = [];
    const queued: string[] = [];
    const hour = 3600_000;
    const service = createIngestService({
      repository,
      storage: t.storage,
      uploads: {
        ...uploads,
        remove: async (id: string) => void removed.push(id),
      } as never,
      tools: TOOLS,
      queue: { enqueue: async (p) => void queued.push(p.assetId), cancel: () => undefined },
      uploadExpiryMs: 24 * hour,
      now: () => Date.now() + 25 * hour,
      log: silent,
    });
    const result = await service.cleanup();
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    expect(removed).toContain('f'.repeat(32));
    expect(await repository.findById(stale.id)).toBeUndefined();

    // A transcode nobody reported on for 10 minutes goes back to the queue.
    const { asset } = await aProcessingAssetRow();
    expect(await service.requeueStale()).toBeGreaterThanOrEqual(1);
    expect(queued).toContain(String(asset.id));
  });
});
