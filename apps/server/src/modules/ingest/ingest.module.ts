import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { Storage } from '../../infra/storage/storage.js';
import { createResumableStore } from '../../infra/uploads/resumable-store.js';
import { createSharedLocker } from '../../infra/uploads/shared-locker.js';
import type { Clock } from '../../shared/clock.js';
import type { JobSender } from '../../infra/queue/job.js';
import { jobIdFor } from '../../infra/queue/job-id.js';
import { ingestJobs, MAX_TRANSCODE_ATTEMPTS, transcodeJob } from './ingest.jobs.js';
import { createIngestRepository } from './ingest.repository.js';
import { ingestRoutes, type IngestAccess } from './ingest.routes.js';
import { createIngestService, type TranscodeQueue } from './ingest.service.js';
import { createTranscodeHandler } from './transcode.handler.js';
import { tusRoutes } from './tus.routes.js';

export type { IngestAccess } from './ingest.routes.js';
export type {
  TranscodeHandler,
  TranscodePayload,
  TranscodeJobContext,
} from './transcode.handler.js';

export interface IngestDeps {
  config: Pick<AppConfig, 'dataDir' | 's3' | 'ingest'>;
  /** The job queue: transcodes are its jobs, run where APP_ROLE runs jobs. */
  queue: JobSender;
  db: Db;
  /**
   * A connection outside the pool (PostgreSQL): the uploads' locks shared by every web process.
   * Absent on the embedded database, whose one process locks in memory.
   */
  openSession?: (() => Promise<pg.Client>) | undefined;
  storage: Storage;
  /** Who may upload and manage video media: the back office's editor guard. */
  access: IngestAccess;
  now: Clock;
  log: FastifyBaseLogger;
  /**
   * A video became ready, or its subtitles or poster changed: lists, search, film pages and
   * playback drop their kept films (in every process).
   */
  changed?: () => void;
}

/**
 * Video ingest (docs/product/video-ingest.md): resumable uploads, ffprobe, the transcode to an
 * HLS ladder with thumbnails and a storyboard, atomic publish, subtitles, housekeeping.
 */
export const registerIngest = async (app: FastifyInstance, deps: IngestDeps) => {
  const { config, storage, now, log } = deps;
  const tools = { ffmpeg: config.ingest.ffmpegPath, ffprobe: config.ingest.ffprobePath };
  const repository = createIngestRepository(deps.db);
  const uploads = createResumableStore({ config, storage });
  const handler = createTranscodeHandler({
    repository,
    storage,
    uploads,
    tools,
    workRoot: join(config.dataDir, 'transcode'),
    keepSource: config.ingest.keepSource,
    retiredLadderMs: config.ingest.retiredLadderMs,
    maxAttempts: MAX_TRANSCODE_ATTEMPTS,
    now,
    log,
    onPublished: deps.changed,
  });
  // Transcodes this process runs, so a cancel here kills ffmpeg at once; a worker elsewhere
  // notices the cancel at its next progress write (within a second).
  const running = new Map<string, AbortController>();
  const job = transcodeJob(
    async (payload, context) => {
      const local = new AbortController();
      const stop = () => local.abort();
      context.signal.addEventListener('abort', stop, { once: true });
      if (context.signal.aborted) local.abort();
      running.set(payload.assetId, local);
      try {
        return await handler(payload, { ...context, signal: local.signal });
      } finally {
        running.delete(payload.assetId);
        context.signal.removeEventListener('abort', stop);
      }
    },
    { concurrency: config.ingest.transcodeConcurrency },
  );
  const queue: TranscodeQueue = {
    async enqueue(payload, attempt) {
      // One job per asset and attempt: a re-queue sent by two processes is queued once.
      await deps.queue.send(job, payload, {
        id: jobIdFor(`${job.name}:${payload.assetId}:${attempt}`),
      });
    },
    cancel(assetId) {
      running.get(assetId)?.abort();
    },
  };
  const service = createIngestService({
    repository,
    storage,
    uploads,
    tools,
    queue,
    uploadExpiryMs: config.ingest.uploadExpiryMs,
    now,
    log,
    changed: deps.changed,
  });
  await app.register(ingestRoutes, { prefix: API_PREFIX, service, access: deps.access });
  const locker =
    deps.openSession &&
    createSharedLocker({
      openSession: deps.openSession,
      onError: (error) => log.warn({ err: error }, 'upload lock connection'),
    });
  if (locker) app.addHook('onClose', () => locker.close());
  await app.register(tusRoutes, {
    prefix: API_PREFIX,
    service,
    uploads,
    access: deps.access,
    maxUploadBytes: config.ingest.maxUploadBytes,
    locker,
  });
  return {
    service,
    /** The transcode job's handler itself (tests and the benchmark run it directly). */
    transcode: handler,
    jobs: [job, ...ingestJobs(service)],
  };
};
