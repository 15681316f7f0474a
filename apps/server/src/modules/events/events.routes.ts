import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  eventListQuerySchema,
  eventSchema,
  idParamsSchema,
  pageOf,
} from '@dalbit/contract';
import { errorResponses } from '../../infra/http/route-schema.js';
import type { EventsService } from './events.service.js';

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/web-app/event',
    {
      schema: {
        summary: 'List notices and events, newest first',
        tags: ['events'],
        querystring: eventListQuerySchema,
        response: { 200: dataOf(pageOf(eventSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await service.list(request.query.page, request.query.pageSize),
    }),
  );

  app.get(
    '/web-app/event/:id',
    {
      schema: {
        summary: 'One notice or event',
        tags: ['events'],
        params: idParamsSchema,
        response: { 200: dataOf(eventSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
};
