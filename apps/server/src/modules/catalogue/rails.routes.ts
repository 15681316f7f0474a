import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRailSchema, dataOf, railOrderSchema, railParamsSchema } from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { RailsService } from './rails.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];

/** `/api/admin/rails`: the hero and the rails' order, for staff with films.manage. */
export const railsRoutes: FastifyPluginAsyncZod<{
  service: RailsService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('films.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'The films staff placed first on the hero and each rail, in order',
        tags,
        security,
        response: { 200: dataOf(z.array(adminRailSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.put(
    '/:rail',
    {
      ...staff,
      schema: {
        summary: "A rail's order: these films first, in this order (empty: the default order)",
        tags,
        security,
        params: railParamsSchema,
        body: railOrderSchema,
        response: { 200: dataOf(adminRailSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.set(
        guard.contextOf(request),
        request.params.rail,
        request.body.ids,
        request.body.expected,
      ),
    }),
  );
};
