import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, hotSearchSchema } from '@dalbit/contract';
import { errorResponses } from '../../infra/http/route-schema.js';
import type { HotSearchService } from './hot-search.service.js';

export const hotSearchRoutes: FastifyPluginAsyncZod<{ service: HotSearchService }> = async (
  app,
  { service },
) => {
  app.get(
    '/web-app/hot-search',
    {
      schema: {
        summary: 'Popular search keywords in display order (deleted ones left out)',
        tags: ['search'],
        response: { 200: dataOf(z.array(hotSearchSchema)), ...errorResponses },
      },
    },
    async () => ({ data: await service.list() }),
  );
};
