import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { createEventsRepository } from './events.repository.js';
import { eventsRoutes } from './events.routes.js';
import { createEventsService } from './events.service.js';

/** Notices and events: the public list and detail; search and page tags read them too. */
export const registerEvents = async (app: FastifyInstance, deps: { db: Db; cache: TtlCache }) => {
  const service = createEventsService({
    repository: createEventsRepository(deps.db),
    cache: deps.cache,
  });
  await app.register(eventsRoutes, { prefix: API_PREFIX, service });
  return { service };
};
