import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TOKEN_TYPES } from '@dalbit/contract';
import { users } from './users.table.js';

/** A signed-in device. Only the SHA-256 of the bearer token is kept, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** How this session signed in: google, kakao or other (e-mail and password, a reset code). */
    provider: text('provider', { enum: TOKEN_TYPES }).notNull().default('other'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
