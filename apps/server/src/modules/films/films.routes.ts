import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  filmDetailSchema,
  filmListQuerySchema,
  filmPageSchema,
  genreSchema,
  idParamsSchema,
  idSchema,
  playbackSchema,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { answerByViewer, sendPublic } from '../../infra/http/public-answer.js';
import { accountErrorResponses, errorResponses } from '../../infra/http/route-schema.js';
import { FILMS_CACHE_PREFIX, type FilmsService } from './films.service.js';

const tags = ['films'];
const security: Record<string, string[]>[] = [{ bearer: [] }, {}];
export const videoParamsSchema = z.object({ videoId: idSchema });

export const filmsRoutes: FastifyPluginAsyncZod<{
  service: FilmsService;
  guards: AuthGuards;
  cache: TtlCache;
}> = async (app, { service, guards, cache }) => {
  const kept = { cache, scope: FILMS_CACHE_PREFIX };
  app.get(
    '/films',
    {
      schema: {
        summary: 'Browse films by type and genre (slug or id), latest or most popular first',
        tags,
        querystring: filmListQuerySchema,
        response: { 200: dataOf(filmPageSchema), ...errorResponses },
      },
    },
    (request, reply) =>
      sendPublic(cache, FILMS_CACHE_PREFIX, request, reply, () => service.list(request.query)),
  );

  app.get(
    '/films/genres',
    {
      schema: {
        summary: 'Every genre, in display order',
        tags,
        response: { 200: dataOf(z.array(genreSchema)), ...errorResponses },
      },
    },
    (request, reply) =>
      sendPublic(cache, FILMS_CACHE_PREFIX, request, reply, () => service.genres()),
  );

  app.get(
    '/films/:id',
    {
      schema: {
        summary: 'One film with credits and episodes; viewer state when signed in (else null)',
        description: 'An invalid or expired token is ignored here: the answer is the visitor view.',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataOf(filmDetailSchema), ...errorResponses },
      },
      preHandler: guards.optionalUser,
      onSend: noStore,
    },
    // A visitor's answer is kept like the lists (docs/performance.md#caches).
    (request, reply) =>
      answerByViewer(kept, request, reply, guards.viewerOf(request)?.user.id, (viewer) =>
        service.detail(request.params.id, viewer ?? null),
      ),
  );

  app.get(
    '/films/videos/:videoId/playback',
    {
      schema: {
        summary: 'What the player needs: HLS master, renditions, subtitles, next episode, resume',
        tags,
        security,
        params: videoParamsSchema,
        response: { 200: dataOf(playbackSchema), ...accountErrorResponses },
      },
      preHandler: guards.optionalUser,
      onSend: noStore,
    },
    (request, reply) =>
      answerByViewer(kept, request, reply, guards.viewerOf(request)?.user.id, (viewer) =>
        service.playback(request.params.videoId, viewer ?? null),
      ),
  );
};
