import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  filmPageSchema,
  historyItemSchema,
  idParamsSchema,
  pageQuerySchema,
  progressBodySchema,
  progressSchema,
  reactionSchema,
} from '@dalbit/contract';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { ReactionKind } from './engagement.repository.js';
import type { EngagementService } from './engagement.service.js';
import { videoParamsSchema } from './films.routes.js';

const tags = ['films'];
const security = [{ bearer: [] }];
const reactionPaths: [ReactionKind, string, string][] = [
  ['like', 'like', 'likes'],
  ['bookmark', 'bookmark', 'bookmarks'],
];

export const engagementRoutes: FastifyPluginAsyncZod<{
  service: EngagementService;
  guards: AuthGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);

  for (const [kind, one, many] of reactionPaths) {
    for (const [method, active] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: `/films/:id/${one}`,
        schema: {
          summary: `${active ? 'Add' : 'Remove'} the ${one} of the signed-in user (idempotent)`,
          tags,
          security,
          params: idParamsSchema,
          response: { 200: dataOf(reactionSchema), ...accountErrorResponses },
        },
        preValidation: guards.requireUser,
        handler: async (request) => ({
          data: await service.react(
            kind,
            guards.authOf(request).user.id,
            request.params.id,
            active,
          ),
        }),
      });
    }

    app.get(
      `/films/me/${many}`,
      {
        schema: {
          summary: `Films the signed-in user ${kind === 'like' ? 'liked' : 'bookmarked'}, most recent first`,
          tags,
          security,
          querystring: pageQuerySchema,
          response: { 200: dataOf(filmPageSchema), ...accountErrorResponses },
        },
        preValidation: guards.requireUser,
      },
      async (request) => ({
        data: await service.myFilms(
          kind,
          guards.authOf(request).user.id,
          request.query.page,
          request.query.pageSize,
        ),
      }),
    );
  }

  app.get(
    '/films/me/history',
    {
      schema: {
        summary: 'Continue watching: the last video of each film, most recent first (up to 50)',
        tags,
        security,
        response: { 200: dataOf(z.array(historyItemSchema)), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => ({ data: await service.history(guards.authOf(request).user.id) }),
  );

  app.put(
    '/films/videos/:videoId/progress',
    {
      schema: {
        summary: 'Save the playback position; watched from 95 % on (and stays watched)',
        tags,
        security,
        params: videoParamsSchema,
        body: progressBodySchema,
        response: { 200: dataOf(progressSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireVerifiedUser,
    },
    async (request) => ({
      data: await service.saveProgress(
        guards.authOf(request).user.id,
        request.params.videoId,
        request.body,
      ),
    }),
  );

  app.get(
    '/films/videos/:videoId/progress',
    {
      schema: {
        summary: 'The saved position of the signed-in user (0 when not started)',
        tags,
        security,
        params: videoParamsSchema,
        response: { 200: dataOf(progressSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => ({
      data: await service.progress(guards.authOf(request).user.id, request.params.videoId),
    }),
  );
};
