import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  eventListQuerySchema,
  eventSchema,
  idParamsSchema,
  pageOf,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { sendPublic } from '../../infra/http/public-answer.js';
import { errorResponses } from '../../infra/http/route-schema.js';
import { EVENTS_CACHE_PREFIX, type EventsService } from './events.service.js';

export const eventsRoutes: FastifyPluginAsyncZod<{
  service: EventsService;
  cache: TtlCache;
}> = async (app, { service, cache }) => {
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
    (request, reply) =>
      sendPublic(cache, EVENTS_CACHE_PREFIX, request, reply, () =>
        service.list(request.query.page, request.query.pageSize),
      ),
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
    (request, reply) =>
      sendPublic(cache, EVENTS_CACHE_PREFIX, request, reply, () => service.get(request.params.id)),
  );
};
