import { sql } from 'drizzle-orm';
import { bigint, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { GENDERS, LANGUAGES, ROLES, TOKEN_TYPES } from '@dalbit/contract';

/**
 * One row per person. Keyed by a numeric id (not the e-mail) so social identities can point at
 * it; the e-mail is stored lower-cased and is unique when present. It is null only for a social
 * account whose provider gave no verified e-mail, until the owner adds one (POST /user/add-email).
 */
export const users = pgTable('users', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userName: text('user_name').notNull(),
  email: text('email').unique(),
  /** Null for accounts that only sign in through a provider. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  language: text('language', { enum: LANGUAGES }).notNull().default('english'),
  survey: text('survey')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  avatar: text('avatar'),
  birthDate: date('birth_date', { mode: 'string' }),
  nationality: text('nationality'),
  gender: text('gender', { enum: GENDERS }),
  areaCode: text('area_code'),
  phone: text('phone'),
  role: text('role', { enum: ROLES }).notNull().default('user'),
  /** How the account was created; /user/me answers the provider of the session instead. */
  typeToken: text('type_token', { enum: TOKEN_TYPES }).notNull().default('other'),
  /** Set by staff: every session ends and sign-in is refused until restored. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
  suspendedReason: text('suspended_reason').notNull().default(''),
  /**
   * The owner or staff deleted the account: its personal data is gone, the row stays so its
   * comments read "deleted account" and its settled pledges keep the campaign's records.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
