import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createEventsAdminRepository } from './events.admin.repository.js';
import { eventsAdminRoutes } from './events.admin.routes.js';
import { createEventsAdminService, type CoverCheck } from './events.admin.service.js';
import { createEventsRepository } from './events.repository.js';
import { eventsRoutes } from './events.routes.js';
import { createEventsService } from './events.service.js';

export interface EventsDeps {
  db: Db;
  cache: TtlCache;
  guard: StaffGuard;
  audit: AuditTrail;
  checkCover: CoverCheck;
  now: Clock;
}

/**
 * Notices and events: the public list and detail (published ones only), and the back office's
 * `/api/admin/events`; search and page tags read them too.
 */
export const registerEvents = async (app: FastifyInstance, deps: EventsDeps) => {
  const service = createEventsService({
    repository: createEventsRepository(deps.db),
    cache: deps.cache,
    now: deps.now,
  });
  await app.register(eventsRoutes, { prefix: API_PREFIX, service, cache: deps.cache });
  const admin = createEventsAdminService({
    repository: createEventsAdminRepository(deps.db),
    cache: deps.cache,
    audit: deps.audit,
    checkCover: deps.checkCover,
    now: deps.now,
  });
  await app.register(eventsAdminRoutes, {
    prefix: `${API_PREFIX}/admin/events`,
    service: admin,
    guard: deps.guard,
  });
  return { service };
};
