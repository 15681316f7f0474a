import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, searchQuerySchema, searchResultSchema } from '@dalbit/contract';
import { errorResponses } from '../../infra/http/route-schema.js';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (
  app,
  { service },
) => {
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
    async (request) => {
      const { key, kind, page, pageSize } = request.query;
      return { data: await service.search(key, kind, page, pageSize) };
    },
  );
};
