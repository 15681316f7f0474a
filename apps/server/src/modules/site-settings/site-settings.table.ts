import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '@dalbit/contract';

/** Settings staff edit in the browser, one JSON document per key (today only `site`). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<SiteSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
