import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeLanguageBodySchema, dataOf, updateMeBodySchema, userSchema } from '@dalbit/contract';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import { noStore } from '../../infra/http/auth-guard.js';
import type { AccountGuards } from './sessions.service.js';
import { toUserDto } from './users.dto.js';
import type { UsersService } from './users.service.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  guards: AccountGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);

  app.get(
    '/user/me',
    {
      schema: {
        summary: 'The signed-in user, or null data for a missing, unknown or expired token',
        tags,
        security,
        response: { 200: dataOf(userSchema.nullable()), ...accountErrorResponses },
      },
      preHandler: guards.optionalUser,
    },
    async (request) => {
      const auth = guards.viewerOf(request);
      return { data: auth ? toUserDto(auth.user, auth.session.provider) : null };
    },
  );

  app.patch(
    '/user/me',
    {
      schema: {
        summary: 'Update the profile (and the survey answers)',
        description:
          'avatar must be the urlImage of an upload ticket of this user, uploaded and checked ' +
          '(400 upload.missing / upload.content_mismatch / upload.too_large otherwise).',
        tags,
        security,
        body: updateMeBodySchema,
        response: { 200: dataOf(userSchema), ...accountErrorResponses },
      },
      preHandler: guards.requireVerifiedUser,
    },
    async (request) => ({ data: await service.updateMe(guards.authOf(request), request.body) }),
  );

  app.patch(
    '/user/change-language',
    {
      schema: {
        summary: "Store the user's language",
        tags,
        security,
        body: changeLanguageBodySchema,
        response: { 200: dataOf(userSchema), ...accountErrorResponses },
      },
      preHandler: guards.requireUser,
    },
    async (request) => ({
      data: await service.changeLanguage(guards.authOf(request), request.body.language),
    }),
  );
};
