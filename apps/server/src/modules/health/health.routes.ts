import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  errorEnvelopeSchema,
  healthLiveSchema,
  healthReadySchema,
  healthSchema,
  type HealthReady,
} from '@dalbit/contract';
import type { Database } from '../../infra/database/database.js';
import { migrationsState } from '../../infra/database/migrations-state.js';
import { apiLocale, translate } from '../../infra/i18n/translate.js';

// 503 keeps `data` for monitors and adds the error envelope of docs/api.md#envelopes for clients.
const unavailableSchema = dataOf(healthSchema).extend(errorEnvelopeSchema.shape);
const notReadySchema = dataOf(healthReadySchema).extend(errorEnvelopeSchema.shape);

export interface HealthDeps {
  database: Database;
  /** Whether this process's job queue is started (it sends, or works, per its role). */
  queueRunning: () => boolean;
}

const probe = { config: { rateLimit: false as const } };

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
  app,
  { database, queueRunning },
) => {
  // Once every migration is seen applied it stays so for this process's lifetime.
  let migrationsApplied = false;

  app.get(
    '/health',
    {
      ...probe,
      schema: {
        summary: 'Database state (kept for existing monitors; see /health/ready)',
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

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['system'],
        response: { 200: dataOf(healthLiveSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const } };
    },
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        summary: 'Readiness: database reachable, migrations applied, job queue running',
        tags: ['system'],
        response: { 200: dataOf(healthReadySchema), 503: notReadySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const up = await database.ping().catch(() => false);
      const migrations = migrationsApplied
        ? 'applied'
        : up
          ? await migrationsState(database)
          : 'unknown';
      if (migrations === 'applied') migrationsApplied = true;
      const queue = queueRunning() ? 'running' : 'stopped';
      const ready = up && migrations === 'applied' && queue === 'running';
      const data: HealthReady = {
        status: ready ? 'ready' : 'not_ready',
        database: up ? 'up' : 'down',
        migrations,
        queue,
        driver: database.driver,
      };
      if (ready) return { data };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          data,
          errorList: [
            translate(apiLocale(request.headers['accept-language']), 'server.unavailable'),
          ],
          code: 'server.unavailable',
        } satisfies z.infer<typeof notReadySchema>);
    },
  );
};
