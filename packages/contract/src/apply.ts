import { z } from 'zod';
import { emailSchema, VALIDATION_KEYS } from './account.js';
import { idSchema, languageSchema } from './common.js';

/**
 * Creator applications: `POST /web-app/apply` with the apply payload of docs/api.md#spec-calls.
 * The web form and the server validate with this one schema; messages are `validation.*` keys.
 */
export const APPLY_VIDEO_TYPES = ['short_movie', 'web_series', 'music_video'] as const;
export const APPLY_EXPECTED_BENEFITS = [
  'english_subtitles',
  'overseas_market_info',
  'marketing_location',
  'production_cost_support',
] as const;

export const APPLY_LIMITS = {
  name: 100,
  projectTitle: 200,
  projectContent: 5000,
  productionDuration: 100,
  portfolioLink: 500,
  extraInformation: 3000,
  /** KRW; ten billion is far past any short-form budget and keeps the number exact. */
  fundingGoalMax: 10_000_000_000,
} as const;

export const APPLY_VALIDATION_KEYS = {
  videoType: 'validation.video_type',
  fundingGoal: 'validation.funding_goal',
  url: 'validation.url',
  tooLong: 'validation.too_long',
} as const;

const V = VALIDATION_KEYS;
const A = APPLY_VALIDATION_KEYS;

const requiredText = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(max, { error: A.tooLong });

const optionalText = (max: number) =>
  z.string({ error: V.invalid }).trim().max(max, { error: A.tooLong }).default('');

export const applyBodySchema = z
  .object({
    name: requiredText(APPLY_LIMITS.name),
    projectTitle: requiredText(APPLY_LIMITS.projectTitle),
    videoType: z.enum(APPLY_VIDEO_TYPES, { error: A.videoType }),
    projectContent: requiredText(APPLY_LIMITS.projectContent),
    email: emailSchema,
    mobile: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .regex(/^\+?[0-9][0-9\s-]{6,19}$/, { error: V.phone }),
    /** Whole KRW, at least 1. */
    fundingGoal: z
      .number({ error: A.fundingGoal })
      .int({ error: A.fundingGoal })
      .min(1, { error: A.fundingGoal })
      .max(APPLY_LIMITS.fundingGoalMax, { error: A.fundingGoal }),
    /** Free text ('6 months'), docs/api.md#decisions. */
    productionDuration: requiredText(APPLY_LIMITS.productionDuration),
    /** An http(s) address, or empty when the creator has none yet. */
    portfolioLink: optionalText(APPLY_LIMITS.portfolioLink).refine(
      (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
      { error: A.url },
    ),
    expectedBenefits: z
      .array(z.enum(APPLY_EXPECTED_BENEFITS, { error: V.invalid }), { error: V.invalid })
      .max(APPLY_EXPECTED_BENEFITS.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    extraInformation: optionalText(APPLY_LIMITS.extraInformation),
    language: languageSchema,
  })
  .meta({ id: 'ApplyBody' });
export type ApplyBody = z.input<typeof applyBodySchema>;
export type ApplyPayload = z.output<typeof applyBodySchema>;

export const applyResultSchema = z.object({ _id: idSchema }).meta({ id: 'ApplyResult' });
export type ApplyResult = z.infer<typeof applyResultSchema>;
