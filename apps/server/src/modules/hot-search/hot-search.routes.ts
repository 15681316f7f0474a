import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, hotSearchSchema } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { sendPublic } from '../../infra/http/public-answer.js';
import { errorResponses } from '../../infra/http/route-schema.js';
import { HOT_SEARCH_CACHE_KEY, type HotSearchService } from './hot-search.service.js';

export const hotSearchRoutes: FastifyPluginAsyncZod<{
  service: HotSearchService;
  cache: TtlCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/web-app/hot-search',
    {
      schema: {
        summary: 'Popular search keywords in display order (deleted ones left out)',
        tags: ['search'],
        response: { 200: dataOf(z.array(hotSearchSchema)), ...errorResponses },
      },
    },
    (request, reply) =>
      sendPublic(cache, HOT_SEARCH_CACHE_KEY, request, reply, () => service.list()),
  );
};
