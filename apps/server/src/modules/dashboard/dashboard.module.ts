import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema, dataOf, type Dashboard } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import { createDashboardRepository, type DashboardRepository } from './dashboard.repository.js';

const TOP_FILMS = 5;

/** Jobs that failed for good since a time and still wait for staff (the job queue's count). */
export type FailedJobsSince = (since: Date) => Promise<number>;

export const dashboardOf = async (
  repository: DashboardRepository,
  failedJobsSince: FailedJobsSince,
  days: number,
  now: number,
): Promise<Dashboard> => {
  const since = new Date(now - days * DAY_MS);
  const [figures, top, failedJobs] = await Promise.all([
    repository.figures(since),
    repository.topFilms(since, TOP_FILMS),
    failedJobsSince(since),
  ]);
  return {
    days,
    since: since.toISOString(),
    ...figures,
    failedJobs,
    topFilms: top.map((f) => ({
      _id: f.id.toString(),
      title_kr: f.titleKr,
      title_eng: f.titleEng,
      plays: f.plays,
      watchSeconds: f.seconds,
    })),
  };
};

const dashboardRoutes: FastifyPluginAsyncZod<{
  repository: DashboardRepository;
  failedJobs: FailedJobsSince;
  guard: StaffGuard;
  now: Clock;
}> = async (app, { repository, failedJobs, guard, now }) => {
  app.addHook('onSend', noStore);
  app.get(
    '/',
    {
      ...guard.staff('dashboard.view'),
      schema: {
        summary: 'The last 7 or 30 days in figures, computed in SQL',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(dashboardSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await dashboardOf(repository, failedJobs, request.query.days, now()),
    }),
  );
};

/**
 * The back office's dashboard (docs/product/back-office.md#dashboard): reads, never writes. The
 * failed jobs are counted by the job queue (its tables are not a module's), passed in by app.ts.
 */
export const registerDashboard = async (
  app: FastifyInstance,
  deps: { db: Db; failedJobsSince: FailedJobsSince; guard: StaffGuard; now: Clock },
) => {
  await app.register(dashboardRoutes, {
    prefix: `${API_PREFIX}/admin/dashboard`,
    repository: createDashboardRepository(deps.db),
    failedJobs: deps.failedJobsSince,
    guard: deps.guard,
    now: deps.now,
  });
};
