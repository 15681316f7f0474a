import { randomBytes } from 'node:crypto';
import type { Locale, VideoMedia } from '@dalbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../infra/http/app-error.js';
import { probeMedia } from '../../infra/media/ffprobe.js';
import { MediaToolMissingError, type MediaTools } from '../../infra/media/run-tool.js';
import { convertSubtitles } from '../../infra/media/subtitles.js';
import { removePrefix } from '../../infra/storage/staged-publish.js';
import { keysUnder, type Storage } from '../../infra/storage/storage.js';
import type { ResumableStore } from '../../infra/uploads/resumable-store.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toVideoMedia } from './ingest.dto.js';
import {
  MediaProbeError,
  probeFailureCode,
  subtitleAppError,
  SubtitleError,
} from './ingest.errors.js';
import type { IngestRepository } from './ingest.repository.js';
import type { VideoAssetRow } from './ingest.table.js';
import { stagingRootOf, type TranscodePayload } from './transcode.handler.js';

/** Where transcodes are sent: the job queue's `ingest.transcode`. */
export interface TranscodeQueue {
  /** `attempt`: the asset's attempts so far, so one re-queue is one job whoever sends it. */
  enqueue(payload: TranscodePayload, attempt: number): Promise<void>;
  /** Stops a running transcode at once where this process runs it (the handler also notices). */
  cancel(assetId: string): void;
}

export interface IngestServiceOptions {
  repository: IngestRepository;
  storage: Storage;
  uploads: ResumableStore;
  tools: MediaTools;
  queue: TranscodeQueue;
  /** An upload untouched this long is abandoned (and a transcode that long silent, dead). */
  uploadExpiryMs: number;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** A video's subtitles or poster changed: the kept film pages and playback drop theirs. */
  changed?: (() => void) | undefined;
}

/** What removing a video must delete from storage (docs/product/back-office.md#catalogue-editing). */
export interface VideoFiles {
  prefixes: string[];
  uploadIds: string[];
}

/** A transcode that wrote no progress for this long lost its worker. */
const STALE_TRANSCODE_MS = 10 * 60 * 1000;

/** Types a browser may give a video file; an empty or generic one is judged by ffprobe alone. */
const acceptableType = (type: string) =>
  type === '' || type === 'application/octet-stream' || type.startsWith('video/');

export const createIngestService = (options: IngestServiceOptions) => {
  const { repository, storage, uploads, tools, queue, now, log } = options;
  const at = () => new Date(now());

  const videoIdOf = (id: string): bigint => {
    const videoId = toId(id);
    if (videoId === undefined) throw new AppError('video.not_found');
    return videoId;
  };

  const videoOf = async (id: string) => {
    const video = await repository.findVideo(videoIdOf(id));
    if (!video) throw new AppError('video.not_found');
    return video;
  };

  /** Removes everything an asset left that nothing will use: source and staged files. */
  const dropFiles = async (asset: VideoAssetRow) => {
    await uploads.remove(asset.uploadId);
    await repository.markSourceDeleted(asset.id);
    await removePrefix(storage, stagingRootOf(asset.id));
    await repository.clearStaging(asset.id);
  };

  /**
   * Deletes the ladders newer transcodes replaced once their time is up
   * (docs/product/video-ingest.md#replacing-a-video): never one a video points at again, and
   * never a frame a film or video still shows as its poster.
   */
  const deleteRetiredLadders = async (): Promise<number> => {
    let deleted = 0;
    for (const ladder of await repository.dueLadders(at())) {
      if (!(await repository.prefixInUse(ladder.prefix))) {
        const base = `${ladder.prefix.replace(/\/+$/, '')}/`;
        const probe = storage.publicUrl(`${base}x`);
        const shown = await repository.imagesUnder(probe.slice(0, -1));
        const keys = (await keysUnder(storage, base)).filter(
          (key) => !shown.has(storage.publicUrl(key)),
        );
        for (const key of keys) await storage.delete(key);
        deleted += 1;
      }
      await repository.forgetLadder(ladder.id);
    }
    return deleted;
  };

  return {
    /** tus creation: the video must exist and have no upload or transcode under way. */
    async startUpload(input: {
      uploadId: string;
      videoId: string;
      name: string;
      type: string;
      size: number;
      userId: bigint | null;
    }): Promise<VideoAssetRow> {
      if (!acceptableType(input.type.toLowerCase())) throw new AppError('media.not_video');
      const created = await repository.createUpload({
        videoId: videoIdOf(input.videoId),
        uploadId: input.uploadId,
        sourceName: input.name.slice(0, 255),
        sourceBytes: input.size,
        createdBy: input.userId,
      });
      if (created === 'no_video') throw new AppError('video.not_found');
      if (created === 'busy') throw new AppError('media.in_progress');
      return created;
    },

    /** The upload an incoming tus request is for, while it is still uploading. */
    async uploadingAsset(uploadId: string): Promise<VideoAssetRow | undefined> {
      const asset = await repository.findByUploadId(uploadId);
      return asset?.status === 'uploading' ? asset : undefined;
    },

    /** The uploader ended its upload (tus termination): its row goes with the file. */
    async terminated(uploadId: string): Promise<void> {
      const asset = await repository.findByUploadId(uploadId);
      if (asset && (await repository.cancel(asset.id, at()))) await repository.remove(asset.id);
    },

    /** The offset a finished request reached, against the size declared at creation. */
    async uploadReached(uploadId: string, offset: number): Promise<void> {
      const asset = await repository.findByUploadId(uploadId);
      if (!asset || asset.status !== 'uploading' || asset.sourceBytes <= 0) return;
      const progress = Math.min(100, (offset / asset.sourceBytes) * 100);
      await repository.setUploadProgress(asset.id, progress, at());
    },

    async uploadProgress(uploadId: string, offset: number, size: number): Promise<void> {
      const asset = await repository.findByUploadId(uploadId);
      if (!asset || size <= 0) return;
      await repository.setUploadProgress(asset.id, Math.min(100, (offset / size) * 100), at());
    },

    /**
     * The last byte arrived: ffprobe decides. A file that is no video is deleted with its row
     * (nothing is kept) and answered with its translated error; a video goes to the transcode.
     */
    async finishUpload(uploadId: string): Promise<VideoAssetRow> {
      const asset = await repository.findByUploadId(uploadId);
      if (!asset || asset.status !== 'uploading') throw new AppError('media.not_cancellable');
      try {
        const probe = await probeMedia(tools, await uploads.sourceLocation(uploadId));
        const source = {
          durationSeconds: probe.durationSeconds,
          width: probe.video.displayWidth,
          height: probe.video.displayHeight,
          frameRate: probe.video.frameRate,
          hasAudio: probe.audio !== null,
        };
        if (!(await repository.markProcessing(asset.id, source, at()))) {
          throw new AppError('media.not_cancellable');
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        await uploads.remove(uploadId);
        await repository.remove(asset.id);
        if (error instanceof MediaProbeError) throw new AppError(probeFailureCode(error));
        if (error instanceof MediaToolMissingError) throw new AppError('media.unavailable');
        throw error;
      }
      await queue.enqueue({ assetId: String(asset.id) }, asset.attempts);
      log.info({ assetId: String(asset.id) }, 'upload complete; transcode queued');
      return { ...asset, status: 'processing' };
    },

    async media(videoId: string, locale: Locale): Promise<VideoMedia> {
      // The asset before the video: a publish switches both in one transaction, so an asset
      // read as ready is never answered beside the video's ladder from before the switch
      // (read the other way round, a publish between the two reads did just that).
      const asset = await repository.latestOf(videoIdOf(videoId));
      const video = await videoOf(videoId);
      return toVideoMedia(video, asset, storage, locale);
    },

    /** Stops the video's upload or transcode under way and deletes what it left. */
    async cancel(videoId: string): Promise<void> {
      const video = await videoOf(videoId);
      const latest = await repository.latestOf(video.id);
      const cancelled = latest && (await repository.cancel(latest.id, at()));
      if (!cancelled) throw new AppError('media.not_cancellable');
      queue.cancel(String(cancelled.id));
      await dropFiles(cancelled);
    },

    async putSubtitle(videoId: string, lang: string, bytes: Buffer) {
      const video = await videoOf(videoId);
      let converted;
      try {
        converted = convertSubtitles(bytes);
      } catch (error) {
        if (error instanceof SubtitleError) throw subtitleAppError(error);
        throw error;
      }
      // A new key each time: keys are never overwritten, so caches never serve an old file.
      const key = `videos/${video.id}/subs/${lang}-${randomBytes(6).toString('hex')}.vtt`;
      await storage.put(key, Buffer.from(converted.vtt, 'utf8'), 'text/vtt; charset=utf-8');
      await repository.setSubtitles(video.id, (current) => [
        ...current.subtitles.filter((s) => s.lang !== lang),
        { lang, key },
      ]);
      options.changed?.();
      return { key, cues: converted.cues, encoding: converted.encoding };
    },

    async deleteSubtitle(videoId: string, lang: string): Promise<void> {
      const video = await videoOf(videoId);
      if (!video.subtitles.some((s) => s.lang === lang)) throw new AppError('video.not_found');
      await repository.setSubtitles(video.id, (current) =>
        current.subtitles.filter((s) => s.lang !== lang),
      );
      options.changed?.();
    },

    /** One of the generated frames becomes the video's poster. */
    async choosePoster(videoId: string, index: number): Promise<void> {
      const video = await videoOf(videoId);
      const key = video.thumbnails[index];
      if (!key) throw new AppError('request.invalid');
      await repository.setPoster(video.id, storage.publicUrl(key));
      options.changed?.();
    },

    /**
     * The files of a video about to be removed: its ladders, subtitles, staged files and sources.
     * A video with an upload or a transcode under way is not removed (409 `media.in_progress`).
     */
    async filesOf(videoId: bigint): Promise<VideoFiles> {
      const video = await repository.findVideo(videoId);
      if (!video) throw new AppError('video.not_found');
      const assets = await repository.assetsOf(videoId);
      if (assets.some((a) => a.status === 'uploading' || a.status === 'processing')) {
        throw new AppError('media.in_progress');
      }
      return {
        prefixes: [
          video.storagePrefix,
          `videos/${videoId}/`,
          ...assets.map((a) => stagingRootOf(a.id)),
        ],
        uploadIds: assets.filter((a) => !a.sourceDeleted).map((a) => a.uploadId),
      };
    },

    /** Deletes the files of a removed video; a failure is logged, never thrown. */
    async removeFiles(files: VideoFiles): Promise<void> {
      try {
        for (const prefix of files.prefixes) await removePrefix(storage, prefix);
        for (const id of files.uploadIds) await uploads.remove(id);
      } catch (error) {
        log.warn({ err: error, prefixes: files.prefixes }, 'removed video: files left behind');
      }
    },

    /** Sends transcodes whose worker died (silent for 10 minutes) back to the queue. */
    async requeueStale(): Promise<number> {
      const stale = await repository.staleTranscodes(new Date(now() - STALE_TRANSCODE_MS));
      for (const asset of stale) await queue.enqueue({ assetId: String(asset.id) }, asset.attempts);
      if (stale.length > 0) log.info({ requeued: stale.length }, 'dead transcodes re-queued');
      return stale.length;
    },

    /**
     * Housekeeping: removes abandoned uploads (no byte for `uploadExpiryMs`) and deletes the
     * files of failed and cancelled assets.
     */
    async cleanup(): Promise<{ abandoned: number; cleaned: number; retired: number }> {
      const before = new Date(now() - options.uploadExpiryMs);
      let abandoned = 0;
      for (const asset of await repository.staleUploads(before)) {
        if (!(await repository.cancel(asset.id, at()))) continue;
        await uploads.remove(asset.uploadId);
        await repository.remove(asset.id);
        abandoned += 1;
      }
      let cleaned = 0;
      for (const asset of await repository.leftovers(before)) {
        await dropFiles(asset);
        cleaned += 1;
      }
      const retired = await deleteRetiredLadders();
      if (abandoned + cleaned + retired > 0) {
        log.info({ abandoned, cleaned, retired }, 'ingest housekeeping');
      }
      return { abandoned, cleaned, retired };
    },
  };
};

export type IngestService = ReturnType<typeof createIngestService>;
