import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationQuery, ReportStatus } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import { projects } from '../crowdfunding/crowdfunding.table.js';
import { films } from '../films/films.table.js';
import { commentReports, comments, type CommentRow } from './comments.table.js';

const author = alias(users, 'author');
const reporter = alias(users, 'reporter');
const handler = alias(users, 'handler');
const parent = alias(comments, 'parent');
const parentAuthor = alias(users, 'parent_author');

export type Person = { id: bigint; userName: string; email: string | null };
export type ReportRow = typeof commentReports.$inferSelect;

/** The moderation queue's queries: reported comments with their reports, target and parent. */
export const createCommentsAdminRepository = (db: Db) => ({
  /** One page of reported comments, most recently reported first. */
  async queue(query: ModerationQuery) {
    const openCount = sql<number>`count(*) filter (where ${commentReports.status} = 'open')`;
    const last = sql<Date>`max(${commentReports.createdAt})`;
    const having =
      query.status === 'open'
        ? sql`${openCount} > 0`
        : query.status === 'handled'
          ? sql`${openCount} = 0`
          : undefined;
    const where = and(
      query.reason === 'all' ? undefined : eq(commentReports.reason, query.reason),
      query.q ? ilike(comments.body, `%${escapeLike(query.q)}%`) : undefined,
    );
    const grouped = db
      .select({
        commentId: commentReports.commentId,
        open: openCount.mapWith(Number).as('open'),
        last: last.as('last'),
      })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(where)
      .groupBy(commentReports.commentId)
      .having(having)
      .as('grouped');
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, totals] = await Promise.all([
      db
        .select({ commentId: grouped.commentId, open: grouped.open, last: grouped.last })
        .from(grouped)
        .orderBy(direction(grouped.last), direction(grouped.commentId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(grouped),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** The comments of a page, with author, parent and the film or project they are on. */
  async comments(ids: bigint[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        comment: comments,
        author: { id: author.id, userName: author.userName, email: author.email },
        parent: { id: parent.id, body: parent.body },
        parentAuthor: {
          id: parentAuthor.id,
          userName: parentAuthor.userName,
          email: parentAuthor.email,
        },
        film: { id: films.id, titleKr: films.titleKr, titleEng: films.titleEng },
        project: { id: projects.id, titleKr: projects.titleKr, titleEng: projects.titleEng },
      })
      .from(comments)
      .innerJoin(author, eq(author.id, comments.userId))
      .leftJoin(parent, eq(parent.id, comments.parentId))
      .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId))
      .leftJoin(films, eq(films.id, comments.filmId))
      .leftJoin(projects, eq(projects.id, comments.projectId))
      .where(inArray(comments.id, ids));
  },

  reports(commentIds: bigint[]) {
    if (commentIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        report: commentReports,
        reporter: { id: reporter.id, userName: reporter.userName, email: reporter.email },
        handler: { id: handler.id, userName: handler.userName, email: handler.email },
      })
      .from(commentReports)
      .innerJoin(reporter, eq(reporter.id, commentReports.userId))
      .leftJoin(handler, eq(handler.id, commentReports.handledBy))
      .where(inArray(commentReports.commentId, commentIds))
      .orderBy(desc(commentReports.createdAt)) as Promise<
      { report: ReportRow; reporter: Person; handler: Person | null }[]
    >;
  },

  async find(id: bigint): Promise<CommentRow | undefined> {
    const rows = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
    return rows[0];
  },

  async setHidden(id: bigint, hiddenAt: Date | null): Promise<void> {
    await db.update(comments).set({ hiddenAt }).where(eq(comments.id, id));
  },

  /** Closes the comment's open reports; answers how many were open. */
  async closeReports(
    commentId: bigint,
    status: Exclude<ReportStatus, 'open'>,
    by: bigint,
    note: string,
    at: Date,
  ): Promise<number> {
    const rows = await db
      .update(commentReports)
      .set({ status, handledBy: by, handledAt: at, handledNote: note })
      .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')))
      .returning({ id: commentReports.id });
    return rows.length;
  },

  async openReportCount(): Promise<number> {
    const rows = await db
      .select({ n: sql<number>`count(distinct ${commentReports.commentId})`.mapWith(Number) })
      .from(commentReports)
      .innerJoin(
        comments,
        and(eq(comments.id, commentReports.commentId), isNull(comments.deletedAt)),
      )
      .where(eq(commentReports.status, 'open'));
    return rows[0]?.n ?? 0;
  },
});

export type CommentsAdminRepository = ReturnType<typeof createCommentsAdminRepository>;
