import { z } from 'zod';
import { adminPageQuerySchema, staffRefSchema } from './admin-common.js';
import { VALIDATION_KEYS } from './account.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { shippingSchema } from './crowdfunding.js';

/**
 * After the campaign (docs/product/crowdfunding.md#after-the-campaign): the backer report, the
 * settlement report and the payout, the card update of a failed charge, and the link from a
 * project to the film or series it continues (watch-to-fund).
 */

/** A backer report with more pledges than this is built by the job queue, not in the request. */
export const BACKER_REPORT_INLINE_MAX = 500;
/** Days a backer whose charge failed may register another card (and be charged again). */
export const CARD_UPDATE_GRACE_DAYS = 7;

export const backerListQuerySchema = adminPageQuerySchema.extend({
  status: z
    .enum(['all', 'reserved', 'charged', 'voided', 'cancelled', 'failed', 'refunded'])
    .default('all'),
});
export type BackerListQuery = z.infer<typeof backerListQuerySchema>;

export const backerRowSchema = z
  .object({
    pledgeId: idSchema,
    userId: idSchema,
    userName: z.string(),
    email: z.string().nullable(),
    /** The pledge's state (reserved, charged, voided, cancelled, failed, or refunded). */
    status: z.string(),
    items: z.array(
      z.object({
        productName_kr: z.string(),
        productName_eng: z.string(),
        price: z.number().int(),
        quantity: z.number().int(),
      }),
    ),
    extraSupport: z.number().int(),
    amount: z.number().int(),
    shipping: shippingSchema.nullable(),
    createdAt: isoDateTimeSchema,
    chargedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'BackerRow' });
export type BackerRow = z.infer<typeof backerRowSchema>;

export const BACKER_REPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const backerReportSchema = z
  .object({
    _id: idSchema,
    projectId: idSchema,
    status: z.enum(BACKER_REPORT_STATUSES),
    /** Pledges in the file (once ready). */
    rowCount: z.number().int().nullable(),
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
    /** Where the CSV downloads (relative to /api), once ready. */
    downloadPath: z.string().nullable(),
  })
  .meta({ id: 'BackerReport' });
export type BackerReport = z.infer<typeof backerReportSchema>;

const amountLine = z.object({ count: z.number().int(), amount: z.number().int() });

export const settlementSchema = z
  .object({
    projectId: idSchema,
    projectTitle_kr: z.string(),
    projectTitle_eng: z.string(),
    goalAmount: z.number().int(),
    endsAt: isoDateTimeSchema,
    outcome: z.enum(['succeeded', 'failed']).nullable(),
    settledAt: isoDateTimeSchema.nullable(),
    reserved: amountLine,
    charged: amountLine,
    failed: amountLine,
    voided: amountLine,
    cancelled: amountLine,
    refunded: amountLine,
    /** The platform's fee in percent (CROWDFUNDING_FEE_PERCENT, or the rate recorded at payout). */
    feePercent: z.number(),
    /** ⌊(charged − refunded) × feePercent ÷ 100⌋. */
    feeAmount: z.number().int(),
    /** charged − refunded − fee: what the creator is paid. */
    payoutAmount: z.number().int(),
    /** Whether staff may mark the payout paid now (succeeded, settled, not paid yet). */
    payable: z.boolean(),
    payout: z
      .object({
        paidAt: isoDateTimeSchema,
        paidBy: staffRefSchema.nullable(),
        reference: z.string(),
        amount: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'Settlement' });
export type Settlement = z.infer<typeof settlementSchema>;

export const payoutBodySchema = z.object({
  /** The bank transfer's reference, as the paying person wrote it. */
  reference: z.string().trim().max(200, { error: VALIDATION_KEYS.invalid }).default(''),
});
export type PayoutBody = z.input<typeof payoutBodySchema>;

/** Staff's list of projects with their reports. */
export const adminProjectSummarySchema = z
  .object({
    _id: idSchema,
    titleKr: z.string(),
    titleEng: z.string(),
    status: z.enum(['upcoming', 'funding', 'succeeded', 'failed']),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    goalAmount: z.number().int(),
    pledgedAmount: z.number().int(),
    backerCount: z.number().int(),
    settledAt: isoDateTimeSchema.nullable(),
    paidAt: isoDateTimeSchema.nullable(),
    link: z
      .object({ filmId: idSchema, kind: z.string(), titleKr: z.string(), titleEng: z.string() })
      .nullable(),
  })
  .meta({ id: 'AdminProjectSummary' });
export type AdminProjectSummary = z.infer<typeof adminProjectSummarySchema>;

/** What a project continues: the next season or episode of a series, or a film's sequel. */
export const FILM_LINK_KINDS = ['next_season', 'next_episode', 'sequel'] as const;
export type FilmLinkKind = (typeof FILM_LINK_KINDS)[number];

export const filmLinkBodySchema = z.object({
  /** null removes the link. */
  filmId: idSchema.nullable(),
  kind: z.enum(FILM_LINK_KINDS, { error: VALIDATION_KEYS.invalid }).default('next_season'),
});
export type FilmLinkBody = z.input<typeof filmLinkBodySchema>;

/** The campaign a film's next part is raising, as the film page and the player show it. */
export const linkedCampaignSchema = z
  .object({
    projectId: idSchema,
    kind: z.enum(FILM_LINK_KINDS),
    title_kr: z.string(),
    title_eng: z.string(),
    status: z.enum(['upcoming', 'funding', 'succeeded', 'failed']),
    goalAmount: z.number().int(),
    pledgedAmount: z.number().int(),
    percentFunded: z.number().int(),
    backerCount: z.number().int(),
    voteCount: z.number().int(),
    daysLeft: z.number().int(),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
  })
  .meta({ id: 'LinkedCampaign' });
export type LinkedCampaign = z.infer<typeof linkedCampaignSchema>;

/** The film a project continues, as the project page shows it (with its first episode). */
export const linkedFilmSchema = z
  .object({
    filmId: idSchema,
    kind: z.enum(FILM_LINK_KINDS),
    title_kr: z.string(),
    title_eng: z.string(),
    poster: z.string(),
    firstVideoId: idSchema.nullable(),
  })
  .meta({ id: 'LinkedFilm' });
export type LinkedFilm = z.infer<typeof linkedFilmSchema>;

/** A film whose next part is funding or upcoming (the /streaming rail). */
export const nextUpFilmSchema = z
  .object({
    filmId: idSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    poster: z.string(),
    campaign: linkedCampaignSchema,
  })
  .meta({ id: 'NextUpFilm' });
export type NextUpFilm = z.infer<typeof nextUpFilmSchema>;

/** POST /crowdfunding/pledges/:id/card: a new card for a pledge whose charge failed. */
export const cardUpdateBodySchema = z.object({
  customerKey: z.string().min(1).max(300),
  authKey: z.string().min(1).max(300),
});
export type CardUpdateBody = z.infer<typeof cardUpdateBodySchema>;

export const cardUpdateStateSchema = z
  .object({
    pledgeId: idSchema,
    projectId: idSchema,
    projectTitle_kr: z.string(),
    projectTitle_eng: z.string(),
    amount: z.number().int(),
    status: z.string(),
    /** Until when a new card may be registered; null when the pledge did not fail. */
    graceUntil: isoDateTimeSchema.nullable(),
    updatable: z.boolean(),
  })
  .meta({ id: 'CardUpdateState' });
export type CardUpdateState = z.infer<typeof cardUpdateStateSchema>;

/** Where a project's daily pledge digest goes (null: nowhere). */
export const projectContactSchema = z
  .object({
    email: z.string().nullable(),
    language: z.enum(['korean', 'english']),
  })
  .meta({ id: 'ProjectContact' });
export type ProjectContact = z.infer<typeof projectContactSchema>;

export const projectContactBodySchema = z.object({
  email: z.email({ error: VALIDATION_KEYS.email }).max(254).nullable(),
  language: z.enum(['korean', 'english']).default('korean'),
});
export type ProjectContactBody = z.input<typeof projectContactBodySchema>;
