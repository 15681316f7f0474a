import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService, type SearchDeps } from './search.service.js';

/** One search over films, projects, notices and events; app.ts hands in those features. */
export const registerSearch = async (app: FastifyInstance, deps: SearchDeps) => {
  await app.register(searchRoutes, { prefix: API_PREFIX, service: createSearchService(deps) });
};
