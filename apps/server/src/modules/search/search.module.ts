import type { FastifyInstance } from 'fastify';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService, type SearchDeps } from './search.service.js';

export { SEARCH_CACHE_PREFIX } from './search.service.js';

/** One search over films, projects, notices and events; app.ts hands in those features. */
export const registerSearch = async (
  app: FastifyInstance,
  deps: SearchDeps & { cache: TtlCache },
) => {
  await app.register(searchRoutes, {
    prefix: API_PREFIX,
    service: createSearchService(deps),
    cache: deps.cache,
  });
};
