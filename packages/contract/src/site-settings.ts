import { z } from 'zod';
import { emailSchema, VALIDATION_KEYS } from './account.js';
import { APPLY_VALIDATION_KEYS } from './apply.js';
import { isoDateTimeSchema } from './common.js';
import { SITE_LINK_KEYS, type SiteLinkKey, type SiteSettings } from './site-defaults.js';

export * from './site-defaults.js';

const V = VALIDATION_KEYS;
const A = APPLY_VALIDATION_KEYS;

export const SITE_TEXT_MAX = 200;

const text = (max = SITE_TEXT_MAX) =>
  z.string({ error: V.required }).trim().max(max, { error: A.tooLong });
const requiredText = (max = SITE_TEXT_MAX) => text(max).min(1, { error: V.required });
const httpUrl = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(500, { error: A.tooLong })
  .regex(/^https?:\/\/[^\s]+$/i, { error: A.url });

const siteLinkSchema = z.object({ url: httpUrl, url_eng: httpUrl });

export const siteSettingsSchema = z
  .object({
    company: z.object({
      name_kr: requiredText(),
      name_eng: requiredText(),
      representative_kr: requiredText(),
      representative_eng: requiredText(),
      businessRegistrationNumber: requiredText(50),
      mailOrderRegistrationNumber: requiredText(50),
      address_kr: requiredText(),
      address_eng: requiredText(),
      supportEmail: emailSchema,
      supportPhone: z
        .string({ error: V.required })
        .trim()
        .regex(/^\+?[0-9][0-9\s-]{6,19}$/, { error: V.phone }),
    }),
    links: z.object(
      Object.fromEntries(SITE_LINK_KEYS.map((key) => [key, siteLinkSchema])) as Record<
        SiteLinkKey,
        typeof siteLinkSchema
      >,
    ),
    banner: z.object({ text_kr: text(120), text_eng: text(120) }),
    notifications: z.object({
      applicationsEmail: z.union([z.literal(''), emailSchema]),
    }),
  })
  .meta({ id: 'SiteSettings' }) satisfies z.ZodType<SiteSettings>;

export const siteSettingsAnswerSchema = siteSettingsSchema.extend({
  updatedAt: isoDateTimeSchema.nullable(),
});
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>;

/** The public part: everything but the staff notification address. */
export const publicSiteSettingsSchema = siteSettingsSchema
  .omit({ notifications: true })
  .meta({ id: 'PublicSiteSettings' });
export type PublicSiteSettings = Omit<SiteSettings, 'notifications'>;
