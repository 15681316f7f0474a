import type { ServerResponse } from 'node:http';
import { EVENTS, Server, type Locker, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_STATUS, VIDEO_UPLOAD_PATH, type ErrorCode, type Locale } from '@dalbit/contract';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { AppError } from '../../infra/http/app-error.js';
import { apiLocale, translate } from '../../infra/i18n/translate.js';
import type { ResumableStore } from '../../infra/uploads/resumable-store.js';
import type { IngestAccess } from './ingest.routes.js';
import type { IngestService } from './ingest.service.js';

export interface TusRoutesOptions {
  service: IngestService;
  uploads: ResumableStore;
  access: IngestAccess;
  maxUploadBytes: number;
  /** The uploads' lock across processes (shared-locker.ts); tus's in-process one when absent. */
  locker?: Locker | undefined;
}

/** tus answers errors as `{ status_code, body }`; ours carry the API's envelope as the body. */
const tusError = (locale: Locale, error: AppError) => ({
  status_code: error.statusCode,
  body: JSON.stringify({
    errorList: [translate(locale, error.messageKey, error.params)],
    code: error.code,
  }),
});

/** What the Fastify side knew of a request (its account and language), for the tus hooks. */
interface RequestFacts {
  userId: bigint | null;
  locale: Locale;
}

/**
 * The resumable upload endpoint (tus 1.0.0: creation, HEAD, PATCH, termination) at
 * `/api/admin/uploads`, served by @tus/server inside Fastify. Fastify runs the permission check
 * (`access.route`, the back office's guard) before tus sees the request; tus then owns the
 * raw request and response. Creation needs `videoId` in Upload-Metadata; the last byte runs
 * ffprobe, and a file that is no video is deleted and answered with its translated error.
 */
export const tusRoutes: FastifyPluginAsync<TusRoutesOptions> = async (app, options) => {
  const { service, uploads, access } = options;
  // Keyed by Node's request object, which tus hands its hooks as `req.runtime.node.req`.
  const facts = new WeakMap<object, RequestFacts>();
  const factsOf = (req: { runtime?: { node?: { req: object } | undefined } }): RequestFacts =>
    (req.runtime?.node && facts.get(req.runtime.node.req)) ?? { userId: null, locale: 'en' };
  const fail = (req: Parameters<typeof factsOf>[0], error: unknown): never => {
    if (error instanceof AppError) throw tusError(factsOf(req).locale, error);
    throw error;
  };
  const path = `${API_PREFIX}${VIDEO_UPLOAD_PATH}`;

  const server = new Server({
    path,
    datastore: uploads.datastore,
    relativeLocation: true,
    // Same-origin only: no Access-Control-Allow-Origin header at all.
    allowedOrigins: [],
    maxSize: options.maxUploadBytes,
    ...(options.locker ? { locker: options.locker } : {}),
    namingFunction: () => uploads.newId(),
    generateUrl: (_req, { path: base, id }) => `${base}/${uploads.urlPart(id)}`,
    getFileIdFromRequest: (_req, last) =>
      last ? (uploads.idFromUrl(last) ?? undefined) : undefined,
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      // Only uploads that are still uploading can be resumed, inspected or terminated.
      if (!(await service.uploadingAsset(id))) {
        fail(req, new AppError('video.not_found'));
      }
    },
    async onUploadCreate(req, upload: Upload) {
      const meta = upload.metadata ?? {};
      try {
        await service.startUpload({
          uploadId: upload.id,
          videoId: meta.videoId ?? '',
          name: meta.filename ?? meta.name ?? '',
          type: meta.filetype ?? meta.type ?? '',
          size: upload.size ?? 0,
          userId: factsOf(req).userId,
        });
      } catch (error) {
        fail(req, error);
      }
      return { metadata: meta };
    },
    async onUploadFinish(req, upload: Upload) {
      try {
        await service.finishUpload(upload.id);
      } catch (error) {
        fail(req, error);
      }
      return {};
    },
    onResponseError(req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413) {
        const max = Math.round((options.maxUploadBytes / 1024 ** 3) * 10) / 10;
        return tusError(factsOf(req).locale, new AppError('media.too_large', { params: { max } }));
      }
      if (status >= 500 && !('body' in error && error.body.startsWith('{'))) {
        app.log.error({ err: error }, 'tus upload failed');
        const code: ErrorCode = 'server.error';
        return tusError(factsOf(req).locale, new AppError(code, { status: ERROR_STATUS[code] }));
      }
      return undefined;
    },
  });
  server.on(EVENTS.POST_RECEIVE, (_req: unknown, upload: Upload) => {
    service.uploadProgress(upload.id, upload.offset, upload.size ?? 0).catch((error: unknown) => {
      app.log.warn({ err: error }, 'upload progress not recorded');
    });
  });
  server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    service.terminated(id).catch((error: unknown) => {
      app.log.warn({ err: error }, 'terminated upload not recorded');
    });
  });

  // tus reads the body itself: Fastify must leave the stream alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  const handle = async (
    request: FastifyRequest,
    reply: {
      hijack(): void;
      raw: ServerResponse;
      getHeaders(): Record<string, number | string | string[] | undefined>;
    },
  ) => {
    facts.set(request.raw, {
      userId: access.userIdOf(request),
      locale: apiLocale(request.headers['accept-language']),
    });
    // tus writes the raw answer: it carries the headers set so far (security, request id).
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    await server.handle(request.raw, reply.raw);
    // A PATCH that ended (or a HEAD) tells the offset reached: the back office shows where an
    // upload stopped even when it was too short for the throttled progress events.
    const offset = Number(reply.raw.getHeader('upload-offset'));
    const id = uploads.idFromUrl(request.url.split('?')[0]?.split('/').pop() ?? '');
    const settled =
      (request.method === 'PATCH' && reply.raw.statusCode === 204) ||
      (request.method === 'HEAD' && reply.raw.statusCode === 200);
    if (settled && id && Number.isFinite(offset)) {
      await service.uploadReached(id, offset).catch((error: unknown) => {
        app.log.warn({ err: error }, 'upload progress not recorded');
      });
    }
  };
  for (const url of [VIDEO_UPLOAD_PATH, `${VIDEO_UPLOAD_PATH}/:uploadId`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      schema: { hide: true },
      ...access.route,
      handler: handle,
    });
  }
};
