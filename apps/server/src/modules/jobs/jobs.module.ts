import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { JobAdmin } from '../../infra/queue/job-admin.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { jobsAdminRoutes } from './jobs.admin.routes.js';
import { createJobsAdminService } from './jobs.admin.service.js';

/**
 * The back office's view of the job queue (docs/product/back-office.md#jobs). The queue's tables
 * belong to pg-boss (infra/queue); this module owns no table and reads them through `JobAdmin`.
 */
export const registerJobs = async (
  app: FastifyInstance,
  deps: { jobs: JobAdmin; guard: StaffGuard; audit: AuditTrail },
) => {
  await app.register(jobsAdminRoutes, {
    prefix: `${API_PREFIX}/admin/jobs`,
    service: createJobsAdminService({ jobs: deps.jobs, audit: deps.audit }),
    guard: deps.guard,
  });
};
