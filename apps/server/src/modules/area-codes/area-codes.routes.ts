import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaCodeSchema, dataOf } from '@dalbit/contract';
import { errorResponses } from '../../infra/http/route-schema.js';
import { areaCodes } from './area-codes.service.js';

export const areaCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/area-code',
    {
      schema: {
        summary: 'Every country calling code with Korean and English names (Korea first)',
        tags: ['accounts'],
        response: { 200: dataOf(z.array(areaCodeSchema)), ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Public and the same for everyone: let browsers keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: areaCodes() };
    },
  );
};
