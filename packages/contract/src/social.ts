import { z } from 'zod';
import { languageSchema } from './common.js';
import { DEVICE_TYPES, emailSchema } from './account.js';

/** Social sign-in (Google Identity Services, Kakao), docs/product/accounts.md#google and #kakao. */
export const SOCIAL_PROVIDERS = ['google', 'kakao'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Polling of the Kakao popups (docs/product/accounts.md#kakao). */
export const KAKAO_LOGIN_POLL_MS = 1000;
export const KAKAO_LOGOUT_POLL_MS = 500;
export const KAKAO_CALLBACK_PATH = '/oauth/kakao/callback';
export const KAKAO_EXPIRE_PATH = '/kakao-expire';

const deviceFields = {
  typeDevice: z.enum(DEVICE_TYPES).default('web'),
  deviceToken: z.string().max(4096).default(''),
};

/** A missing token answers 'Please check your email or password' (code auth.google_token_missing). */
export const googleLoginBodySchema = z.object({
  googleToken: z.string().max(8192).default(''),
  language: languageSchema,
  ...deviceFields,
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

export const kakaoLoginBodySchema = z.object({
  kakaoToken: z.string().min(1).max(4096),
  language: languageSchema,
  ...deviceFields,
});
export type KakaoLoginBody = z.infer<typeof kakaoLoginBodySchema>;

/**
 * POST /user/add-email: a signed-in account without a verified e-mail (a Kakao account whose
 * owner withheld it) names one; a code goes to it, and check-otp-verify attaches it.
 */
export const addEmailBodySchema = z.object({ userEmail: emailSchema, language: languageSchema });
export type AddEmailBody = z.infer<typeof addEmailBodySchema>;

/**
 * GET /web-app/config: what the web app needs to know about the providers, all public values.
 * A provider is null when it is not configured (its button is then not shown).
 */
export const webAppConfigSchema = z
  .object({
    google: z
      .object({
        clientId: z.string(),
        /** The Google Identity Services client script. */
        scriptUrl: z.string(),
      })
      .nullable(),
    kakao: z
      .object({
        restApiKey: z.string(),
        /** Kakao's auth host: /oauth/authorize, /oauth/token, /oauth/logout. */
        authBase: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'WebAppConfig' });
export type WebAppConfig = z.infer<typeof webAppConfigSchema>;
