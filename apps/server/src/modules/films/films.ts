import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { Storage } from '../../infra/storage/storage.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { commentsRoutes } from '../comments/comments.routes.js';
import { createCommentsService } from '../comments/comments.service.js';
import { createEngagementRepository } from './engagement.repository.js';
import { engagementRoutes } from './engagement.routes.js';
import { createEngagementService } from './engagement.service.js';
import { createFilmsRepository } from './films.repository.js';
import { filmsRoutes } from './films.routes.js';
import { createFilmsService } from './films.service.js';

export interface FilmsOptions {
  db: Db;
  storage: Storage;
  cache: TtlCache;
  guards: AuthGuards;
  now: () => number;
}

/** Composition root of the films feature: catalogue, playback, reactions, progress, comments. */
export const registerFilms = ({ db, storage, cache, guards, now }: FilmsOptions) => {
  const engagementRepository = createEngagementRepository(db);
  const service = createFilmsService(
    createFilmsRepository(db),
    engagementRepository,
    storage,
    cache,
  );
  const engagement = createEngagementService(engagementRepository, service, now);
  const comments = createCommentsService({
    repository: createCommentsRepository(db),
    kind: 'film',
    findTarget: async (id) => (await service.filmRow(id)).id,
    replyDepthMessage: 'comment.reply_depth',
    now,
  });
  const routes = async (api: FastifyInstance) => {
    await api.register(filmsRoutes, { service, guards });
    await api.register(engagementRoutes, { service: engagement, guards });
    await api.register(commentsRoutes, {
      service: comments,
      guards,
      noun: 'film',
      listPath: '/films/:id/comments',
      commentPath: '/films/comments/:commentId',
    });
  };
  return { service, routes };
};
