import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OTP_PURPOSES = ['verify_email', 'reset_password'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One-time codes. The code itself is never stored: `code_hash` is an HMAC keyed with the app
 * secret over purpose, e-mail and code, so a leaked table neither reveals nor transfers codes.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when used, and when a newer code or too many wrong tries void it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('one_time_codes_email_purpose_idx').on(t.email, t.purpose)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
