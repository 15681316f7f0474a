import { APPLY_EXPECTED_BENEFITS, APPLY_VIDEO_TYPES, LANGUAGES } from '@dalbit/contract';
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
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt.desc()),
    index('applications_user_idx').on(t.userId),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
