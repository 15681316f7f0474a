import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, searchQuerySchema, searchResultSchema } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { sendPublic } from '../../infra/http/public-answer.js';
import { errorResponses } from '../../infra/http/route-schema.js';
import { SEARCH_CACHE_PREFIX, type SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{
  service: SearchService;
  cache: TtlCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/search',
    {
      schema: {
        summary:
          'Search films, crowdfunding projects, notices and events by Korean and English titles and text, or by 초성 (Hangul initials: "ㅎㄱ" finds 한강); grouped by kind with counts, title hits first',
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: dataOf(searchResultSchema), ...errorResponses },
      },
    },
    (request, reply) => {
      const { key, kind, page, pageSize } = request.query;
      return sendPublic(cache, SEARCH_CACHE_PREFIX, request, reply, () =>
        service.search(key, kind, page, pageSize),
      );
    },
  );
};
