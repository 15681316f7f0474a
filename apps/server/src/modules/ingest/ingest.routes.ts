import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  dataOf,
  errorEnvelopeSchema,
  posterChoiceSchema,
  subtitleParamsSchema,
  subtitleUploadSchema,
  videoMediaParamsSchema,
  videoMediaSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { requestLocale } from '../../infra/http/error-handler.js';
import { ADMIN_TAGS } from '../../infra/http/staff-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import { SUBTITLE_MAX_BYTES } from '../../infra/media/subtitles.js';
import { languageName } from '../../shared/language-name.js';
import type { IngestService } from './ingest.service.js';

/**
 * Who may use the ingest calls: the composition root passes the back office's guard for the
 * `films.manage` permission (docs/product/video-ingest.md#who-may-upload). `route` is that
 * guard's route options (an `onRequest` check that answers 401/403 before the body is read, and
 * the permission the route-table test reads); `userIdOf` names the account of a request that
 * passed it.
 */
export interface IngestAccess {
  route: Pick<RouteShorthandOptions, 'onRequest' | 'config'>;
  userIdOf(request: FastifyRequest): bigint | null;
}

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];
const responses = { ...accountErrorResponses, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

/** Subtitle files arrive as they are (SRT or WebVTT, any encoding): the intake decodes them. */
const SUBTITLE_TYPES = [
  'text/vtt',
  'application/x-subrip',
  'text/srt',
  'application/octet-stream',
  'text/plain',
];

export const ingestRoutes: FastifyPluginAsyncZod<{
  service: IngestService;
  access: IngestAccess;
}> = async (app, { service, access }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    SUBTITLE_TYPES,
    { parseAs: 'buffer', bodyLimit: SUBTITLE_MAX_BYTES + 1024 },
    (_request, body, done) => done(null, body),
  );
  const admin = { ...access.route, onSend: noStore };

  app.get(
    '/admin/videos/:videoId/media',
    {
      schema: {
        summary:
          "A video's media: upload and transcode state, ladder, thumbnails, storyboard, subtitles",
        tags,
        security,
        params: videoMediaParamsSchema,
        response: { 200: dataOf(videoMediaSchema), ...responses },
      },
      ...admin,
    },
    async (request) => ({
      data: await service.media(request.params.videoId, requestLocale(request)),
    }),
  );

  app.post(
    '/admin/videos/:videoId/media/cancel',
    {
      schema: {
        summary: "Cancel the video's upload or transcode under way; what it left is deleted",
        tags,
        security,
        params: videoMediaParamsSchema,
        response: { 200: dataOf(videoMediaSchema), ...responses },
      },
      ...admin,
    },
    async (request) => {
      await service.cancel(request.params.videoId);
      return { data: await service.media(request.params.videoId, requestLocale(request)) };
    },
  );

  app.put(
    '/admin/videos/:videoId/thumbnail',
    {
      schema: {
        summary: 'Make one of the generated frames the poster of the video',
        tags,
        security,
        params: videoMediaParamsSchema,
        body: posterChoiceSchema,
        response: { 200: dataOf(videoMediaSchema), ...responses },
      },
      ...admin,
    },
    async (request) => {
      await service.choosePoster(request.params.videoId, request.body.index);
      return { data: await service.media(request.params.videoId, requestLocale(request)) };
    },
  );

  app.put(
    '/admin/videos/:videoId/subtitles/:lang',
    {
      schema: {
        summary: 'Upload the subtitles of one language (SRT or WebVTT; EUC-KR/CP949 converted)',
        description:
          'The body is the file itself (text/vtt, application/x-subrip, text/plain or application/octet-stream); it is stored as UTF-8 WebVTT.',
        tags,
        security,
        params: subtitleParamsSchema,
        response: { 201: dataOf(subtitleUploadSchema), ...responses },
      },
      ...admin,
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { lang, videoId } = request.params;
      const stored = await service.putSubtitle(videoId, lang, body);
      const media = await service.media(videoId, requestLocale(request));
      const track = media.subtitles.find((s) => s.lang === lang) ?? {
        lang,
        label: languageName(lang),
        url: '',
      };
      return reply.code(201).send({
        data: { track, cues: stored.cues, encoding: stored.encoding },
      });
    },
  );

  app.delete(
    '/admin/videos/:videoId/subtitles/:lang',
    {
      schema: {
        summary: 'Remove the subtitles of one language',
        tags,
        security,
        params: subtitleParamsSchema,
        response: { 200: dataOf(videoMediaSchema), ...responses },
      },
      ...admin,
    },
    async (request) => {
      await service.deleteSubtitle(request.params.videoId, request.params.lang);
      return { data: await service.media(request.params.videoId, requestLocale(request)) };
    },
  );
};
