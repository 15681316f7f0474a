import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../infra/storage/storage.js';
import { mediaRoutes } from './media.routes.js';

/** Stored files under /media (and, with local storage, the signed upload PUT). */
export const registerMedia = async (app: FastifyInstance, deps: { storage: Storage }) => {
  await app.register(mediaRoutes, { storage: deps.storage });
};
