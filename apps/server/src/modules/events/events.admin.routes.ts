import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventListQuerySchema,
  adminEventSchema,
  dataOf,
  eventInputSchema,
  eventPublicationSchema,
  idParamsSchema,
  pageOf,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { EventsAdminService } from './events.admin.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];

/** `/api/admin/events`: notices and events for staff with events.manage. */
export const eventsAdminRoutes: FastifyPluginAsyncZod<{
  service: EventsAdminService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('events.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Notices and events in every state (draft, scheduled, published)',
        tags,
        security,
        querystring: adminEventListQuerySchema,
        response: { 200: dataOf(pageOf(adminEventSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/:id',
    {
      ...staff,
      schema: {
        summary: 'One notice or event, whatever its state',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataOf(adminEventSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Create a notice or event (a draft until published)',
        tags,
        security,
        body: eventInputSchema,
        response: { 201: dataOf(adminEventSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.create(guard.contextOf(request), request.body) }),
  );

  app.put(
    '/:id',
    {
      ...staff,
      schema: {
        summary: 'Replace the texts, covers and period of a notice or event',
        tags,
        security,
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: dataOf(adminEventSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.update(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/publication',
    {
      ...staff,
      schema: {
        summary: 'Publish now, schedule (a future publishedAt) or unpublish (null)',
        tags,
        security,
        params: idParamsSchema,
        body: eventPublicationSchema,
        response: { 200: dataOf(adminEventSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.setPublication(
        guard.contextOf(request),
        request.params.id,
        request.body.publishedAt,
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      ...staff,
      schema: {
        summary: 'Delete a notice or event (the audit log keeps its last content)',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataOf(z.null()), ...adminErrorResponses },
      },
    },
    async (request) => {
      await service.remove(guard.contextOf(request), request.params.id);
      return { data: null };
    },
  );
};
