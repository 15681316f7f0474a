import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { areaCodesRoutes } from './area-codes.routes.js';

/** The country calling codes of the profile form. */
export const registerAreaCodes = async (app: FastifyInstance) => {
  await app.register(areaCodesRoutes, { prefix: API_PREFIX });
};
