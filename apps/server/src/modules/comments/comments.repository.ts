import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { users } from '../accounts/users.table.js';
import { commentReports, comments, type CommentRow } from './comments.table.js';

/** What a comment belongs to: a film or a crowdfunding project. */
export type CommentTargetKind = 'film' | 'project';

export interface CommentTarget {
  kind: CommentTargetKind;
  id: bigint;
}

export interface CommentWithAuthor {
  comment: CommentRow;
  author: { id: bigint; userName: string; avatar: string | null };
}

const targetColumn = (kind: CommentTargetKind) =>
  kind === 'film' ? comments.filmId : comments.projectId;

/** The target of a row (the table's check constraint guarantees exactly one is set). */
export const targetOf = (row: CommentRow): CommentTarget | undefined => {
  if (row.filmId !== null) return { kind: 'film', id: row.filmId };
  if (row.projectId !== null) return { kind: 'project', id: row.projectId };
  return undefined;
};

// Replies of the outer `comments` row (a correlated subquery over the same table).
const liveReplyExists = sql`exists (select 1 from comments r where r.parent_id = ${comments.id} and r.deleted_at is null)`;
const anyReplyExists = sql`exists (select 1 from comments r where r.parent_id = ${comments.id})`;
const authorColumns = { id: users.id, userName: users.userName, avatar: users.avatar };

// A top-level comment is listed while it is alive or still carries replies.
const visibleTopLevel = (target: CommentTarget) =>
  and(
    eq(targetColumn(target.kind), target.id),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), liveReplyExists),
  );

export const createCommentsRepository = (db: Db) => ({
  async listTopLevel(target: CommentTarget, limit: number, offset: number) {
    const where = visibleTopLevel(target);
    const [rows, totals] = await Promise.all([
      db
        .select({ comment: comments, author: authorColumns })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(comments).where(where),
    ]);
    return { rows: rows as CommentWithAuthor[], total: totals[0]?.total ?? 0 };
  },

  /** Live replies of the given comments, oldest first. */
  async repliesOf(parentIds: bigint[]): Promise<CommentWithAuthor[]> {
    if (parentIds.length === 0) return [];
    return db
      .select({ comment: comments, author: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(inArray(comments.parentId, parentIds), isNull(comments.deletedAt)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  },

  async withAuthor(id: bigint): Promise<CommentWithAuthor | undefined> {
    const rows = await db
      .select({ comment: comments, author: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1);
    return rows[0];
  },

  /** A live comment on a target of this kind: a film route never reaches a project's comment. */
  async findLive(id: bigint, kind: CommentTargetKind): Promise<CommentRow | undefined> {
    const rows = await db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.deletedAt), isNotNull(targetColumn(kind))))
      .limit(1);
    return rows[0];
  },

  async insert(values: {
    target: CommentTarget;
    userId: bigint;
    parentId: bigint | null;
    body: string;
    at: Date;
  }): Promise<bigint> {
    const { target, at, ...rest } = values;
    const rows = await db
      .insert(comments)
      .values({
        ...rest,
        filmId: target.kind === 'film' ? target.id : null,
        projectId: target.kind === 'project' ? target.id : null,
        createdAt: at,
      })
      .returning({ id: comments.id });
    const row = rows[0];
    if (!row) throw new Error('comment insert returned nothing');
    return row.id;
  },

  async updateBody(id: bigint, body: string, at: Date): Promise<void> {
    await db.update(comments).set({ body, editedAt: at }).where(eq(comments.id, id));
  },

  /**
   * Removes a comment. One that still has live replies keeps its place, emptied and marked
   * deleted; a parent left empty and deleted by its last reply's removal goes as well.
   */
  async remove(comment: CommentRow, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const live = await tx
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.parentId, comment.id), isNull(comments.deletedAt)));
      if ((live[0]?.n ?? 0) > 0) {
        await tx
          .update(comments)
          .set({ body: '', deletedAt: at })
          .where(eq(comments.id, comment.id));
        return;
      }
      await tx.delete(comments).where(eq(comments.id, comment.id));
      if (comment.parentId !== null) {
        await tx
          .delete(comments)
          .where(
            and(
              eq(comments.id, comment.parentId),
              sql`${comments.deletedAt} is not null`,
              sql`not ${anyReplyExists}`,
            ),
          );
      }
    });
  },

  /** False when this user already reported this comment. */
  async report(values: {
    commentId: bigint;
    userId: bigint;
    reason: (typeof commentReports.$inferInsert)['reason'];
    note: string;
  }): Promise<boolean> {
    const rows = await db
      .insert(commentReports)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: commentReports.id });
    return rows.length > 0;
  },
});

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
