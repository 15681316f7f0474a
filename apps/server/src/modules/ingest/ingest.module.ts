import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { Storage } from '../../infra/storage/storage.js';
import { createResumableStore } from '../../infra/uploads/resumable-store.js';
import type { Clock } from '../../shared/clock.js';
import { ingestJobs } from './ingest.jobs.js';
import { createIngestRepository } from './ingest.repository.js';
import { ingestRoutes, type IngestAccess } from './ingest.routes.js';
import { createInProcessRunner } from './ingest.runner.js';
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
  db: Db;
  storage: Storage;
  /** Who may upload and manage video media: the back office's editor guard. */
  access: IngestAccess;
  now: Clock;
  log: FastifyBaseLogger;
  /**
   * Where transcodes go. Absent: an in-process runner (TRANSCODE_CONCURRENCY at a time) until
   * the job queue passes its own; the handler returned below is what the queue registers.
   */
  queue?: TranscodeQueue | undefined;
}

/** Transcode attempts before a source that keeps failing is marked failed. */
const MAX_ATTEMPTS = 3;

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
    maxAttempts: MAX_ATTEMPTS,
    now,
    log,
  });
  const runner = deps.queue
    ? undefined
    : createInProcessRunner({ handler, concurrency: config.ingest.transcodeConcurrency, log });
  const queue = deps.queue ?? (runner as TranscodeQueue);
  app.addHook('onClose', async () => runner?.close());
  const service = createIngestService({
    repository,
    storage,
    uploads,
    tools,
    queue,
    uploadExpiryMs: config.ingest.uploadExpiryMs,
    now,
    log,
  });
  await app.register(ingestRoutes, { prefix: API_PREFIX, service, access: deps.access });
  await app.register(tusRoutes, {
    prefix: API_PREFIX,
    service,
    uploads,
    access: deps.access,
    maxUploadBytes: config.ingest.maxUploadBytes,
  });
  return {
    service,
    /** Register this on the job queue as the transcode job's handler. */
    transcode: handler,
    /** The in-process runner when no queue was given (tests wait on its `idle()`). */
    runner,
    jobs: ingestJobs(service),
  };
};
