import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { webAppConfigRoutes } from './web-app-config.routes.js';

/** The public part of the configuration the web app reads at start (sign-in providers). */
export const registerWebAppConfig = async (
  app: FastifyInstance,
  deps: { config: Pick<AppConfig, 'google' | 'kakao'> },
) => {
  await app.register(webAppConfigRoutes, { prefix: API_PREFIX, config: deps.config });
};
