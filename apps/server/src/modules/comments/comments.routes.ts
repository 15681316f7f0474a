import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentBodySchema,
  commentEditSchema,
  commentPageSchema,
  commentReportBodySchema,
  commentSchema,
  dataOf,
  idParamsSchema,
  idSchema,
  pageQuerySchema,
} from '@dalbit/contract';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { CommentsService } from './comments.service.js';

const tags = ['comments'];
const security = [{ bearer: [] }];
const commentParamsSchema = z.object({ commentId: idSchema });

export interface CommentsRoutesOptions {
  service: CommentsService;
  guards: AuthGuards;
  /** 'film' or 'project', for the summaries. */
  noun: string;
  /** The target's comments, with `:id` (e.g. `/films/:id/comments`). */
  listPath: string;
  /** One comment, with `:commentId` (e.g. `/films/comments/:commentId`). */
  commentPath: string;
}

/** The comment routes of one kind of target; the same rules for films and projects. */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsRoutesOptions> = async (
  app,
  { service, guards, noun, listPath, commentPath },
) => {
  app.addHook('onSend', noStore);

  app.get(
    listPath,
    {
      schema: {
        summary: `A ${noun}'s top-level comments newest first, each with its replies oldest first`,
        tags,
        security: [{ bearer: [] }, {}],
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: dataOf(commentPageSchema), ...accountErrorResponses },
      },
      preHandler: guards.optionalUser,
    },
    async (request) => ({
      data: await service.list(
        request.params.id,
        guards.viewerOf(request)?.user.id ?? null,
        request.query.page,
        request.query.pageSize,
      ),
    }),
  );

  app.post(
    listPath,
    {
      schema: {
        summary: `Comment on a ${noun}, or reply to one of its top-level comments (parentId)`,
        description: `400 comment.reply_depth when parentId is not a top-level comment of the ${noun}.`,
        tags,
        security,
        params: idParamsSchema,
        body: commentBodySchema,
        response: { 201: dataOf(commentSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireVerifiedUser,
    },
    async (request, reply) => {
      const data = await service.add(
        request.params.id,
        guards.authOf(request).user.id,
        request.body,
      );
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    commentPath,
    {
      schema: {
        summary: `Edit your own comment on a ${noun} (403 comment.forbidden otherwise)`,
        tags,
        security,
        params: commentParamsSchema,
        body: commentEditSchema,
        response: { 200: dataOf(commentSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireVerifiedUser,
    },
    async (request) => ({
      data: await service.edit(
        request.params.commentId,
        guards.authOf(request).user.id,
        request.body.body,
      ),
    }),
  );

  app.delete(
    commentPath,
    {
      schema: {
        summary: `Delete your own comment on a ${noun}; with replies it stays, deleted and empty`,
        tags,
        security,
        params: commentParamsSchema,
        response: { 200: dataOf(z.null()), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => {
      await service.remove(request.params.commentId, guards.authOf(request).user.id);
      return { data: null };
    },
  );

  app.post(
    `${commentPath}/report`,
    {
      schema: {
        summary: `Report a comment on a ${noun}: 201 the first time, 200 (nothing new) on repeats`,
        tags,
        security,
        params: commentParamsSchema,
        body: commentReportBodySchema,
        response: {
          200: dataOf(z.object({ reported: z.boolean() })),
          201: dataOf(z.object({ reported: z.boolean() })),
          ...accountErrorResponses,
        },
      },
      preValidation: guards.requireUser,
    },
    async (request, reply) => {
      const first = await service.report(
        request.params.commentId,
        guards.authOf(request).user.id,
        request.body,
      );
      return reply.code(first ? 201 : 200).send({ data: { reported: true } });
    },
  );
};
