import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService, type EventSearcher, type FilmSearcher } from './search.service.js';

/** One search over films and events; app.ts hands in what it needs of those two modules. */
export const registerSearch = async (
  app: FastifyInstance,
  deps: { events: EventSearcher; films: FilmSearcher },
) => {
  await app.register(searchRoutes, { prefix: API_PREFIX, service: createSearchService(deps) });
};
