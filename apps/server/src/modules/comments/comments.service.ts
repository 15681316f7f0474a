import type { Comment, Page } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { MessageKey } from '../../infra/i18n/messages.js';
import { toId } from '../../shared/ids.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import {
  targetOf,
  type CommentsRepository,
  type CommentTargetKind,
  type CommentWithAuthor,
} from './comments.repository.js';

type Reply = Comment['replies'][number];

const toReply = ({ comment, author }: CommentWithAuthor, viewer: bigint | null): Reply => ({
  _id: comment.id.toString(),
  filmId: comment.filmId?.toString() ?? null,
  projectId: comment.projectId?.toString() ?? null,
  parentId: comment.parentId?.toString() ?? null,
  // A hidden comment is read only by its author (docs/product/back-office.md#moderation).
  body:
    comment.deletedAt || (comment.hiddenAt && (viewer === null || comment.userId !== viewer))
      ? ''
      : comment.body,
  author: { _id: author.id.toString(), userName: author.userName, avatar: author.avatar },
  createdAt: comment.createdAt.toISOString(),
  editedAt: comment.editedAt?.toISOString() ?? null,
  deleted: comment.deletedAt !== null,
  hidden: comment.hiddenAt !== null,
  mine: viewer !== null && comment.userId === viewer,
});

export interface CommentsServiceOptions {
  repository: CommentsRepository;
  /** The targets this service comments on; comments of the other kind answer 404. */
  kind: CommentTargetKind;
  /** The target's id, or an AppError (404) when it does not exist. */
  findTarget(id: string): Promise<bigint>;
  /** The target's wording of comment.reply_depth ('this film', 'this project'). */
  replyDepthMessage: MessageKey;
  now: () => number;
}

/** Comments with one level of replies, for one kind of target (films or projects). */
export const createCommentsService = ({
  repository,
  kind,
  findTarget,
  replyDepthMessage,
  now,
}: CommentsServiceOptions) => {
  const liveOfKind = async (commentId: string) => {
    const id = toId(commentId);
    const comment = id === undefined ? undefined : await repository.findLive(id, kind);
    if (!comment) throw new AppError('comment.not_found');
    return comment;
  };

  const ownLive = async (commentId: string, userId: bigint) => {
    const comment = await liveOfKind(commentId);
    if (comment.userId !== userId) throw new AppError('comment.forbidden');
    return comment;
  };

  const one = async (id: bigint, viewer: bigint): Promise<Comment> => {
    const found = await repository.withAuthor(id);
    if (!found) throw new AppError('comment.not_found');
    const replies = await repository.repliesOf([id]);
    return { ...toReply(found, viewer), replies: replies.map((r) => toReply(r, viewer)) };
  };

  return {
    async list(
      targetId: string,
      viewer: bigint | null,
      page: number,
      pageSize: number,
    ): Promise<Page<Comment>> {
      const target = { kind, id: await findTarget(targetId) };
      const { rows, total } = await repository.listTopLevel(
        target,
        pageSize,
        pageOffset(page, pageSize),
      );
      const replies = await repository.repliesOf(rows.map((r) => r.comment.id));
      const items = rows.map((row) => ({
        ...toReply(row, viewer),
        replies: replies
          .filter((r) => r.comment.parentId === row.comment.id)
          .map((r) => toReply(r, viewer)),
      }));
      return toPage(items, page, pageSize, total);
    },

    async add(
      targetId: string,
      userId: bigint,
      body: { body: string; parentId?: string | undefined },
    ): Promise<Comment> {
      const target = { kind, id: await findTarget(targetId) };
      let parentId: bigint | null = null;
      if (body.parentId !== undefined) {
        const id = toId(body.parentId);
        const parent = id === undefined ? undefined : await repository.findLive(id, kind);
        const parentTarget = parent ? targetOf(parent) : undefined;
        if (!parent || parentTarget?.id !== target.id || parent.parentId !== null) {
          throw new AppError('comment.reply_depth', { messageKey: replyDepthMessage });
        }
        parentId = parent.id;
      }
      let id: bigint;
      try {
        id = await repository.insert({
          target,
          userId,
          parentId,
          body: body.body,
          at: new Date(now()),
        });
      } catch {
        // The target or the parent went away in between: the client keeps the text and retries.
        throw new AppError('comment.failed');
      }
      return one(id, userId);
    },

    async edit(commentId: string, userId: bigint, body: string): Promise<Comment> {
      const comment = await ownLive(commentId, userId);
      await repository.updateBody(comment.id, body, new Date(now()));
      return one(comment.id, userId);
    },

    async remove(commentId: string, userId: bigint): Promise<void> {
      const comment = await ownLive(commentId, userId);
      await repository.remove(comment, new Date(now()));
    },

    /** True the first time this user reports the comment; repeats change nothing. */
    async report(
      commentId: string,
      userId: bigint,
      body: { reason: 'spam' | 'abuse' | 'spoiler' | 'other'; note?: string | undefined },
    ): Promise<boolean> {
      const comment = await liveOfKind(commentId);
      return repository.report({
        commentId: comment.id,
        userId,
        reason: body.reason,
        note: body.note ?? '',
      });
    },
  };
};

export type CommentsService = ReturnType<typeof createCommentsService>;
