import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { EVENT_TYPES } from '@dalbit/contract';
import { titleChoseongColumn } from '../../shared/choseong.js';

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    titleKr: text('title_kr').notNull(),
    titleEng: text('title_eng').notNull(),
    /** The Korean title's initials for 초성 search (shared/choseong.ts), kept by the database. */
    titleChoseong: titleChoseongColumn(),
    summaryKr: text('summary_kr').notNull().default(''),
    summaryEng: text('summary_eng').notNull().default(''),
    contentKr: text('content_kr').notNull().default(''),
    contentEng: text('content_eng').notNull().default(''),
    imageDomestic: text('image_domestic').notNull().default(''),
    imageOversea: text('image_oversea').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Null: a draft. In the future: scheduled. Visitors see only what is published by now. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Stable name of a demo row, so seeding twice updates instead of duplicating. */
    seedKey: text('seed_key').unique(),
  },
  (t) => [
    index('events_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('events_published_at_idx').on(t.publishedAt),
    index('events_title_kr_trgm_idx').using('gin', sql`${t.titleKr} gin_trgm_ops`),
    index('events_title_eng_trgm_idx').using('gin', sql`${t.titleEng} gin_trgm_ops`),
    index('events_title_choseong_trgm_idx').using('gin', sql`${t.titleChoseong} gin_trgm_ops`),
    // One trigram index over the body text so summaries and contents are searchable too.
    index('events_text_trgm_idx').using(
      'gin',
      sql`(lower(${t.summaryKr} || ' ' || ${t.summaryEng} || ' ' || ${t.contentKr} || ' ' || ${t.contentEng})) gin_trgm_ops`,
    ),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
