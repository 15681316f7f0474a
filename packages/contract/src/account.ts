import { z } from 'zod';
import { idSchema, isoDateTimeSchema, languageSchema } from './common.js';
import { ROLES } from './permissions.js';

/**
 * Accounts: one rule set for the web forms and the server. Custom messages are message KEYS
 * (`validation.*`), which the server's catalogue and the web's `validation` namespace translate
 * with the numbers below as parameters (docs/product/validation.md#templates).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const USER_NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 365;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TICKET_TTL_SECONDS = 5 * 60;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** `cover`: notice and event covers, for staff who manage them. */
/**
 * `cover`: notice and event covers (events.manage); `poster`: film posters and backdrops
 * (films.manage); `project`: a creator's (or staff's) project images, in the uploader's own folder.
 */
export const UPLOAD_KINDS = ['avatar', 'cover', 'poster', 'project'] as const;
export const GENDERS = ['male', 'female', 'unchecked'] as const;
export const TOKEN_TYPES = ['google', 'kakao', 'other'] as const;
export const DEVICE_TYPES = ['web', 'ios', 'android'] as const;
export const SURVEY_CHANNELS = ['facebook', 'instagram', 'google', 'other'] as const;
export const SURVEY_OTHER_PREFIX = 'other:';
export const SURVEY_OTHER_MAX_LENGTH = 200;

/** Message keys used by the schemas below; both languages must have each of them. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  passwordLength: 'validation.password_length',
  passwordTooLong: 'validation.password_too_long',
  passwordRule: 'validation.password_rule',
  passwordMismatch: 'validation.password_mismatch',
  confirmRequired: 'validation.confirm_required',
  nameChars: 'validation.name_chars',
  nameLength: 'validation.name_length',
  otp: 'validation.otp',
  termsRequired: 'validation.terms_required',
  privacyRequired: 'validation.privacy_required',
  surveyRequired: 'validation.survey_required',
  surveyOtherRequired: 'validation.survey_other_required',
  phone: 'validation.phone',
  areaCode: 'validation.area_code',
  birthDate: 'validation.birth_date',
  uploadType: 'validation.upload_type',
  uploadSize: 'validation.upload_size',
} as const;
const V = VALIDATION_KEYS;

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required })
  .max(EMAIL_MAX_LENGTH, { error: V.email })
  .pipe(z.email({ error: V.email }));

/** docs/product/validation.md#password: 8 to 15 characters with upper and lower case, a digit and a special one. */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: V.passwordTooLong })
  .regex(/[A-Z]/, { error: V.passwordRule })
  .regex(/[a-z]/, { error: V.passwordRule })
  .regex(/[0-9]/, { error: V.passwordRule })
  .regex(/[^A-Za-z0-9]/, { error: V.passwordRule });

/** 'Must be Number, Korea or English.': Hangul, Latin letters, digits and inner spaces. */
export const userNameSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(USER_NAME_MAX_LENGTH, { error: V.nameLength })
  .regex(/^[0-9A-Za-z\u3131-\u318E\uAC00-\uD7A3 ]+$/, { error: V.nameChars });

export const otpSchema = z
  .string({ error: V.required })
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: V.otp });

const deviceFields = {
  typeDevice: z.enum(DEVICE_TYPES).default('web'),
  deviceToken: z.string().max(4096).default(''),
};

// Zod skips object refinements while any field is invalid; the confirmation is checked as soon
// as both passwords are strings, so 'Password not match' shows up beside the other messages.
const passwordsPresent = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
};

const withConfirmation = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) =>
  schema
    .refine((v) => v.confirmPassword !== '', {
      path: ['confirmPassword'],
      message: V.confirmRequired,
      when: passwordsPresent,
    })
    .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: V.passwordMismatch,
      when: passwordsPresent,
    });

export const registerBodySchema = withConfirmation(
  z.object({
    userName: userNameSchema,
    userEmail: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: V.confirmRequired }),
    agreeTerms: z.literal(true, { error: V.termsRequired }),
    agreePrivacy: z.literal(true, { error: V.privacyRequired }),
    language: languageSchema,
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  userEmail: emailSchema,
  // Sign-in checks the stored hash only: the rules of the day apply when a password is set.
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(128),
  language: languageSchema,
  ...deviceFields,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const emailBodySchema = z.object({ userEmail: emailSchema, language: languageSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const checkOtpBodySchema = emailBodySchema.extend({ otp: otpSchema });
export type CheckOtpBody = z.infer<typeof checkOtpBodySchema>;

export const resetPasswordBodySchema = withConfirmation(
  z.object({
    userEmail: emailSchema,
    otp: otpSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: V.confirmRequired }),
    language: languageSchema,
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const authTokenSchema = z
  .object({ token: z.string(), isEmailVerified: z.boolean() })
  .meta({ id: 'AuthToken' });
export type AuthToken = z.infer<typeof authTokenSchema>;

export const registerResultSchema = z
  .object({ token: z.string(), userEmail: z.string() })
  .meta({ id: 'RegisterResult' });
export const existEmailSchema = z.object({ existEmail: z.boolean() }).meta({ id: 'ExistEmail' });
export const resetResultSchema = z.object({ token: z.string() }).meta({ id: 'ResetResult' });

/** The two code senders answer this instead of `{ data }` (docs/api.md#envelopes). */
export const otpSentSchema = z
  .object({ status: z.literal('success'), msg: z.string() })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof otpSentSchema>;

export const surveyAnswerSchema = z.union([
  z.enum(['facebook', 'instagram', 'google']),
  z
    .string()
    .trim()
    .regex(new RegExp(`^${SURVEY_OTHER_PREFIX}\\S[\\s\\S]{0,${SURVEY_OTHER_MAX_LENGTH - 1}}$`), {
      error: V.surveyOtherRequired,
    }),
]);

export const userSchema = z
  .object({
    _id: idSchema,
    userName: z.string(),
    avatar: z.string().nullable(),
    /** Null only for a social account whose provider withheld the e-mail, until one is added. */
    userEmail: z.string().nullable(),
    /** Birth date as a millisecond timestamp (UTC midnight), or null. */
    userDOB: z.number().int().nullable(),
    typeToken: z.enum(TOKEN_TYPES),
    isEmailVerified: z.boolean(),
    language: languageSchema,
    survey: z.array(z.string()),
    /** ISO 3166-1 alpha-2 country code. */
    nationality: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    areaCode: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    /** When the account was made. */
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const updateMeBodySchema = z
  .object({
    userName: userNameSchema,
    avatar: z.string().trim().max(2048).nullable(),
    userDOB: z
      .number({ error: V.birthDate })
      .int({ error: V.birthDate })
      .min(Date.UTC(1900, 0, 1), { error: V.birthDate })
      .nullable(),
    nationality: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: V.invalid })
      .nullable(),
    gender: z.enum(GENDERS),
    areaCode: z
      .string()
      .trim()
      .regex(/^\+[0-9]{1,4}$/, { error: V.areaCode })
      .nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9][0-9 -]{2,18}[0-9]$/, { error: V.phone })
      .nullable(),
    survey: z.array(surveyAnswerSchema).min(1, { error: V.surveyRequired }).max(4),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changeLanguageBodySchema = z.object({ language: languageSchema });

export const areaCodeSchema = z
  .object({ _id: z.string(), code: z.string(), name_kr: z.string(), name_eng: z.string() })
  .meta({ id: 'AreaCode' });
export type AreaCode = z.infer<typeof areaCodeSchema>;

export const uploadTicketBodySchema = z.object({
  fileName: z.string().trim().min(1, { error: V.required }).max(255),
  type: z.enum(UPLOAD_KINDS),
  contentType: z.enum(UPLOAD_IMAGE_TYPES, { error: V.uploadType }),
  size: z
    .number({ error: V.uploadSize })
    .int()
    .min(1, { error: V.uploadSize })
    .max(UPLOAD_MAX_BYTES, { error: V.uploadSize }),
});
export type UploadTicketBody = z.infer<typeof uploadTicketBodySchema>;

export const uploadTicketSchema = z
  .object({ urlPresigned: z.string(), urlImage: z.string() })
  .meta({ id: 'UploadTicket' });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
