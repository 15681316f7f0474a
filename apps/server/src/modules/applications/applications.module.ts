import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CounterStore } from '../../infra/rate-limit/counter-store.js';
import type { Clock } from '../../shared/clock.js';
import { applicationsJobs } from './applications.jobs.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createApplicationsAdminRepository } from './applications.admin.repository.js';
import { applicationsAdminRoutes } from './applications.admin.routes.js';
import { createApplicationsAdminService } from './applications.admin.service.js';
import { createApplicationsRepository } from './applications.repository.js';
import { applicationsRoutes } from './applications.routes.js';
import { createApplicationsService } from './applications.service.js';

export interface ApplicationsDeps {
  db: Db;
  guards: AuthGuards;
  guard: StaffGuard;
  audit: AuditTrail;
  mailer: Mailer;
  counters: CounterStore;
  siteName: string;
  publicUrl: string;
  /** The staff address for new applications (site settings), or null. */
  staffAddress: () => Promise<string | null>;
  log: FastifyBaseLogger;
  now: Clock;
}

/** Creator applications: the apply form, its receipt and staff notice, the job that resends owed receipts, and the staff inbox. */
export const registerApplications = async (app: FastifyInstance, deps: ApplicationsDeps) => {
  const service = createApplicationsService({
    repository: createApplicationsRepository(deps.db),
    mailer: deps.mailer,
    counters: deps.counters,
    siteName: deps.siteName,
    staffAddress: deps.staffAddress,
    adminUrl: (id) => `${deps.publicUrl}/admin/applications/${id}`,
    log: deps.log,
    now: deps.now,
  });
  await app.register(applicationsRoutes, { prefix: API_PREFIX, service, guards: deps.guards });
  const admin = createApplicationsAdminService({
    repository: createApplicationsAdminRepository(deps.db),
    audit: deps.audit,
    mailer: deps.mailer,
    siteName: deps.siteName,
    now: deps.now,
  });
  await app.register(applicationsAdminRoutes, {
    prefix: `${API_PREFIX}/admin/applications`,
    service: admin,
    guard: deps.guard,
  });
  return { service, jobs: applicationsJobs(service) };
};
