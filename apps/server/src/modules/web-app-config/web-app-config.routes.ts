import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, webAppConfigSchema, type WebAppConfig } from '@dalbit/contract';
import type { AppConfig } from '../../config.js';
import { errorResponses } from '../../infra/http/route-schema.js';

/** Only public values: client ids and provider addresses, never a secret. */
export const webAppConfigOf = (config: Pick<AppConfig, 'google' | 'kakao'>): WebAppConfig => ({
  google: config.google
    ? { clientId: config.google.clientId, scriptUrl: config.google.scriptUrl }
    : null,
  kakao: config.kakao
    ? { restApiKey: config.kakao.restApiKey, authBase: config.kakao.authBase }
    : null,
});

export const webAppConfigRoutes: FastifyPluginAsyncZod<{
  config: Pick<AppConfig, 'google' | 'kakao'>;
}> = async (app, { config }) => {
  const data = webAppConfigOf(config);
  app.get(
    '/web-app/config',
    {
      schema: {
        summary: 'The sign-in providers the web app offers (null when not configured)',
        tags: ['web-app'],
        response: { 200: dataOf(webAppConfigSchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data };
    },
  );
};
