import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { Clock } from '../../shared/clock.js';
import { createEngagementRepository } from './engagement.repository.js';
import { engagementRoutes } from './engagement.routes.js';
import { createEngagementService } from './engagement.service.js';
import { createFilmsRepository } from './films.repository.js';
import { filmsRoutes } from './films.routes.js';

export { FILMS_CACHE_PREFIX } from './films.service.js';
import { createFilmsService } from './films.service.js';

export interface FilmsDeps {
  db: Db;
  storage: Storage;
  cache: TtlCache;
  guards: AuthGuards;
  now: Clock;
}

/** The films feature: catalogue, playback, likes, bookmarks and watch progress. */
export const registerFilms = async (app: FastifyInstance, deps: FilmsDeps) => {
  const engagementRepository = createEngagementRepository(deps.db);
  const service = createFilmsService({
    repository: createFilmsRepository(deps.db, deps.now),
    engagement: engagementRepository,
    storage: deps.storage,
    cache: deps.cache,
  });
  const engagement = createEngagementService({
    repository: engagementRepository,
    films: service,
    now: deps.now,
  });
  await app.register(filmsRoutes, {
    prefix: API_PREFIX,
    service,
    guards: deps.guards,
    cache: deps.cache,
  });
  await app.register(engagementRoutes, {
    prefix: API_PREFIX,
    service: engagement,
    guards: deps.guards,
  });
  return { service };
};
