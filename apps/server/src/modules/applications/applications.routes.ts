import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyBodySchema, applyResultSchema, dataOf } from '@dalbit/contract';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import { noStore } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { ApplicationsService } from './applications.service.js';

export const applicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  guards: AuthGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/web-app/apply',
    {
      schema: {
        summary:
          "Apply as a creator. Open to visitors; a signed-in applicant's account is linked. " +
          'A receipt goes to the given e-mail in the given language.',
        tags: ['apply'],
        security: [{ bearer: [] }, {}],
        body: applyBodySchema,
        response: { 201: dataOf(applyResultSchema), ...accountErrorResponses },
      },
      preValidation: guards.optionalUser,
    },
    async (request, reply) => {
      const userId = guards.viewerOf(request)?.user.id ?? null;
      const _id = await service.submit(request.body, userId, request.ip);
      return reply.code(201).send({ data: { _id } });
    },
  );
};
