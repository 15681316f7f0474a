import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminJobDetailSchema,
  adminJobSchema,
  dataOf,
  jobParamsSchema,
  jobQueueSummarySchema,
  jobsQuerySchema,
  pageOf,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { JobsAdminService } from './jobs.admin.service.js';

/** `/api/admin/jobs`: the job queue's failed, waiting and running jobs, for jobs.manage. */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{
  service: JobsAdminService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('jobs.manage');
  const common = { tags: ADMIN_TAGS, security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Failed, waiting or running jobs, newest first, of every queue or one',
        querystring: jobsQuerySchema,
        response: { 200: dataOf(pageOf(adminJobSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/queues',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Every queue with its failed, waiting and running jobs counted',
        response: { 200: dataOf(z.array(jobQueueSummarySchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.queues() }),
  );

  app.get(
    '/:name/:id',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'One job with its payload and what its last run left (the error and stack)',
        params: jobParamsSchema,
        response: { 200: dataOf(adminJobDetailSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.name, request.params.id) }),
  );

  app.post(
    '/:name/:id/retry',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Run a failed job (or one waiting for its retry) again at once',
        params: jobParamsSchema,
        response: { 200: dataOf(adminJobDetailSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.retry(guard.contextOf(request), request.params.name, request.params.id),
    }),
  );

  app.delete(
    '/:name/:id',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Discard a failed or waiting job for good',
        params: jobParamsSchema,
        response: { 200: dataOf(z.null()), ...adminErrorResponses },
      },
    },
    async (request) => {
      await service.discard(guard.contextOf(request), request.params.name, request.params.id);
      return { data: null };
    },
  );
};
