import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { createHotSearchRepository } from './hot-search.repository.js';
import { hotSearchRoutes } from './hot-search.routes.js';
import { createHotSearchService } from './hot-search.service.js';

/** The popular search keywords under the search box. */
export const registerHotSearch = async (
  app: FastifyInstance,
  deps: { db: Db; cache: TtlCache },
) => {
  const service = createHotSearchService({
    repository: createHotSearchRepository(deps.db),
    cache: deps.cache,
  });
  await app.register(hotSearchRoutes, { prefix: API_PREFIX, service });
};
