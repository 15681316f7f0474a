import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageQuerySchema,
  adminProjectSummarySchema,
  backerListQuerySchema,
  backerReportSchema,
  backerRowSchema,
  dataOf,
  filmLinkBodySchema,
  idParamsSchema,
  idSchema,
  pageOf,
  payoutBodySchema,
  projectContactBodySchema,
  projectContactSchema,
  settlementSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { requestLocale } from '../../infra/http/error-handler.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { BackerReportService } from './backer-report.service.js';
import type { CampaignOpsService } from './campaign-ops.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];
const reportParams = z.object({ id: idSchema, reportId: idSchema });

/**
 * `/api/admin/crowdfunding`: projects after the campaign (backers, their CSV, settlement, payout,
 * film link, digest contact), for projects.manage; marking a payout paid needs payouts.manage.
 */
export const campaignOpsAdminRoutes: FastifyPluginAsyncZod<{
  service: CampaignOpsService;
  reports: BackerReportService;
  guard: StaffGuard;
}> = async (app, { service, reports, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('projects.manage');
  const doc = (summary: string) => ({ summary, tags, security });

  app.get(
    '/projects',
    {
      ...staff,
      schema: {
        ...doc('Projects, latest end first, with settlement and payout state'),
        querystring: adminPageQuerySchema,
        response: { 200: dataOf(pageOf(adminProjectSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.projects(request.query) }),
  );

  app.get(
    '/projects/:id/backers',
    {
      ...staff,
      schema: {
        ...doc("A project's backers: rewards, quantities, amount, address and state"),
        params: idParamsSchema,
        querystring: backerListQuerySchema,
        response: { 200: dataOf(pageOf(backerRowSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await reports.list(request.params.id, request.query) }),
  );

  app.post(
    '/projects/:id/backer-reports',
    {
      ...staff,
      schema: {
        ...doc('Build the backer CSV: ready at once, or pending while the job queue builds it'),
        params: idParamsSchema,
        response: { 201: dataOf(backerReportSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await reports.request(
          request.params.id,
          guard.contextOf(request).actorId,
          requestLocale(request),
        ),
      }),
  );

  app.get(
    '/projects/:id/backer-reports',
    {
      ...staff,
      schema: {
        ...doc("The project's latest backer reports (kept 7 days)"),
        params: idParamsSchema,
        response: { 200: dataOf(z.array(backerReportSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await reports.reports(request.params.id) }),
  );

  app.get(
    '/projects/:id/backer-reports/:reportId',
    {
      ...staff,
      schema: {
        ...doc('One backer report (poll until ready)'),
        params: reportParams,
        response: { 200: dataOf(backerReportSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await reports.report(request.params.id, request.params.reportId) }),
  );

  app.get(
    '/projects/:id/backer-reports/:reportId/download',
    {
      ...staff,
      schema: {
        ...doc('The backer CSV (UTF-8 with BOM, for Excel); 409 report.not_ready until built'),
        params: reportParams,
        response: { 200: z.string(), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const { content, fileName } = await reports.download(
        request.params.id,
        request.params.reportId,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content);
    },
  );

  app.get(
    '/projects/:id/settlement',
    {
      ...staff,
      schema: {
        ...doc('Charged, failed, voided, refunded, the fee and the payout to the creator'),
        params: idParamsSchema,
        response: { 200: dataOf(settlementSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.settlement(request.params.id) }),
  );

  app.post(
    '/projects/:id/payout',
    {
      ...guard.staff('payouts.manage'),
      schema: {
        ...doc('Mark the payout to the creator paid (once; recorded in the audit log)'),
        params: idParamsSchema,
        body: payoutBodySchema,
        response: { 200: dataOf(settlementSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.markPaid(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/projects/:id/film-link',
    {
      ...staff,
      schema: {
        ...doc('Link the project to the film or series it continues (null removes the link)'),
        params: idParamsSchema,
        body: filmLinkBodySchema,
        response: {
          200: dataOf(z.object({ filmId: idSchema.nullable(), kind: z.string().nullable() })),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({
      data: await service.setFilmLink(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/projects/:id/contact',
    {
      ...staff,
      schema: {
        ...doc("Where the project's daily pledge digest goes"),
        params: idParamsSchema,
        response: { 200: dataOf(projectContactSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.contact(request.params.id) }),
  );

  app.put(
    '/projects/:id/contact',
    {
      ...staff,
      schema: {
        ...doc("Set the address (and its language) of the project's daily pledge digest"),
        params: idParamsSchema,
        body: projectContactBodySchema,
        response: { 200: dataOf(projectContactSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.setContact(guard.contextOf(request), request.params.id, request.body),
    }),
  );
};
