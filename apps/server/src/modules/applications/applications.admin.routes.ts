import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplicationListQuerySchema,
  adminApplicationSchema,
  adminApplicationSummarySchema,
  applicationNoteBodySchema,
  applicationPatchSchema,
  applicationReplyBodySchema,
  dataOf,
  idParamsSchema,
  MAIL_TEMPLATE_KEYS,
  mailTemplateInputSchema,
  mailTemplateSchema,
  pageOf,
  staffMemberSchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { ApplicationsAdminService } from './applications.admin.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];
const templateParams = z.object({ key: z.enum(MAIL_TEMPLATE_KEYS) });

/** `/api/admin/applications`: the creator applications inbox, for applications.manage. */
export const applicationsAdminRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsAdminService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('applications.manage');
  const doc = (summary: string) => ({ summary, tags, security });

  app.get(
    '/',
    {
      ...staff,
      schema: {
        ...doc('Applications with filters, search and sort'),
        querystring: adminApplicationListQuerySchema,
        response: { 200: dataOf(pageOf(adminApplicationSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query, guard.contextOf(request)) }),
  );

  app.get(
    '/export.csv',
    {
      ...staff,
      schema: {
        ...doc('The filtered list as CSV (UTF-8 with BOM, for Excel)'),
        querystring: adminApplicationListQuerySchema,
        response: { 200: z.string(), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .send(await service.exportCsv(request.query, guard.contextOf(request))),
  );

  app.get(
    '/assignees',
    {
      ...staff,
      schema: {
        ...doc('Staff who may be assigned an application'),
        response: { 200: dataOf(z.array(staffMemberSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.assignees() }),
  );

  app.get(
    '/templates',
    {
      ...staff,
      schema: {
        ...doc('The reply templates in both languages'),
        response: { 200: dataOf(z.array(mailTemplateSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.templates() }),
  );

  app.put(
    '/templates/:key',
    {
      ...staff,
      schema: {
        ...doc('Edit a reply template'),
        params: templateParams,
        body: mailTemplateInputSchema,
        response: { 200: dataOf(mailTemplateSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.putTemplate(guard.contextOf(request), request.params.key, request.body),
    }),
  );

  app.get(
    '/:id',
    {
      ...staff,
      schema: {
        ...doc('One application with its notes, replies and changes'),
        params: idParamsSchema,
        response: { 200: dataOf(adminApplicationSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      ...staff,
      schema: {
        ...doc('Change the status or the assignee'),
        params: idParamsSchema,
        body: applicationPatchSchema,
        response: { 200: dataOf(adminApplicationSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await service.patch(guard.contextOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/notes',
    {
      ...staff,
      schema: {
        ...doc('Add an internal note (never shown to the applicant)'),
        params: idParamsSchema,
        body: applicationNoteBodySchema,
        response: { 201: dataOf(adminApplicationSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.addNote(guard.contextOf(request), request.params.id, request.body.body),
      }),
  );

  app.get(
    '/:id/reply-draft',
    {
      ...staff,
      schema: {
        ...doc("A template filled in for this applicant, in the applicant's language"),
        params: idParamsSchema,
        querystring: z.object({ template: z.enum(MAIL_TEMPLATE_KEYS) }),
        response: {
          200: dataOf(z.object({ subject: z.string(), body: z.string() })),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({
      data: await service.draft(request.params.id, request.query.template),
    }),
  );

  app.post(
    '/:id/reply',
    {
      ...staff,
      schema: {
        ...doc('Mail the applicant a reply (and optionally move the status); 503 mail.failed'),
        params: idParamsSchema,
        body: applicationReplyBodySchema,
        response: { 201: dataOf(adminApplicationSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.reply(guard.contextOf(request), request.params.id, request.body),
      }),
  );
};
