import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFilmListQuerySchema,
  adminFilmSummarySchema,
  dataOf,
  filmPublicationSchema,
  idParamsSchema,
  pageOf,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { CatalogueService } from './catalogue.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];

/** `/api/admin/films`: the catalogue for staff with films.manage. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('films.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Every film with its videos and the state of their media',
        tags,
        security,
        querystring: adminFilmListQuerySchema,
        response: { 200: dataOf(pageOf(adminFilmSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.put(
    '/:id/publication',
    {
      ...staff,
      schema: {
        summary: 'Draft, schedule (publishAt), publish or unlist a film',
        tags,
        security,
        params: idParamsSchema,
        body: filmPublicationSchema,
        response: { 200: dataOf(adminFilmSummarySchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.setPublication(guard.contextOf(request), request.params.id, request.body),
    }),
  );
};
