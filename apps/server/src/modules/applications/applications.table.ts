import {
  APPLICATION_ENTRY_KINDS,
  APPLICATION_STATUSES,
  APPLY_EXPECTED_BENEFITS,
  APPLY_VIDEO_TYPES,
  LANGUAGES,
  MAIL_TEMPLATE_KEYS,
} from '@dalbit/contract';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.js';

/** Creator applications sent through the in-app form (`POST /web-app/apply`). */
export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in applicant's account; null for visitors. */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    projectTitle: text('project_title').notNull(),
    videoType: text('video_type', { enum: APPLY_VIDEO_TYPES }).notNull(),
    projectContent: text('project_content').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    fundingGoal: bigint('funding_goal', { mode: 'number' }).notNull(),
    productionDuration: text('production_duration').notNull(),
    portfolioLink: text('portfolio_link').notNull().default(''),
    expectedBenefits: text('expected_benefits', { enum: APPLY_EXPECTED_BENEFITS })
      .array()
      .notNull()
      .default([]),
    extraInformation: text('extra_information').notNull().default(''),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the receipt was put on the mail queue (which delivers it); null while it is owed. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    /** The staff member handling it. */
    assigneeId: bigint('assignee_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt.desc()),
    index('applications_user_idx').on(t.userId),
    index('applications_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** The history of an application: staff notes, replies mailed, status and assignee changes. */
export const applicationEntries = pgTable(
  'application_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'bigint' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPLICATION_ENTRY_KINDS }).notNull(),
    body: text('body').notNull().default(''),
    detail: text('detail').notNull().default(''),
    authorId: bigint('author_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('application_entries_app_idx').on(t.applicationId, t.createdAt)],
);

/** Reply templates staff edit; a key without a row uses the built-in text. */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key', { enum: MAIL_TEMPLATE_KEYS }).primaryKey(),
  subjectKr: text('subject_kr').notNull(),
  subjectEng: text('subject_eng').notNull(),
  bodyKr: text('body_kr').notNull(),
  bodyEng: text('body_eng').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ApplicationRow = typeof applications.$inferSelect;
