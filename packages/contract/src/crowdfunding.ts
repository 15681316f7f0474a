import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common.js';

/**
 * Crowdfunding (docs/product/crowdfunding.md#all-or-nothing): all-or-nothing projects with reward products, pledges and votes.
 * Bilingual fields follow docs/api.md#bilingual-fields (`_kr` / `_eng`, images `<name>Domestic` / `<name>Oversea`).
 * Amounts are integer KRW.
 */
export const PROJECT_STATUSES = ['upcoming', 'funding', 'succeeded', 'failed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

// The path of a page of projects, in a module of its own without zod (project-paths.ts).
export { PROJECTS_PAGE_SIZE, projectFilmPath, projectListPath } from './project-paths.js';

/** What GET /crowdfunding/projects?status= filters by: by dates, ended = succeeded or failed. */
export const PROJECT_LIST_FILTERS = ['funding', 'upcoming', 'ended'] as const;

/** `refunded`: charged, then paid back by staff through the provider. */
export const PLEDGE_STATUSES = [
  'reserved',
  'charged',
  'voided',
  'cancelled',
  'failed',
  'refunded',
] as const;
export const pledgeStatusSchema = z.enum(PLEDGE_STATUSES);
export type PledgeStatus = z.infer<typeof pledgeStatusSchema>;

export const PLEDGE_MAX_QUANTITY = 10;
export const PLEDGE_MAX_EXTRA_SUPPORT = 100_000_000;

/** Message keys of the pledge form (the server translates them; the web has the same texts). */
export const CROWDFUNDING_VALIDATION_KEYS = {
  selectProduct: 'validation.select_product',
} as const;

export const projectSummarySchema = z
  .object({
    _id: idSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    summary_kr: z.string(),
    summary_eng: z.string(),
    creatorName_kr: z.string(),
    creatorName_eng: z.string(),
    imageDomestic: z.string(),
    imageOversea: z.string(),
    goalAmount: z.number().int(),
    pledgedAmount: z.number().int(),
    backerCount: z.number().int(),
    /** floor(pledged / goal * 100); may pass 100. */
    percentFunded: z.number().int(),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    /** Whole days until the end (rounded up); 0 once ended. */
    daysLeft: z.number().int(),
    status: projectStatusSchema,
    voteCount: z.number().int(),
    /** False for visitors. */
    viewerVoted: z.boolean(),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/**
 * A project as search lists it: what its card shows (image, creator, title, status, progress,
 * backers and days left, or the start and votes while upcoming), without the summary's texts,
 * goal, end and the viewer's vote (docs/api.md#search). A summary is one too, so the same card
 * shows either.
 */
export const projectHitSchema = projectSummarySchema
  .omit({
    summary_kr: true,
    summary_eng: true,
    goalAmount: true,
    endsAt: true,
    viewerVoted: true,
  })
  .meta({ id: 'ProjectHit' });
export type ProjectHit = z.infer<typeof projectHitSchema>;

export const rewardProductSchema = z
  .object({
    _id: idSchema,
    name_kr: z.string(),
    name_eng: z.string(),
    description_kr: z.string(),
    description_eng: z.string(),
    price: z.number().int(),
    /** Null: unlimited. */
    stockLimit: z.number().int().nullable(),
    /** Null: unlimited. */
    remaining: z.number().int().nullable(),
    /** `YYYY-MM`. */
    estimatedDelivery: z.string(),
    needsShipping: z.boolean(),
  })
  .meta({ id: 'RewardProduct' });
export type RewardProduct = z.infer<typeof rewardProductSchema>;

export const projectUpdateSchema = z
  .object({
    _id: idSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    content_kr: z.string(),
    content_eng: z.string(),
    /** `backers`: only the project's backers (and its creators) read the content. */
    audience: z.enum(['public', 'backers']),
    /** True when the viewer may not read this backers-only update: the content is empty. */
    locked: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'ProjectUpdate' });
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const shippingSchema = z
  .object({
    recipient: z.string().trim().min(1).max(50),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9\s-]{6,19}$/, { error: 'validation.phone' }),
    postalCode: z.string().trim().min(3).max(10),
    address1: z.string().trim().min(1).max(200),
    address2: z.string().trim().max(200).default(''),
  })
  .meta({ id: 'Shipping' });
export type Shipping = z.infer<typeof shippingSchema>;

export const pledgeItemSchema = z.object({
  productId: idSchema,
  productName_kr: z.string(),
  productName_eng: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
});

export const pledgeSchema = z
  .object({
    _id: idSchema,
    projectId: idSchema,
    projectTitle_kr: z.string(),
    projectTitle_eng: z.string(),
    status: pledgeStatusSchema,
    /** Products plus extra support: what is charged at success. */
    amount: z.number().int(),
    extraSupport: z.number().int(),
    items: z.array(pledgeItemSchema),
    shipping: shippingSchema.nullable(),
    createdAt: isoDateTimeSchema,
    chargedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'Pledge' });
export type Pledge = z.infer<typeof pledgeSchema>;

export const projectDetailSchema = projectSummarySchema
  .extend({
    story_kr: z.string(),
    story_eng: z.string(),
    gallery: z.array(z.string()),
    faq: z.array(
      z.object({
        question_kr: z.string(),
        question_eng: z.string(),
        answer_kr: z.string(),
        answer_eng: z.string(),
      }),
    ),
    products: z.array(rewardProductSchema),
    /** Newest first. */
    updates: z.array(projectUpdateSchema),
    /** The signed-in viewer's pledges in this project (null for visitors). */
    viewerPledges: z.array(pledgeSchema).nullable(),
  })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROJECT_LIST_FILTERS).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
export const projectPageSchema = pageOf(projectSummarySchema);

const selectProduct = CROWDFUNDING_VALIDATION_KEYS.selectProduct;

export const pledgeBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: idSchema,
          quantity: z.number().int().min(1).max(PLEDGE_MAX_QUANTITY),
        }),
        { error: selectProduct },
      )
      .min(1, { error: selectProduct })
      .max(20),
    extraSupport: z.number().int().min(0).max(PLEDGE_MAX_EXTRA_SUPPORT).default(0),
    /** Required when any selected product needs shipping. */
    shipping: shippingSchema.nullish(),
    /** From the payment widget: the server issues a billing key with them. */
    billing: z.object({
      customerKey: z.string().regex(/^[A-Za-z0-9\-_=.@]{2,300}$/),
      authKey: z.string().min(1).max(300),
    }),
  })
  .meta({ id: 'PledgeBody' });
export type PledgeBody = z.input<typeof pledgeBodySchema>;

export const voteSchema = z
  .object({ voted: z.boolean(), count: z.number().int() })
  .meta({ id: 'Vote' });
export type Vote = z.infer<typeof voteSchema>;

/**
 * GET /crowdfunding/payment-config (signed in): how the web collects the card for a pledge.
 * `toss`: load `sdkUrl` (Toss Payments SDK v2), `TossPayments(clientKey).payment({ customerKey })
 * .requestBillingAuth(...)`, which returns to the success URL with `customerKey` and `authKey`.
 * `manual` (no Toss keys configured, development): no card step; send `authKey: 'manual'`.
 * `customerKey` is the account's opaque payment customer id; the server refuses any other.
 */
export const paymentConfigSchema = z
  .discriminatedUnion('provider', [
    z.object({
      provider: z.literal('toss'),
      clientKey: z.string(),
      sdkUrl: z.string(),
      customerKey: z.string(),
    }),
    z.object({ provider: z.literal('manual'), customerKey: z.string() }),
  ])
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
