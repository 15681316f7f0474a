import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorEnvelopeSchema, healthSchema } from '@dalbit/contract';
import type { Database } from '../../infra/database/database.js';
import { apiLocale, translate } from '../../infra/i18n/translate.js';

// 503 keeps `data` for monitors and adds the error envelope of docs/api.md#envelopes for clients.
const unavailableSchema = dataOf(healthSchema).extend(errorEnvelopeSchema.shape);

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness and database state',
        tags: ['system'],
        response: { 200: dataOf(healthSchema), 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      const up = await database.ping().catch(() => false);
      reply.header('cache-control', 'no-store');
      if (up)
        return {
          data: { status: 'ok' as const, database: 'up' as const, driver: database.driver },
        };
      return reply.code(503).send({
        data: { status: 'degraded', database: 'down', driver: database.driver },
        errorList: [translate(apiLocale(request.headers['accept-language']), 'server.unavailable')],
        code: 'server.unavailable',
      } satisfies z.infer<typeof unavailableSchema>);
    },
  );
};
