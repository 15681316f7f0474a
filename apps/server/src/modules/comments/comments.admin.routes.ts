import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  idSchema,
  MODERATION_ACTIONS,
  moderationActionBodySchema,
  moderationItemSchema,
  moderationQuerySchema,
  pageOf,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { CommentsAdminService } from './comments.admin.service.js';

/** `/api/admin/moderation`: reported comments, for moderation.manage. */
export const commentsAdminRoutes: FastifyPluginAsyncZod<{
  service: CommentsAdminService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('moderation.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Reported comments with their reports, most recently reported first',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        querystring: moderationQuerySchema,
        response: { 200: dataOf(pageOf(moderationItemSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.queue(request.query) }),
  );

  app.post(
    '/comments/:commentId/:action',
    {
      ...staff,
      schema: {
        summary: 'Hide, restore or dismiss the reports of a comment, with a note',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        params: z.object({ commentId: idSchema, action: z.enum(MODERATION_ACTIONS) }),
        body: moderationActionBodySchema,
        response: { 200: dataOf(z.null()), ...adminErrorResponses },
      },
    },
    async (request) => {
      await service.act(
        guard.contextOf(request),
        request.params.commentId,
        request.params.action,
        request.body.note,
      );
      return { data: null };
    },
  );
};
