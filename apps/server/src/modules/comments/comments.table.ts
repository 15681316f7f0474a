import { sql } from 'drizzle-orm';
import { COMMENT_REPORT_REASONS, REPORT_STATUSES } from '@dalbit/contract';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { projects } from '../crowdfunding/crowdfunding.table.js';
import { films } from '../films/films.table.js';
import { users } from '../accounts/users.table.js';

/**
 * Comments on a film or on a crowdfunding project (exactly one of the two is set). Top-level
 * comments have no parent; replies point at a top-level comment of the same target (one level).
 */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    filmId: bigint('film_id', { mode: 'bigint' }).references(() => films.id, {
      onDelete: 'cascade',
    }),
    projectId: bigint('project_id', { mode: 'bigint' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'bigint' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Hidden by a moderator: shown as hidden to everyone but its author. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('comments_film_created_idx').on(t.filmId, t.createdAt.desc(), t.id.desc()),
    index('comments_project_created_idx')
      .on(t.projectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.projectId} is not null`),
    index('comments_parent_idx').on(t.parentId),
    check('comments_one_target_ck', sql`num_nonnulls(${t.filmId}, ${t.projectId}) = 1`),
  ],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    commentId: bigint('comment_id', { mode: 'bigint' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMMENT_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** open until a moderator hides the comment (actioned) or dismisses the report. */
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    handledBy: bigint('handled_by', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledNote: text('handled_note').notNull().default(''),
  },
  (t) => [
    unique('comment_reports_comment_user_uq').on(t.commentId, t.userId),
    index('comment_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
