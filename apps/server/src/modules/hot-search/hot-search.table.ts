import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const hotSearchKeywords = pgTable('hot_search_keywords', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  nameKr: text('name_kr').notNull(),
  nameEng: text('name_eng').notNull(),
  position: integer('position').notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  seedKey: text('seed_key').unique(),
});

export type HotSearchRow = typeof hotSearchKeywords.$inferSelect;
export type NewHotSearchRow = typeof hotSearchKeywords.$inferInsert;
