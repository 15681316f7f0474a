import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createHotSearchAdminRepository } from './hot-search.admin.repository.js';
import { hotSearchAdminRoutes } from './hot-search.admin.routes.js';
import { createHotSearchAdminService } from './hot-search.admin.service.js';
import { createHotSearchRepository } from './hot-search.repository.js';
import { hotSearchRoutes } from './hot-search.routes.js';
import { createHotSearchService } from './hot-search.service.js';

/** The popular search keywords under the search box, and their back office. */
export const registerHotSearch = async (
  app: FastifyInstance,
  deps: { db: Db; cache: TtlCache; guard: StaffGuard; audit: AuditTrail },
) => {
  const service = createHotSearchService({
    repository: createHotSearchRepository(deps.db),
    cache: deps.cache,
  });
  await app.register(hotSearchRoutes, { prefix: API_PREFIX, service, cache: deps.cache });
  const admin = createHotSearchAdminService({
    repository: createHotSearchAdminRepository(deps.db),
    cache: deps.cache,
    audit: deps.audit,
  });
  await app.register(hotSearchAdminRoutes, {
    prefix: `${API_PREFIX}/admin/keywords`,
    service: admin,
    guard: deps.guard,
  });
  return { service };
};
