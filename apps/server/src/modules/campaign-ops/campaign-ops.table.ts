import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { BACKER_REPORT_STATUSES, FILM_LINK_KINDS } from '@dalbit/contract';
import { users } from '../accounts/users.table.js';
import { films } from '../films/films.table.js';
import { pledges, projects } from '../crowdfunding/crowdfunding.table.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const projectRef = () =>
  bigint('project_id', { mode: 'bigint' })
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * A backer report (CSV) of a project, built in the request or by the job queue. The file stays
 * in the database (it holds addresses: never in public storage) and is removed after 7 days.
 */
export const backerReports = pgTable(
  'backer_reports',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: projectRef(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: BACKER_REPORT_STATUSES }).notNull().default('pending'),
    rowCount: integer('row_count'),
    content: text('content'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('backer_reports_project_idx').on(t.projectId, t.createdAt.desc())],
);

/** A successful project's payout to its creator, once staff paid it (one row: paid once). */
export const projectPayouts = pgTable('project_payouts', {
  projectId: bigint('project_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  feePercent: numeric('fee_percent', { mode: 'number' }).notNull(),
  chargedAmount: bigint('charged_amount', { mode: 'number' }).notNull(),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull(),
  feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
  payoutAmount: bigint('payout_amount', { mode: 'number' }).notNull(),
  reference: text('reference').notNull().default(''),
  paidBy: bigint('paid_by', { mode: 'bigint' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  paidAt: at('paid_at').notNull(),
});

/**
 * Every crowdfunding notice sent, by its key (`outcome:<project>:<user>`, …): the notify job
 * inserts the key before it queues the mail, so each notice goes out once however often it runs.
 */
export const campaignNotices = pgTable('campaign_notices', {
  key: text('key').primaryKey(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A failed charge retried with a new card: one row per try (its number is in the order id). */
export const pledgeCardUpdates = pgTable(
  'pledge_card_updates',
  {
    pledgeId: bigint('pledge_id', { mode: 'bigint' })
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome', { enum: ['charged', 'declined'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pledgeId, t.attempt] })],
);

/** Watch-to-fund: the project raises the next part (season, episode, sequel) of this film. */
export const projectFilmLinks = pgTable(
  'project_film_links',
  {
    projectId: bigint('project_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filmId: bigint('film_id', { mode: 'bigint' })
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FILM_LINK_KINDS }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_film_links_film_idx').on(t.filmId)],
);

/**
 * Who is told about a project's pledges (the creators' daily digest): an address and its
 * language, set by staff (or, later, the creator's account in the studio).
 */
export const projectContacts = pgTable('project_contacts', {
  projectId: bigint('project_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  language: text('language', { enum: ['korean', 'english'] })
    .notNull()
    .default('korean'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
