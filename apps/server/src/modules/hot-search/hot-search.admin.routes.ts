import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminKeywordSchema,
  dataOf,
  idParamsSchema,
  keywordInputSchema,
  keywordOrderSchema,
  keywordPatchSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { HotSearchAdminService } from './hot-search.admin.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];

/** `/api/admin/keywords`: the popular search keywords for staff with keywords.manage. */
export const hotSearchAdminRoutes: FastifyPluginAsyncZod<{
  service: HotSearchAdminService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('keywords.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Every keyword in display order, hidden ones included',
        tags,
        security,
        response: { 200: dataOf(z.array(adminKeywordSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.post(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Add a keyword (last in the order)',
        tags,
        security,
        body: keywordInputSchema,
        response: { 201: dataOf(adminKeywordSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.create(guard.contextOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      ...staff,
      schema: {
        summary: 'Rename a keyword, or hide it (deleted) and show it again',
        tags,
        security,
        params: idParamsSchema,
        body: keywordPatchSchema,
        response: { 200: dataOf(adminKeywordSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.update(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/order',
    {
      ...staff,
      schema: {
        summary: 'Set the whole order (every id once); 409 when the list changed meanwhile',
        tags,
        security,
        body: keywordOrderSchema,
        response: { 200: dataOf(z.array(adminKeywordSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.reorder(guard.contextOf(request), request.body.ids),
    }),
  );
};
