import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema, dataOf, pageOf } from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { AuditService } from './audit.service.js';

/** The audit log, read-only: there is no route that edits or deletes a line. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{
  service: AuditService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  app.get(
    '/',
    {
      ...guard.staff('audit.view'),
      schema: {
        summary: 'Search the audit log by staff e-mail, record and date, newest first',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: dataOf(pageOf(auditEntrySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.search(request.query) }),
  );
};
