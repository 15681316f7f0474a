import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '@dalbit/contract';

/** Google issues ID tokens with either spelling of its issuer. */
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const APP_ROLES = ['all', 'web', 'worker'] as const;

// proxy-addr's names for address ranges, accepted in TRUST_PROXY like addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: `false` (default), `true` (any hop: only behind a proxy that overwrites
 * X-Forwarded-For), a number of hops, or a comma-separated list of proxy addresses and CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    if (lower === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of hops, or addresses and CIDRs separated by commas',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its default and its check. */
export const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default(DEFAULT_SITE_NAME)),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    SEED_DEMO: z.preprocess(emptyToUndefined, booleanFlag.optional()),
    PGLITE_WASM_BASELINE: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    APP_ROLE: z.preprocess(emptyToUndefined, z.enum(APP_ROLES).default('all')),
    TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxy.default(false)),
    METRICS_PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(65_535).optional(),
    ),
    METRICS_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    DATABASE_POOL_SIZE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(200).default(10),
    ),
    DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
    CROWDFUNDING_FEE_PERCENT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(0).max(50).default(8),
    ),
    CACHE_TTL_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(0).max(3600).default(5),
    ),
    SESSION_CACHE_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(0).max(3600).default(10),
    ),
    RATE_LIMIT_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(10_000_000).default(600),
    ),
    SIGN_IN_LIMIT_PER_IP: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(10_000_000).default(30),
    ),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
    S3_PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
    GOOGLE_ISSUER: z.preprocess(emptyToUndefined, httpUrl.default(DEFAULT_GOOGLE_ISSUER)),
    GOOGLE_JWKS_URL: z.preprocess(
      emptyToUndefined,
      httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
    ),
    GOOGLE_GSI_SCRIPT_URL: z.preprocess(
      emptyToUndefined,
      httpUrl.default('https://accounts.google.com/gsi/client'),
    ),
    KAKAO_REST_API_KEY: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
    KAKAO_APP_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9]{1,20}$/, { error: 'must be the numeric Kakao app id' })
        .optional(),
    ),
    KAKAO_AUTH_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://kauth.kakao.com')),
    KAKAO_API_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://kapi.kakao.com')),
    TOSS_API_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://api.tosspayments.com')),
    TOSS_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
    TOSS_CLIENT_KEY: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
    TOSS_SDK_URL: z.preprocess(
      emptyToUndefined,
      httpUrl.default('https://js.tosspayments.com/v2/standard'),
    ),
    TRANSCODE_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(16).default(1),
    ),
    KEEP_VIDEO_SOURCE: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
    VIDEO_UPLOAD_MAX_GB: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(0.001).max(5000).default(50),
    ),
    VIDEO_UPLOAD_EXPIRY_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .min(1)
        .max(24 * 30)
        .default(24),
    ),
    RETIRED_LADDER_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .min(0)
        .max(24 * 30)
        .default(6),
    ),
    FFMPEG_PATH: z.preprocess(emptyToUndefined, z.string().default('ffmpeg')),
    FFPROBE_PATH: z.preprocess(emptyToUndefined, z.string().default('ffprobe')),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.KAKAO_REST_API_KEY) !== Boolean(env.KAKAO_APP_ID)) {
      const missing = env.KAKAO_REST_API_KEY ? 'KAKAO_APP_ID' : 'KAKAO_REST_API_KEY';
      const other = env.KAKAO_REST_API_KEY ? 'KAKAO_REST_API_KEY' : 'KAKAO_APP_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
    // One key without the other would take real card details and then fail to charge them (or
    // the reverse): refuse to start rather than half-enable payments.
    if (Boolean(env.TOSS_SECRET_KEY) !== Boolean(env.TOSS_CLIENT_KEY)) {
      const missing = env.TOSS_SECRET_KEY ? 'TOSS_CLIENT_KEY' : 'TOSS_SECRET_KEY';
      const other = env.TOSS_SECRET_KEY ? 'TOSS_SECRET_KEY' : 'TOSS_CLIENT_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
      }
    }
  });

// Values that carry credentials: a configuration error names them but never echoes them.
export const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'APP_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'TOSS_SECRET_KEY',
  'METRICS_TOKEN',
]);
