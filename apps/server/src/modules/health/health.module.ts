import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { healthRoutes, type HealthDeps } from './health.routes.js';

/**
 * Probes for monitors and load balancers: GET /api/health (database state, as before),
 * /api/health/live (the process answers) and /api/health/ready (database, migrations, queue).
 */
export const registerHealth = async (
  app: FastifyInstance,
  deps: { database: Database } & Omit<HealthDeps, 'database'>,
) => {
  await app.register(healthRoutes, { prefix: API_PREFIX, ...deps });
};
