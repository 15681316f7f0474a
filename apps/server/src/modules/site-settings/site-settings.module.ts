import type { FastifyInstance } from 'fastify';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { siteSettingsAdminRoutes } from './site-settings.admin.routes.js';
import { createSiteSettingsRepository } from './site-settings.repository.js';
import { siteSettingsRoutes } from './site-settings.routes.js';
import { createSiteSettingsService } from './site-settings.service.js';

/**
 * Site settings staff edit in the browser (docs/product/back-office.md#site-settings), served to
 * the web at run time: inline in every page and at `/api/web-app/site-settings`.
 */
export const registerSiteSettings = async (
  app: FastifyInstance,
  deps: { db: Db; cache: TtlCache; guard: StaffGuard; audit: AuditTrail; now: Clock },
) => {
  const service = createSiteSettingsService({
    repository: createSiteSettingsRepository(deps.db),
    cache: deps.cache,
    audit: deps.audit,
    now: deps.now,
  });
  await app.register(siteSettingsRoutes, { prefix: API_PREFIX, service });
  await app.register(siteSettingsAdminRoutes, {
    prefix: `${API_PREFIX}/admin/settings`,
    service,
    guard: deps.guard,
  });
  return {
    publicSettings: () => service.publicSettings(),
    applicationsEmail: () => service.applicationsEmail(),
  };
};
