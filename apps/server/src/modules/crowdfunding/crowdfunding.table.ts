import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  PLEDGE_STATUSES,
  PROJECT_STATES,
  UPDATE_AUDIENCES,
  type FaqItem,
  type Shipping,
} from '@dalbit/contract';
import { titleChoseongColumn } from '../../shared/choseong.js';
import { films } from '../films/films.table.js';
import { users } from '../accounts/users.table.js';

const id = () => bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const projectRef = () =>
  bigint('project_id', { mode: 'bigint' })
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * A campaign. `state` is its workflow (docs/product/crowdfunding.md#project-workflow): viewers
 * see it once approved and published (`publish_at` passed); from then on upcoming / funding
 * follow the dates; at the end the settle job decides `outcome`
 * once (succeeded when pledged ≥ goal) and sets `settled_at` after every pledge was charged or
 * voided. The counters move in the same transaction as the rows they count.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    seedKey: text('seed_key').unique(),
    filmId: bigint('film_id', { mode: 'bigint' }).references(() => films.id, {
      onDelete: 'set null',
    }),
    titleKr: text('title_kr').notNull(),
    titleEng: text('title_eng').notNull(),
    /** The Korean title's initials for 초성 search (shared/choseong.ts), kept by the database. */
    titleChoseong: titleChoseongColumn(),
    summaryKr: text('summary_kr').notNull().default(''),
    summaryEng: text('summary_eng').notNull().default(''),
    storyKr: text('story_kr').notNull().default(''),
    storyEng: text('story_eng').notNull().default(''),
    creatorNameKr: text('creator_name_kr').notNull().default(''),
    creatorNameEng: text('creator_name_eng').notNull().default(''),
    imageDomestic: text('image_domestic').notNull().default(''),
    imageOversea: text('image_oversea').notNull().default(''),
    goalAmount: bigint('goal_amount', { mode: 'number' }).notNull(),
    pledgedAmount: bigint('pledged_amount', { mode: 'number' }).notNull().default(0),
    backerCount: integer('backer_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The recorded workflow state; the dates move approved ones on (see workflow.ts). */
    state: text('state', { enum: PROJECT_STATES }).notNull().default('draft'),
    /** When an approved project becomes visible (upcoming); null until staff schedule it. */
    publishAt: at('publish_at'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    faq: jsonb('faq').$type<FaqItem[]>().notNull().default([]),
    reviewComment: text('review_comment').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The lists' orders with their tie-break (crowdfunding.repository.ts, orderOf): a page is a
    // top-N read along one of them, never a sort of the projects sharing a date.
    index('projects_starts_idx').on(t.startsAt, t.id),
    index('projects_ends_idx').on(t.endsAt, t.id),
    // What viewers may see (visibility.ts) with the lists' date filters: a list's count reads
    // this index alone instead of every project's row (0.6 -> 0.13 ms at 1,000 projects).
    index('projects_visible_idx').on(t.state, t.publishAt, t.startsAt, t.endsAt),
    // Search (modules/search): titles, their initials and the summaries, as films and events.
    index('projects_title_kr_trgm_idx').using('gin', sql`${t.titleKr} gin_trgm_ops`),
    index('projects_title_eng_trgm_idx').using('gin', sql`${t.titleEng} gin_trgm_ops`),
    index('projects_title_choseong_trgm_idx').using('gin', sql`${t.titleChoseong} gin_trgm_ops`),
    index('projects_summary_trgm_idx').using(
      'gin',
      sql`(lower(${t.summaryKr} || ' ' || ${t.summaryEng})) gin_trgm_ops`,
    ),
    index('projects_unsettled_idx')
      .on(t.endsAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

export const projectProducts = pgTable(
  'project_products',
  {
    id: id(),
    projectId: projectRef(),
    nameKr: text('name_kr').notNull(),
    nameEng: text('name_eng').notNull(),
    descriptionKr: text('description_kr').notNull().default(''),
    descriptionEng: text('description_eng').notNull().default(''),
    price: integer('price').notNull(),
    /** Null: unlimited. `sold` never passes it (checked under a row lock). */
    stockLimit: integer('stock_limit'),
    sold: integer('sold').notNull().default(0),
    /** `YYYY-MM`. */
    estimatedDelivery: text('estimated_delivery').notNull(),
    needsShipping: boolean('needs_shipping').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('project_products_project_idx').on(t.projectId, t.position)],
);

export const projectUpdates = pgTable(
  'project_updates',
  {
    id: id(),
    seedKey: text('seed_key').unique(),
    projectId: projectRef(),
    titleKr: text('title_kr').notNull(),
    titleEng: text('title_eng').notNull(),
    contentKr: text('content_kr').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    audience: text('audience', { enum: UPDATE_AUDIENCES }).notNull().default('public'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_updates_project_idx').on(t.projectId, t.createdAt.desc())],
);

export const pledges = pgTable(
  'pledges',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    status: text('status', { enum: PLEDGE_STATUSES }).notNull().default('reserved'),
    /** Products plus extra support, KRW. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    extraSupport: bigint('extra_support', { mode: 'number' }).notNull().default(0),
    shipping: jsonb('shipping').$type<Shipping>(),
    customerKey: text('customer_key').notNull(),
    billingKey: text('billing_key').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentKey: text('payment_key'),
    failureCode: text('failure_code'),
    chargedAt: at('charged_at'),
    /**
     * While in the future, one settle worker holds this reserved pledge (charging or voiding it);
     * other processes leave it alone. A worker that dies leaves a lease that simply runs out.
     */
    settlingUntil: at('settling_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('pledges_user_idx').on(t.userId, t.createdAt.desc()),
    index('pledges_project_status_idx').on(t.projectId, t.status),
  ],
);

export const pledgeItems = pgTable(
  'pledge_items',
  {
    id: id(),
    pledgeId: bigint('pledge_id', { mode: 'bigint' })
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'restrict' }),
    /** The price when pledged. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('pledge_items_pledge_idx').on(t.pledgeId)],
);

export const projectVotes = pgTable(
  'project_votes',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('project_votes_user_project_uq').on(t.userId, t.projectId)],
);

/** The creators of a project: accounts invited by staff; they edit it in the studio. */
export const projectCreators = pgTable(
  'project_creators',
  {
    projectId: projectRef(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_creators_user_idx').on(t.userId),
  ],
);

/**
 * Every move of a project's workflow state: who (null for the dates or the settle job), from,
 * to, the reviewer's comment. Staff and creator moves are also in the audit log.
 */
export const projectStateChanges = pgTable(
  'project_state_changes',
  {
    id: id(),
    projectId: projectRef(),
    fromState: text('from_state', { enum: PROJECT_STATES }),
    toState: text('to_state', { enum: PROJECT_STATES }).notNull(),
    actorId: bigint('actor_id', { mode: 'bigint' }),
    actorEmail: text('actor_email'),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_state_changes_project_idx').on(t.projectId, t.id)],
);

export type ProjectRow = typeof projects.$inferSelect;

/**
 * What a project's summary (lists, search, toSummary) reads of its row: not the story, gallery,
 * FAQ or workflow columns, which a list would fetch and parse for every project of the page
 * (docs/performance.md#one-query-per-answer).
 */
export const projectSummaryColumns = {
  id: projects.id,
  titleKr: projects.titleKr,
  titleEng: projects.titleEng,
  summaryKr: projects.summaryKr,
  summaryEng: projects.summaryEng,
  creatorNameKr: projects.creatorNameKr,
  creatorNameEng: projects.creatorNameEng,
  imageDomestic: projects.imageDomestic,
  imageOversea: projects.imageOversea,
  goalAmount: projects.goalAmount,
  pledgedAmount: projects.pledgedAmount,
  backerCount: projects.backerCount,
  voteCount: projects.voteCount,
  startsAt: projects.startsAt,
  endsAt: projects.endsAt,
  outcome: projects.outcome,
};

export type ProjectSummaryRow = Pick<ProjectRow, keyof typeof projectSummaryColumns>;
export type ProductRow = typeof projectProducts.$inferSelect;
export type UpdateRow = typeof projectUpdates.$inferSelect;
export type PledgeRow = typeof pledges.$inferSelect;
export type PledgeItemRow = typeof pledgeItems.$inferSelect;
export type StateChangeRow = typeof projectStateChanges.$inferSelect;
