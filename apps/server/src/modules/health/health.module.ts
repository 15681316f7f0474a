import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { healthRoutes } from './health.routes.js';

/** GET /api/health for monitors and load balancers. */
export const registerHealth = async (app: FastifyInstance, deps: { database: Database }) => {
  await app.register(healthRoutes, { prefix: API_PREFIX, database: deps.database });
};
