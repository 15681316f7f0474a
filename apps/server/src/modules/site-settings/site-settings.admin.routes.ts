import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, siteSettingsAnswerSchema, siteSettingsSchema } from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { SiteSettingsService } from './site-settings.service.js';

/** `/api/admin/settings`: the site settings for staff with settings.manage. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod<{
  service: SiteSettingsService;
  guard: StaffGuard;
}> = async (app, { service, guard }) => {
  app.addHook('onSend', noStore);
  const staff = guard.staff('settings.manage');

  app.get(
    '/',
    {
      ...staff,
      schema: {
        summary: 'The site settings, with the staff notification address',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        response: { 200: dataOf(siteSettingsAnswerSchema), ...adminErrorResponses },
      },
    },
    async () => ({ data: await service.current() }),
  );

  app.put(
    '/',
    {
      ...staff,
      schema: {
        summary: 'Replace the site settings; pages show them on their next load',
        tags: ADMIN_TAGS,
        security: [{ bearer: [] }],
        body: siteSettingsSchema,
        response: { 200: dataOf(siteSettingsAnswerSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.update(guard.contextOf(request), request.body) }),
  );
};
