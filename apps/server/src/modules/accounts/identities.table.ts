import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS } from '@dalbit/contract';
import { users } from './users.table.js';

/**
 * A provider account (Google `sub`, Kakao id) linked to one of our users. An account is found by
 * provider and subject only, never by e-mail: the e-mail is kept for the record of the link.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider gave when the link was made (null when it gave none). */
    emailAtLink: text('email_at_link'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
