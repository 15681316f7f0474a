import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createCommentsAdminRepository } from './comments.admin.repository.js';
import { commentsAdminRoutes } from './comments.admin.routes.js';
import { createCommentsAdminService } from './comments.admin.service.js';
import { createCommentsRepository, type CommentTargetKind } from './comments.repository.js';
import { commentsRoutes } from './comments.routes.js';
import { createCommentsService } from './comments.service.js';

/** The id of a comment target (a film, a project); throws its own 404 when there is none. */
export type FindTarget = (id: string) => Promise<bigint>;

export interface CommentsDeps {
  db: Db;
  guards: AuthGuards;
  guard: StaffGuard;
  audit: AuditTrail;
  now: Clock;
  /** How each kind of target is found: app.ts hands in the films and crowdfunding lookups. */
  targets: Record<CommentTargetKind, FindTarget>;
}

// Each kind's routes sit beside its target's; a comment id of the other kind answers 404.
const KINDS = {
  film: {
    noun: 'film',
    listPath: '/films/:id/comments',
    commentPath: '/films/comments/:commentId',
    replyDepthMessage: 'comment.reply_depth',
  },
  project: {
    noun: 'project',
    listPath: '/crowdfunding/projects/:id/comments',
    commentPath: '/crowdfunding/comments/:commentId',
    replyDepthMessage: 'comment.reply_depth_project',
  },
} as const;

/** Comments with one level of replies on films and projects, and their moderation queue. */
export const registerComments = async (app: FastifyInstance, deps: CommentsDeps) => {
  const repository = createCommentsRepository(deps.db);
  for (const kind of ['film', 'project'] as const) {
    const { replyDepthMessage, ...paths } = KINDS[kind];
    const service = createCommentsService({
      repository,
      kind,
      findTarget: deps.targets[kind],
      replyDepthMessage,
      now: deps.now,
    });
    await app.register(commentsRoutes, {
      prefix: API_PREFIX,
      service,
      guards: deps.guards,
      ...paths,
    });
  }
  await app.register(commentsAdminRoutes, {
    prefix: `${API_PREFIX}/admin/moderation`,
    service: createCommentsAdminService({
      repository: createCommentsAdminRepository(deps.db),
      audit: deps.audit,
      now: deps.now,
    }),
    guard: deps.guard,
  });
};
