import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';
import { isoDateTimeSchema } from './common.js';

/**
 * The job queue's view in the back office (docs/product/back-office.md#jobs): failed, waiting and
 * running jobs with their errors; a failed job (or one waiting for its retry) runs again, a
 * waiting or failed one is discarded.
 */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobStateName = (typeof JOB_STATES)[number];

/** The lists: `waiting` is created or set for a retry. Failed first: what needs staff. */
export const JOB_LIST_STATES = ['failed', 'waiting', 'active'] as const;
export type JobListStateName = (typeof JOB_LIST_STATES)[number];

/** A queue's name as the app registers it (`mail.send`, `ingest.housekeeping`…). */
export const jobNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,99}$/i, { error: 'validation.invalid' });

/** pg-boss's job ids are UUIDs; anything else is refused before the database is asked. */
export const jobIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: 'validation.invalid',
  });

export const jobParamsSchema = z.object({ name: jobNameSchema, id: jobIdSchema });

export const adminJobSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    state: z.enum(JOB_STATES),
    /** Tries made after the first one, and how many are allowed. */
    retryCount: z.number().int(),
    retryLimit: z.number().int(),
    createdAt: isoDateTimeSchema,
    /** When it runs next (for a retry: after the backoff). */
    startAfter: isoDateTimeSchema,
    startedAt: isoDateTimeSchema.nullable(),
    completedAt: isoDateTimeSchema.nullable(),
    /** The last failure's message (failed jobs and jobs waiting for a retry). */
    error: z.string().nullable(),
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobDetailSchema = adminJobSchema
  .extend({
    /** The job's payload; strings longer than 120 characters are cut (sealed mail bodies). */
    data: z.unknown(),
    /** What the last run left: the handler's answer, or the error with its stack. */
    output: z.unknown(),
  })
  .meta({ id: 'AdminJobDetail' });
export type AdminJobDetail = z.infer<typeof adminJobDetailSchema>;

export const jobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  state: z.enum(JOB_LIST_STATES, { error: 'validation.invalid' }).default('failed'),
  /** One queue only; empty for all. */
  name: z.union([z.literal(''), jobNameSchema]).default(''),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** Every registered queue with how many of its jobs are in each list. */
export const jobQueueSummarySchema = z
  .object({
    name: z.string(),
    failed: z.number().int(),
    waiting: z.number().int(),
    active: z.number().int(),
  })
  .meta({ id: 'JobQueueSummary' });
export type JobQueueSummary = z.infer<typeof jobQueueSummarySchema>;
