import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, publicSiteSettingsSchema } from '@dalbit/contract';
import { errorResponses } from '../../infra/http/route-schema.js';
import type { SiteSettingsService } from './site-settings.service.js';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ service: SiteSettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/web-app/site-settings',
    {
      schema: {
        summary:
          "The footer's company details, the header's outside links and the banner text " +
          '(pages also carry them inline)',
        tags: ['system'],
        response: { 200: dataOf(publicSiteSettingsSchema), ...errorResponses },
      },
    },
    async () => ({ data: await service.publicSettings() }),
  );
};
