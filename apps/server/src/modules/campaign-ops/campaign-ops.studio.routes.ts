import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backerReportSchema, dataOf, idParamsSchema, idSchema } from '@dalbit/contract';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { requestLocale } from '../../infra/http/error-handler.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { BackerReportService } from './backer-report.service.js';

const tags = ['studio'];
const security = [{ bearer: [] }];
const reportParams = z.object({ id: idSchema, reportId: idSchema });

/**
 * `/api/studio/projects/:id/backer-reports`: the backer CSV of a creator's own project
 * (docs/product/crowdfunding.md#backer-report), the same report as the back office's without the
 * backers' e-mails. `creatorProject` (the studio's check) answers 404 project.not_found for a
 * project that is not the caller's and 409 project.state_invalid before funding starts; a
 * creator sees only the reports they asked for.
 */
export const campaignOpsStudioRoutes: FastifyPluginAsyncZod<{
  reports: BackerReportService;
  guards: AuthGuards;
  creatorProject: (projectId: string, userId: bigint) => Promise<void>;
}> = async (app, { reports, guards, creatorProject }) => {
  app.addHook('onSend', noStore);
  const doc = (summary: string) => ({ summary, tags, security });
  const signedIn = { preValidation: guards.requireUser };
  /** The caller's id, once the project is theirs and launched. */
  const creatorOf = async (request: Parameters<AuthGuards['authOf']>[0], projectId: string) => {
    const userId = guards.authOf(request).user.id;
    await creatorProject(projectId, userId);
    return userId;
  };

  app.post(
    '/studio/projects/:id/backer-reports',
    {
      ...signedIn,
      schema: {
        ...doc('Build my project’s backer CSV: ready at once, or pending in the job queue'),
        params: idParamsSchema,
        response: { 201: dataOf(backerReportSchema), ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const userId = await creatorOf(request, request.params.id);
      const data = await reports.request(
        request.params.id,
        userId,
        requestLocale(request),
        'creator',
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/studio/projects/:id/backer-reports',
    {
      ...signedIn,
      schema: {
        ...doc('The backer reports I asked for (kept 7 days)'),
        params: idParamsSchema,
        response: { 200: dataOf(z.array(backerReportSchema)), ...accountErrorResponses },
      },
    },
    async (request) => {
      const userId = await creatorOf(request, request.params.id);
      return { data: await reports.reports(request.params.id, userId) };
    },
  );

  app.get(
    '/studio/projects/:id/backer-reports/:reportId',
    {
      ...signedIn,
      schema: {
        ...doc('One of my backer reports (poll until ready)'),
        params: reportParams,
        response: { 200: dataOf(backerReportSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const userId = await creatorOf(request, request.params.id);
      return {
        data: await reports.report(request.params.id, request.params.reportId, userId),
      };
    },
  );

  app.get(
    '/studio/projects/:id/backer-reports/:reportId/download',
    {
      ...signedIn,
      schema: {
        ...doc('My backer CSV (UTF-8 with BOM, for Excel); 409 report.not_ready until built'),
        params: reportParams,
        response: { 200: z.string(), ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const userId = await creatorOf(request, request.params.id);
      const { content, fileName } = await reports.download(
        request.params.id,
        request.params.reportId,
        userId,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content);
    },
  );
};
