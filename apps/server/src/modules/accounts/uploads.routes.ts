import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, uploadTicketBodySchema, uploadTicketSchema } from '@dalbit/contract';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import { noStore } from '../../infra/http/auth-guard.js';
import type { AccountGuards } from './sessions.service.js';
import type { UploadsService } from './uploads.service.js';

export const uploadsRoutes: FastifyPluginAsyncZod<{
  service: UploadsService;
  guards: AccountGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/upload-file',
    {
      schema: {
        summary:
          'An upload ticket for an avatar, or (staff with events.manage) a cover image ' +
          '(JPEG, PNG, WebP, GIF; at most 5 MB)',
        description:
          'PUT the file to urlPresigned with its Content-Type within 5 minutes, then send ' +
          'urlImage as the avatar in PATCH /user/me.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: uploadTicketBodySchema,
        response: { 200: dataOf(uploadTicketSchema), ...accountErrorResponses },
      },
      preHandler: guards.requireVerifiedUser,
    },
    async (request) => ({
      data: await service.createTicket(guards.authOf(request).user, request.body),
    }),
  );
};
