import { z } from 'zod';
import { VALIDATION_KEYS, emailSchema } from './account.js';
import { adminPageQuerySchema } from './admin-common.js';
import { APPLY_VALIDATION_KEYS } from './apply.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { pledgeItemSchema, pledgeStatusSchema, projectStatusSchema } from './crowdfunding.js';

/**
 * The life of a project (docs/product/crowdfunding.md#project-workflow): the creators' studio
 * (`/api/studio`) and the back office's projects (`/api/admin/projects`). Bilingual fields
 * follow docs/api.md#bilingual-fields.
 */
const V = VALIDATION_KEYS;
const A = APPLY_VALIDATION_KEYS;

/**
 * The workflow: draft → in_review → approved (or back to draft) → upcoming → funding →
 * successful | failed → settled. Upcoming and funding follow the dates once staff have
 * scheduled the publication.
 */
export const PROJECT_STATES = [
  'draft',
  'in_review',
  'approved',
  'upcoming',
  'funding',
  'successful',
  'failed',
  'settled',
] as const;
export const projectStateSchema = z.enum(PROJECT_STATES);
export type ProjectState = z.infer<typeof projectStateSchema>;

/** Public updates are read by everyone; `backers` ones only by the project's backers. */
export const UPDATE_AUDIENCES = ['public', 'backers'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

export const PROJECT_LIMITS = {
  title: 200,
  summary: 500,
  story: 50_000,
  creatorName: 100,
  image: 500,
  gallery: 10,
  products: 20,
  productName: 100,
  productDescription: 1_000,
  faq: 20,
  question: 300,
  answer: 3_000,
  goalMax: 10_000_000_000,
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  comment: 2_000,
  reason: 500,
  updateTitle: 200,
  updateContent: 20_000,
} as const;
const L = PROJECT_LIMITS;

const text = (max: number) =>
  z.string({ error: V.invalid }).trim().max(max, { error: A.tooLong }).default('');

/** An upload's URL (`/media/…`) or an outside https image; empty for none. */
export const projectImageSchema = z
  .string({ error: V.invalid })
  .trim()
  .max(L.image, { error: A.tooLong })
  .regex(/^(|\/media\/[\w./-]+|https:\/\/\S+)$/, { error: V.invalid });

export const faqItemSchema = z
  .object({
    question_kr: text(L.question),
    question_eng: text(L.question),
    answer_kr: text(L.answer),
    answer_eng: text(L.answer),
  })
  .meta({ id: 'ProjectFaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const productInputSchema = z
  .object({
    /** An existing reward to keep; absent for a new one. */
    _id: idSchema.optional(),
    name_kr: text(L.productName),
    name_eng: text(L.productName),
    description_kr: text(L.productDescription),
    description_eng: text(L.productDescription),
    price: z.number({ error: V.invalid }).int().min(0).max(L.priceMax),
    /** Null: unlimited. */
    stockLimit: z.number({ error: V.invalid }).int().min(1).max(L.stockMax).nullable(),
    /** `YYYY-MM`. */
    estimatedDelivery: z.string({ error: V.invalid }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, {
      error: V.invalid,
    }),
    needsShipping: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!value.name_kr && !value.name_eng) {
      ctx.addIssue({ code: 'custom', path: ['name_kr'], message: 'validation.title_one' });
    }
  })
  .meta({ id: 'RewardInput' });
export type ProductInput = z.input<typeof productInputSchema>;

/** What the studio and the back office edit (the same editor). */
export const projectInputSchema = z
  .object({
    title_kr: text(L.title),
    title_eng: text(L.title),
    summary_kr: text(L.summary),
    summary_eng: text(L.summary),
    /** Markdown; rendered without raw HTML. */
    story_kr: text(L.story),
    story_eng: text(L.story),
    creatorName_kr: text(L.creatorName),
    creatorName_eng: text(L.creatorName),
    imageDomestic: projectImageSchema.default(''),
    imageOversea: projectImageSchema.default(''),
    gallery: z.array(projectImageSchema.min(1)).max(L.gallery).default([]),
    /** Whole won; 0 while not decided (review needs one). */
    goalAmount: z.number({ error: V.invalid }).int().min(0).max(L.goalMax),
    startsAt: z.iso.datetime({ error: V.invalid, offset: true }),
    endsAt: z.iso.datetime({ error: V.invalid, offset: true }),
    products: z.array(productInputSchema).max(L.products),
    faq: z.array(faqItemSchema).max(L.faq).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.title_kr && !value.title_eng) {
      ctx.addIssue({ code: 'custom', path: ['title_kr'], message: 'validation.title_one' });
    }
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.period_order' });
    }
  })
  .meta({ id: 'ProjectInput' });
export type ProjectInput = z.input<typeof projectInputSchema>;

export const studioProductSchema = z.object({
  _id: idSchema,
  name_kr: z.string(),
  name_eng: z.string(),
  description_kr: z.string(),
  description_eng: z.string(),
  price: z.number().int(),
  stockLimit: z.number().int().nullable(),
  sold: z.number().int(),
  estimatedDelivery: z.string(),
  needsShipping: z.boolean(),
});

export const stateChangeSchema = z
  .object({
    from: projectStateSchema.nullable(),
    to: projectStateSchema,
    /** Null: the schedule (dates) or the settle job moved it. */
    actorEmail: z.string().nullable(),
    comment: z.string(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'ProjectStateChange' });
export type StateChange = z.infer<typeof stateChangeSchema>;

export const studioUpdateSchema = z
  .object({
    _id: idSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    content_kr: z.string(),
    content_eng: z.string(),
    audience: z.enum(UPDATE_AUDIENCES),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'StudioUpdate' });

/** A project as its creator (or staff) edits it. */
export const studioProjectSchema = z
  .object({
    _id: idSchema,
    state: projectStateSchema,
    /** The public status once viewers can see it; null before. */
    status: projectStatusSchema.nullable(),
    title_kr: z.string(),
    title_eng: z.string(),
    summary_kr: z.string(),
    summary_eng: z.string(),
    story_kr: z.string(),
    story_eng: z.string(),
    creatorName_kr: z.string(),
    creatorName_eng: z.string(),
    imageDomestic: z.string(),
    imageOversea: z.string(),
    gallery: z.array(z.string()),
    goalAmount: z.number().int(),
    pledgedAmount: z.number().int(),
    backerCount: z.number().int(),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    /** When viewers first see it (upcoming); null until staff schedule it. */
    publishAt: isoDateTimeSchema.nullable(),
    products: z.array(studioProductSchema),
    faq: z.array(faqItemSchema),
    /** The reviewer's last comment (sent back or approved). */
    reviewComment: z.string(),
    /** True once funding started: goal, dates, rewards, titles and FAQ are fixed. */
    locked: z.boolean(),
    updates: z.array(studioUpdateSchema),
    history: z.array(stateChangeSchema),
    creators: z.array(z.object({ _id: idSchema, email: z.string(), name: z.string() })),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'StudioProject' });
export type StudioProject = z.infer<typeof studioProjectSchema>;

export const studioProjectSummarySchema = studioProjectSchema
  .pick({
    _id: true,
    state: true,
    status: true,
    title_kr: true,
    title_eng: true,
    imageDomestic: true,
    imageOversea: true,
    goalAmount: true,
    pledgedAmount: true,
    backerCount: true,
    startsAt: true,
    endsAt: true,
    publishAt: true,
    updatedAt: true,
  })
  .meta({ id: 'StudioProjectSummary' });
export type StudioProjectSummary = z.infer<typeof studioProjectSummarySchema>;

export const updateInputSchema = z
  .object({
    title_kr: text(L.updateTitle),
    title_eng: text(L.updateTitle),
    content_kr: text(L.updateContent),
    content_eng: text(L.updateContent),
    audience: z.enum(UPDATE_AUDIENCES),
  })
  .superRefine((value, ctx) => {
    if (!value.title_kr && !value.title_eng) {
      ctx.addIssue({ code: 'custom', path: ['title_kr'], message: 'validation.title_one' });
    }
  })
  .meta({ id: 'UpdateInput' });
export type UpdateInput = z.input<typeof updateInputSchema>;

/** One pledge as the creator or staff see it (no card, no address for the creator here). */
export const backerPledgeSchema = z
  .object({
    _id: idSchema,
    backerName: z.string(),
    /** Staff only; empty for the creator. */
    backerEmail: z.string(),
    status: pledgeStatusSchema,
    amount: z.number().int(),
    extraSupport: z.number().int(),
    items: z.array(pledgeItemSchema),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'BackerPledge' });
export type BackerPledge = z.infer<typeof backerPledgeSchema>;

// Back office

export const projectInviteBodySchema = z
  .object({ applicationId: idSchema, email: emailSchema })
  .meta({ id: 'ProjectInvite' });
export type ProjectInviteBody = z.input<typeof projectInviteBodySchema>;

export const reviewBodySchema = z.object({
  comment: text(L.comment),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const scheduleBodySchema = z
  .object({
    publishAt: z.iso.datetime({ error: V.invalid, offset: true }),
    startsAt: z.iso.datetime({ error: V.invalid, offset: true }),
    endsAt: z.iso.datetime({ error: V.invalid, offset: true }),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.startsAt) < Date.parse(value.publishAt)) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'validation.period_order' });
    }
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.period_order' });
    }
  })
  .meta({ id: 'ProjectSchedule' });
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

export const pledgeActionBodySchema = z.object({
  reason: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(L.reason, { error: A.tooLong }),
});
export type PledgeActionBody = z.input<typeof pledgeActionBodySchema>;

export const adminProjectListQuerySchema = adminPageQuerySchema.extend({
  state: z.enum(['all', ...PROJECT_STATES]).default('all'),
});
export type AdminProjectListQuery = z.infer<typeof adminProjectListQuerySchema>;
