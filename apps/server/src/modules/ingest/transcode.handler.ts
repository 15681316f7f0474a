import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { probeMedia } from '../../infra/media/ffprobe.js';
import { MediaProbeError } from '../../infra/media/probe.js';
import type { MediaTools } from '../../infra/media/run-tool.js';
import { transcodeToHls, type TranscodeResult } from '../../infra/media/transcode.js';
import {
  publishStaged,
  readManifest,
  removePrefix,
  stageFiles,
} from '../../infra/storage/staged-publish.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { ResumableStore } from '../../infra/uploads/resumable-store.js';
import type { Clock } from '../../shared/clock.js';
import { probeFailureCode } from './ingest.errors.js';
import type { IngestRepository } from './ingest.repository.js';
import type { TranscodeOutput, VideoAssetRow } from './ingest.table.js';

/** What the job queue hands the handler: the asset to transcode. */
export interface TranscodePayload {
  assetId: string;
}

/** What the job queue passes with each run (docs/product/video-ingest.md#the-transcode-job). */
export interface TranscodeJobContext {
  /** Aborted when the queue cancels the job or the worker stops: ffmpeg is killed. */
  signal: AbortSignal;
  reportProgress(percent: number): void | Promise<void>;
}

export type TranscodeOutcome = 'ready' | 'failed' | 'cancelled' | 'skipped';

export interface TranscodeHandlerOptions {
  repository: IngestRepository;
  storage: Storage;
  uploads: Pick<ResumableStore, 'sourceLocation' | 'remove'>;
  tools: MediaTools;
  /** Local scratch space; each attempt works in a directory of its own under it. */
  workRoot: string;
  keepSource: boolean;
  /** How long a replaced ladder stays for viewers still playing it. */
  retiredLadderMs: number;
  /** After this many attempts an error fails the asset instead of asking for a retry. */
  maxAttempts: number;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  preset?: string | undefined;
  /** How often progress is written to the database (ms). */
  progressEveryMs?: number | undefined;
  /** A video just became ready (or its ladder changed): the read caches drop the films'. */
  onPublished?: (() => void) | undefined;
}

const HEARTBEAT_MS = 30_000;

export const stagingRootOf = (assetId: bigint) => `ingest/staging/${assetId}/`;
export const publishedPrefixOf = (asset: Pick<VideoAssetRow, 'id' | 'videoId'>) =>
  `videos/${asset.videoId}/${asset.id}`;

/** The asset was cancelled (or taken over) while this attempt ran. */
class ClaimLostError extends Error {
  override name = 'ClaimLostError';
}

const outputOf = (result: TranscodeResult): TranscodeOutput => ({
  durationSeconds: result.durationSeconds,
  renditions: result.renditions.map((r) => ({
    height: r.height,
    width: r.width,
    bandwidth: r.bandwidth,
  })),
  thumbnails: result.thumbnails,
  storyboard: result.storyboard?.vtt ?? null,
});

/**
 * The transcode job's handler, to be registered on the job queue: `(payload, { signal,
 * reportProgress })`. It is safe to run again after any crash: a complete staged output of an
 * earlier attempt is published without a new encode, an incomplete one is thrown away, final
 * keys are written once, and the video switches to the new ladder in one transaction.
 * Errors that a retry cannot fix (the source is no video) fail the asset and resolve; others
 * reject, so the queue retries, until `maxAttempts` fails the asset.
 */
export const createTranscodeHandler = (options: TranscodeHandlerOptions) => {
  const { repository, storage, uploads, tools, now, log } = options;
  const progressEveryMs = options.progressEveryMs ?? 1000;

  const encodeAndStage = async (
    asset: VideoAssetRow,
    claim: string,
    signal: AbortSignal,
    report: (percent: number) => Promise<void>,
  ) => {
    // Whatever an earlier attempt left (an interrupted encode or upload) goes first.
    await removePrefix(storage, stagingRootOf(asset.id));
    const input = await uploads.sourceLocation(asset.uploadId);
    const probe = await probeMedia(tools, input, signal);
    await mkdir(options.workRoot, { recursive: true });
    // An attempt killed outright on this machine left its scratch directory; this attempt
    // holds the claim, so any other directory of the asset belongs to a dead or stale one.
    for (const name of await readdir(options.workRoot)) {
      if (name.startsWith(`asset-${asset.id}-`)) {
        await rm(join(options.workRoot, name), { recursive: true, force: true });
      }
    }
    const workDir = await mkdtemp(join(options.workRoot, `asset-${asset.id}-`));
    try {
      const result = await transcodeToHls({
        tools,
        input,
        probe,
        outDir: join(workDir, 'out'),
        signal,
        preset: options.preset,
        onProgress: (percent) => void report(percent),
      });
      const stagingPrefix = `${stagingRootOf(asset.id)}${claim}`;
      await stageFiles(storage, result.outDir, result.files, stagingPrefix);
      const output = outputOf(result);
      if (!(await repository.setStaged(asset.id, claim, stagingPrefix, output, new Date(now())))) {
        throw new ClaimLostError('claim lost before staging was recorded');
      }
      return { stagingPrefix, output };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };

  const publish = async (
    asset: VideoAssetRow,
    claim: string,
    staged: { stagingPrefix: string; output: TranscodeOutput },
  ) => {
    const prefix = publishedPrefixOf(asset);
    await publishStaged(storage, staged.stagingPrefix, prefix);
    const video = await repository.findVideo(asset.videoId);
    const { output } = staged;
    const thumbnails = output.thumbnails.map((t) => `${prefix}/${t}`);
    const middle = thumbnails[Math.floor(thumbnails.length / 2)];
    // The poster follows the new upload unless the editor chose one of their own.
    const previous = new Set((video?.thumbnails ?? []).map((k) => storage.publicUrl(k)));
    const keepPoster = Boolean(video?.thumbnail) && !previous.has(video?.thumbnail ?? '');
    const published = await repository.publish(
      asset.id,
      claim,
      {
        prefix,
        durationSeconds: output.durationSeconds,
        renditions: output.renditions,
        thumbnails,
        thumbnail: keepPoster || !middle ? undefined : storage.publicUrl(middle),
        storyboardKey: output.storyboard ? `${prefix}/${output.storyboard}` : null,
        retireUntil: new Date(now() + options.retiredLadderMs),
      },
      new Date(now()),
    );
    if (!published) {
      // Cancelled during the copy: nothing points at these keys, so they go.
      await removePrefix(storage, prefix);
      throw new ClaimLostError('claim lost before the switch');
    }
    options.onPublished?.();
    await removePrefix(storage, staged.stagingPrefix);
    await repository.clearStaging(asset.id);
    if (!options.keepSource) {
      await uploads.remove(asset.uploadId);
      await repository.markSourceDeleted(asset.id);
    }
  };

  /** Drops the staged files of an asset that ended without a publish (never a live attempt's). */
  const discard = async (assetId: bigint) => {
    const current = await repository.findById(assetId);
    if (!current || current.status === 'processing') return;
    await removePrefix(storage, stagingRootOf(assetId));
    await repository.clearStaging(assetId);
  };

  return async (
    payload: TranscodePayload,
    context: TranscodeJobContext,
  ): Promise<TranscodeOutcome> => {
    const assetId = BigInt(payload.assetId);
    const claim = randomBytes(9).toString('base64url');
    const asset = await repository.claim(assetId, claim, new Date(now()));
    // Cancelled, already done, or a duplicate delivery of the job: nothing to do.
    if (!asset) return 'skipped';

    const stop = new AbortController();
    const onOuterAbort = () => stop.abort();
    context.signal.addEventListener('abort', onOuterAbort, { once: true });
    let lastWrite = 0;
    let shown = 0;
    // Staging and publishing a long film report no percent: a heartbeat keeps the asset fresh
    // so housekeeping never takes it for a dead transcode.
    const heartbeat = setInterval(() => {
      repository.reportProgress(asset.id, claim, shown, new Date(now())).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const report = async (percent: number) => {
      shown = Math.min(99, percent);
      await context.reportProgress(shown);
      const at = now();
      if (at - lastWrite < progressEveryMs) return;
      lastWrite = at;
      if (!(await repository.reportProgress(asset.id, claim, shown, new Date(at)))) stop.abort();
    };
    try {
      const manifest = asset.stagingPrefix && (await readManifest(storage, asset.stagingPrefix));
      const staged =
        manifest && asset.stagingPrefix && asset.output
          ? { stagingPrefix: asset.stagingPrefix, output: asset.output }
          : await encodeAndStage(asset, claim, stop.signal, report);
      await publish(asset, claim, staged);
      await context.reportProgress(100);
      log.info({ assetId: String(asset.id), attempt: asset.attempts }, 'video published');
      return 'ready';
    } catch (error) {
      // Cancelled by staff (or taken over by a newer attempt) while running.
      const current = await repository.findById(asset.id);
      if (error instanceof ClaimLostError || current?.claim !== claim) {
        await discard(asset.id);
        return 'cancelled';
      }
      // The queue stopped the job (shutdown, its own time-out): it decides what comes next.
      if (context.signal.aborted) throw error;
      const permanent = error instanceof MediaProbeError;
      if (permanent || asset.attempts >= options.maxAttempts) {
        const code = permanent ? probeFailureCode(error) : 'media.transcode_failed';
        log.error({ err: error, assetId: String(asset.id) }, 'video transcode failed');
        if (await repository.fail(asset.id, claim, code, new Date(now()))) await discard(asset.id);
        return 'failed';
      }
      log.warn(
        { err: error, assetId: String(asset.id), attempt: asset.attempts },
        'transcode attempt failed; it will be retried',
      );
      throw error;
    } finally {
      clearInterval(heartbeat);
      context.signal.removeEventListener('abort', onOuterAbort);
    }
  };
};

export type TranscodeHandler = ReturnType<typeof createTranscodeHandler>;
