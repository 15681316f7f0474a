import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { auditAdminRoutes } from './audit.admin.routes.js';
import { createAuditRepository } from './audit.repository.js';
import { createAuditService } from './audit.service.js';

export type { AuditRecord, AuditTrail } from './audit.service.js';

/**
 * The audit log of the back office: returns the trail every module's staff service is handed,
 * and serves the log to staff who may read it (`/api/admin/audit`).
 */
export const registerAudit = async (
  app: FastifyInstance,
  deps: { db: Db; guard: StaffGuard; now: Clock },
) => {
  const service = createAuditService({ repository: createAuditRepository(deps.db), now: deps.now });
  await app.register(auditAdminRoutes, {
    prefix: `${API_PREFIX}/admin/audit`,
    service,
    guard: deps.guard,
  });
  return { audit: { record: service.record } };
};
