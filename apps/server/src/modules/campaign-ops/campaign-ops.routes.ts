import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardUpdateBodySchema,
  cardUpdateStateSchema,
  dataOf,
  idParamsSchema,
  linkedCampaignSchema,
  linkedFilmSchema,
  nextUpFilmSchema,
} from '@dalbit/contract';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { CampaignOpsService } from './campaign-ops.service.js';

const security = [{ bearer: [] }];

/** Watch-to-fund reads and the backer's card update (docs/product/crowdfunding.md#watch-to-fund). */
export const campaignOpsRoutes: FastifyPluginAsyncZod<{
  service: CampaignOpsService;
  guards: AuthGuards;
  /** The film's id, or film.not_found. */
  filmId: (id: string) => Promise<bigint>;
}> = async (app, { service, guards, filmId }) => {
  app.get(
    '/films/:id/campaigns',
    {
      schema: {
        summary: "The campaigns raising this film's next season, episode or sequel",
        tags: ['films'],
        params: idParamsSchema,
        response: { 200: dataOf(z.array(linkedCampaignSchema)), ...accountErrorResponses },
      },
      onSend: noStore,
    },
    async (request) => ({
      data: await service.campaignsOfFilm(await filmId(request.params.id)),
    }),
  );

  app.get(
    '/crowdfunding/projects/:id/film',
    {
      schema: {
        summary: 'The film or series this project continues, with its first episode (or null)',
        tags: ['crowdfunding'],
        params: idParamsSchema,
        response: { 200: dataOf(linkedFilmSchema.nullable()), ...accountErrorResponses },
      },
      onSend: noStore,
    },
    async (request) => ({ data: await service.filmOfProject(request.params.id) }),
  );

  app.get(
    '/crowdfunding/next-up',
    {
      schema: {
        summary: 'Films whose next part is funding or upcoming (the "Help make what\'s next" rail)',
        tags: ['crowdfunding'],
        response: { 200: dataOf(z.array(nextUpFilmSchema)), ...accountErrorResponses },
      },
      onSend: noStore,
    },
    async () => ({ data: await service.nextUp() }),
  );

  app.get(
    '/crowdfunding/pledges/:id/card',
    {
      schema: {
        summary:
          'A failed pledge of the signed-in backer: amount and until when a new card is taken',
        tags: ['crowdfunding'],
        security,
        params: idParamsSchema,
        response: { 200: dataOf(cardUpdateStateSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
      onSend: noStore,
    },
    async (request) => ({
      data: await service.cardState(guards.authOf(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/crowdfunding/pledges/:id/card',
    {
      schema: {
        summary:
          'A new card for a failed pledge within the grace period: issued and charged at once',
        tags: ['crowdfunding'],
        security,
        params: idParamsSchema,
        body: cardUpdateBodySchema,
        response: { 200: dataOf(cardUpdateStateSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireVerifiedUser,
      onSend: noStore,
    },
    async (request) => ({
      data: await service.updateCard(
        guards.authOf(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );
};
