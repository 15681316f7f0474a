import { z } from 'zod';
import { VALIDATION_KEYS } from './account.js';
import { adminPageQuerySchema } from './admin-common.js';
import { APPLY_VALIDATION_KEYS } from './apply.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { eventSchema, eventTypeSchema } from './events.js';
import { hotSearchSchema } from './hot-search.js';

const V = VALIDATION_KEYS;
const A = APPLY_VALIDATION_KEYS;

export const EVENT_LIMITS = { title: 200, summary: 500, content: 20_000, image: 500 } as const;

/** Draft (never published), scheduled (publishes at a future time) or published. */
export const EVENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const adminEventSchema = eventSchema
  .extend({
    state: z.enum(EVENT_STATES),
    publishedAt: isoDateTimeSchema.nullable(),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof adminEventSchema>;

const text = (max: number) =>
  z.string({ error: V.invalid }).trim().max(max, { error: A.tooLong }).default('');

/** A cover is an upload's URL (`/media/…`) or an outside https image; empty for none. */
const imageSchema = z
  .string({ error: V.invalid })
  .trim()
  .max(EVENT_LIMITS.image, { error: A.tooLong })
  .regex(/^(|\/media\/[\w./-]+|https?:\/\/\S+)$/, { error: V.invalid })
  .default('');

/**
 * Both languages side by side; one may be missing while the other is written (the public pages
 * fall back to it), but a notice needs a title in at least one language.
 */
export const eventInputSchema = z
  .object({
    type: eventTypeSchema,
    title_kr: text(EVENT_LIMITS.title),
    title_eng: text(EVENT_LIMITS.title),
    summary_kr: text(EVENT_LIMITS.summary),
    summary_eng: text(EVENT_LIMITS.summary),
    content_kr: text(EVENT_LIMITS.content),
    content_eng: text(EVENT_LIMITS.content),
    imageDomestic: imageSchema,
    imageOversea: imageSchema,
    startsAt: z.iso.datetime({ error: V.invalid, offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ error: V.invalid, offset: true }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (!value.title_kr && !value.title_eng) {
      ctx.addIssue({ code: 'custom', path: ['title_kr'], message: 'validation.title_one' });
    }
    if (value.startsAt && value.endsAt && value.endsAt < value.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.period_order' });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;

/** `publishedAt` null unpublishes; a time in the future schedules; now or past publishes. */
export const eventPublicationSchema = z.object({
  publishedAt: z.iso.datetime({ error: V.invalid, offset: true }).nullable(),
});

export const adminEventListQuerySchema = adminPageQuerySchema.extend({
  state: z.enum(['all', ...EVENT_STATES]).default('all'),
  type: z.enum(['all', 'notice', 'event']).default('all'),
  sort: z.enum(['createdAt', 'publishedAt', 'title']).default('createdAt'),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

// Popular search keywords

export const KEYWORD_MAX_LENGTH = 50;
const keywordName = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(KEYWORD_MAX_LENGTH, { error: A.tooLong });

export const keywordInputSchema = z.object({ name_kr: keywordName, name_eng: keywordName });
export type KeywordInput = z.infer<typeof keywordInputSchema>;
export const keywordPatchSchema = keywordInputSchema.partial().extend({
  deleted: z.boolean().optional(),
});
export const adminKeywordSchema = hotSearchSchema
  .extend({ position: z.number().int() })
  .meta({ id: 'AdminKeyword' });
export type AdminKeyword = z.infer<typeof adminKeywordSchema>;
/** The whole order, every keyword's id once, first shown first. */
export const keywordOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

// Dashboard

export const DASHBOARD_PERIODS = [7, 30] as const;
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (DASHBOARD_PERIODS as readonly number[]).includes(d))
    .default(7),
});

export const dashboardSchema = z
  .object({
    days: z.number().int(),
    since: isoDateTimeSchema,
    signUps: z.number().int(),
    verifiedAccounts: z.number().int(),
    plays: z.number().int(),
    watchSeconds: z.number(),
    topFilms: z.array(
      z.object({
        _id: idSchema,
        title_kr: z.string(),
        title_eng: z.string(),
        plays: z.number().int(),
        watchSeconds: z.number(),
      }),
    ),
    pledgedAmount: z.number(),
    pledges: z.number().int(),
    applicationsWaiting: z.number().int(),
    openReports: z.number().int(),
    /** Jobs that failed for good in the period and still wait for staff (retry or discard). */
    failedJobs: z.number().int(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
