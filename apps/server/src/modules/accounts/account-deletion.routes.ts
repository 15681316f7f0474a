import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, deleteMeBodySchema } from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { AccountsAdminService } from './accounts.admin.service.js';
import type { AccountGuards } from './sessions.service.js';

/** `DELETE /user/me`: an account owner deletes their own account (docs/product/accounts.md#deleting-the-account). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  service: AccountsAdminService;
  guards: AccountGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);
  app.delete(
    '/user/me',
    {
      schema: {
        summary: 'Delete your own account (password, or a sign-in of the last 10 minutes)',
        description:
          'The personal data goes; comments stay as "deleted account"; reserved pledges are ' +
          'cancelled and the others kept without personal data. 400 auth.confirm_failed, ' +
          '403 auth.recent_sign_in_required.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: deleteMeBodySchema,
        response: { 200: dataOf(z.null()), ...accountErrorResponses },
      },
      preHandler: guards.requireUser,
    },
    async (request) => {
      await service.removeOwn(guards.authOf(request), request.body.password);
      return { data: null };
    },
  );
};
