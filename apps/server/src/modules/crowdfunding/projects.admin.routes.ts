import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProjectListQuerySchema,
  backerPledgeSchema,
  dataOf,
  idParamsSchema,
  pageOf,
  pledgeActionBodySchema,
  pledgeStatusSchema,
  projectInputSchema,
  projectInviteBodySchema,
  reviewBodySchema,
  scheduleBodySchema,
  studioProjectSchema,
  studioProjectSummarySchema,
  updateInputSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { StudioService } from './studio.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];
const pledgeAnswer = z.object({ _id: z.string(), status: pledgeStatusSchema });

/**
 * `/api/admin/projects`: the review queue, the same editor as the studio, approve / send back /
 * schedule, invitations from accepted applications and per-pledge actions; projects.manage.
 */
export const projectsAdminRoutes: FastifyPluginAsyncZod<{
  service: StudioService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('projects.manage');
  const doc = (summary: string) => ({ summary, tags, security });
  const project = { 200: dataOf(studioProjectSchema), ...adminErrorResponses };
  const editor = (request: Parameters<StaffGuard['contextOf']>[0]) => ({
    kind: 'staff' as const,
    who: guard.contextOf(request),
  });

  app.get(
    '/',
    {
      ...staff,
      schema: {
        ...doc('Projects by workflow state (in_review: the review queue, oldest first)'),
        querystring: adminProjectListQuerySchema,
        response: { 200: dataOf(pageOf(studioProjectSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.adminList(request.query) }),
  );

  app.post(
    '/invitations',
    {
      ...staff,
      schema: {
        ...doc("A draft project for an accepted application, its creator the e-mail's account"),
        body: projectInviteBodySchema,
        response: { 201: dataOf(studioProjectSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.invite(
          request.body.applicationId,
          request.body.email,
          guard.contextOf(request),
        ),
      }),
  );

  app.get(
    '/:id',
    {
      ...staff,
      schema: {
        ...doc('One project with its history and creators'),
        params: idParamsSchema,
        response: project,
      },
    },
    async (request) => ({ data: await service.get(request.params.id, editor(request)) }),
  );

  app.put(
    '/:id',
    {
      ...staff,
      schema: {
        ...doc('The editor (goal and rewards fixed once funding started)'),
        params: idParamsSchema,
        body: projectInputSchema,
        response: project,
      },
    },
    async (request) => ({
      data: await service.save(request.params.id, request.body, editor(request)),
    }),
  );

  app.post(
    '/:id/approve',
    {
      ...staff,
      schema: {
        ...doc('Approve a project in review (its dates must be in the future)'),
        params: idParamsSchema,
        body: reviewBodySchema,
        response: project,
      },
    },
    async (request) => ({
      data: await service.approve(request.params.id, request.body, guard.contextOf(request)),
    }),
  );

  app.post(
    '/:id/send-back',
    {
      ...staff,
      schema: {
        ...doc('Send a project in review back to draft with comments'),
        params: idParamsSchema,
        body: reviewBodySchema,
        response: project,
      },
    },
    async (request) => ({
      data: await service.sendBack(request.params.id, request.body, guard.contextOf(request)),
    }),
  );

  app.post(
    '/:id/schedule',
    {
      ...staff,
      schema: {
        ...doc('Schedule an approved project: publication, start and end'),
        params: idParamsSchema,
        body: scheduleBodySchema,
        response: project,
      },
    },
    async (request) => ({
      data: await service.schedule(request.params.id, request.body, guard.contextOf(request)),
    }),
  );

  app.post(
    '/:id/updates',
    {
      ...staff,
      schema: {
        ...doc('Post an update for the creator'),
        params: idParamsSchema,
        body: updateInputSchema,
        response: { 201: dataOf(studioProjectSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.postUpdate(request.params.id, request.body, editor(request)),
      }),
  );

  app.get(
    '/:id/pledges',
    {
      ...staff,
      schema: {
        ...doc("The project's pledges with the backers' e-mails"),
        params: idParamsSchema,
        response: { 200: dataOf(z.array(backerPledgeSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.backers(request.params.id, editor(request)) }),
  );

  app.post(
    '/pledges/:id/cancel',
    {
      ...staff,
      schema: {
        ...doc('Cancel a reserved pledge with a reason (stock returns, billing key voided)'),
        params: idParamsSchema,
        body: pledgeActionBodySchema,
        response: { 200: dataOf(pledgeAnswer), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.cancelPledge(request.params.id, request.body, guard.contextOf(request)),
    }),
  );

  app.post(
    '/pledges/:id/refund',
    {
      ...staff,
      schema: {
        ...doc('Refund a charged pledge through the provider (payment cancel) with a reason'),
        params: idParamsSchema,
        body: pledgeActionBodySchema,
        response: { 200: dataOf(pledgeAnswer), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.refundPledge(request.params.id, request.body, guard.contextOf(request)),
    }),
  );
};
