import type { AdminJob, AdminJobDetail, JobQueueSummary, JobsQuery, Page } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { JobAdmin, JobSummary } from '../../infra/queue/job-admin.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';

/** Longer strings of a job's payload are cut in the detail (a sealed mail body is kilobytes). */
const MAX_SHOWN = 120;

const shorten = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string')
    return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => shorten(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, depth + 1)]));
};

const toDto = (job: JobSummary): AdminJob => ({
  _id: job.id,
  name: job.name,
  state: job.state,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
  createdAt: job.createdAt.toISOString(),
  startAfter: job.startAfter.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  completedAt: job.completedAt?.toISOString() ?? null,
  error: job.error,
});

/** What the audit log keeps of a job: enough to know which one and how it stood. */
const view = (job: JobSummary) => ({
  name: job.name,
  state: job.state,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
  error: job.error,
});

/**
 * The job queue's view (docs/product/back-office.md#jobs) over the queue's own admin calls
 * (infra/queue/job-admin.ts): lists, one job, retry and discard, each write in the audit log.
 */
export const createJobsAdminService = ({ jobs, audit }: { jobs: JobAdmin; audit: AuditTrail }) => {
  const found = async (name: string, id: string) => {
    const job = await jobs.get(name, id);
    if (!job) throw new AppError('job.not_found');
    return job;
  };
  const detail = (job: JobSummary): AdminJobDetail => ({
    ...toDto(job),
    data: shorten(job.data),
    output: shorten(job.output),
  });

  return {
    async list(query: JobsQuery): Promise<Page<AdminJob>> {
      const { items, total } = await jobs.list({
        state: query.state,
        name: query.name || undefined,
        limit: query.pageSize,
        offset: pageOffset(query.page, query.pageSize),
      });
      return toPage(items.map(toDto), query.page, query.pageSize, total);
    },

    queues: (): Promise<JobQueueSummary[]> => jobs.queues(),

    async get(name: string, id: string): Promise<AdminJobDetail> {
      return detail(await found(name, id));
    },

    async retry(staff: StaffContext, name: string, id: string): Promise<AdminJobDetail> {
      const before = await found(name, id);
      if (!(await jobs.retry(name, id))) throw new AppError('job.not_retryable');
      // The worker may have taken it already: what it is now, or what retry made of it.
      const after = (await jobs.get(name, id)) ?? before;
      await audit.record(staff, {
        action: 'job.retry',
        entityType: 'job',
        entityId: id,
        before: view(before),
        after: { ...view(after), requeued: true },
      });
      return detail(after);
    },

    async discard(staff: StaffContext, name: string, id: string): Promise<void> {
      const before = await found(name, id);
      if (!(await jobs.discard(name, id))) throw new AppError('job.not_discardable');
      await audit.record(staff, {
        action: 'job.discard',
        entityType: 'job',
        entityId: id,
        before: { ...view(before), data: shorten(before.data) as Record<string, unknown> },
        after: null,
      });
    },
  };
};

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
