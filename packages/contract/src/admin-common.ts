import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';
import { isoDateTimeSchema } from './common.js';

/** Back-office lists: 20 rows a page unless asked, search and sort in the query (and the URL). */
export const ADMIN_PAGE_SIZE = 20;

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(200).default(''),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * Sensitive staff actions (role changes, suspension, deletion) and deleting one's own account
 * ask for the password again; an account without one (Google, Kakao) needs a sign-in of the
 * last RECENT_SIGN_IN_MINUTES instead (docs/product/back-office.md#confirmation).
 */
export const RECENT_SIGN_IN_MINUTES = 10;
export const confirmSchema = z.object({
  password: z.string().max(200).optional(),
});
export type Confirm = z.infer<typeof confirmSchema>;

export const NOTE_MAX_LENGTH = 2000;
export const noteSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .max(NOTE_MAX_LENGTH, { error: 'validation.too_long' });

/** Who did something, as the back office shows it. */
export const staffRefSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

export const timestampSchema = isoDateTimeSchema;
