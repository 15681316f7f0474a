import { resolve } from 'node:path';
import type { APP_ROLES, LOG_LEVELS } from './config-env.js';
import { DEFAULT_GOOGLE_ISSUER, envSchema, SECRET_VARIABLES } from './config-env.js';
import { serverRoot } from './paths.js';

export type LogLevel = (typeof LOG_LEVELS)[number];
/** What a process runs: `web` serves HTTP, `worker` runs the jobs, `all` both (docs/operations.md#processes). */
export type AppRole = (typeof APP_ROLES)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent means the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | undefined;
  siteName: string;
  /** Origin used for absolute open-graph URLs, without a trailing slash. */
  publicUrl: string;
  seedDemo: boolean;
  /** Keep V8's baseline WebAssembly compiler for PGlite (docs/operations.md#embedded-database). */
  pgliteWasmBaseline: boolean;
  logLevel: LogLevel;
  role: AppRole;
  /** Fastify's trustProxy: which hops' X-Forwarded-For to believe. */
  trustProxy: boolean | number | string[];
  /** Prometheus metrics on a port of their own (and health probes there for a worker). */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** Connections of this process's PostgreSQL pool. */
  databasePoolSize: number;
  /** Name repeated queries so PostgreSQL parses and plans them once per connection. */
  databasePreparedStatements: boolean;
  /** How long public read-mostly answers are kept in memory; 0 turns the cache off. */
  cacheTtlSeconds: number;
  /** How long a signed-in session is trusted without a query; 0 reads it every request. */
  sessionCacheSeconds: number;
  /** The platform's fee on a successful campaign, in percent of what was charged (settlement). */
  crowdfundingFeePercent: number;
  /** API requests one client IP may make per minute. */
  rateLimitPerMinute: number;
  /** Sign-in attempts one client address may make in 15 minutes (one account: 10). */
  signInLimitPerIp: number;
  webDistDir: string;
  /**
   * Key for HMACs (one-time codes, upload signatures, payment customer ids). Absent: the app keeps a generated one
   * under DATA_DIR; several processes behind one load balancer must share an explicit one.
   */
  appSecret: string | undefined;
  mail: {
    /** Absent: mail is written to the log and DATA_DIR/outbox instead of being sent. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** Absent: rate limits are kept in memory. */
  redisUrl: string | undefined;
  /** Absent: files are kept on local disk under DATA_DIR/media. */
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        /** Public base URL of the bucket's objects (a CDN); default: the endpoint and bucket. */
        publicUrl: string | undefined;
      }
    | undefined;
  /** Sign-in with Google: enabled when GOOGLE_CLIENT_ID is set. */
  google:
    | {
        clientId: string;
        /** The `iss` values accepted (the default issuer also in its host-only spelling). */
        issuers: string[];
        jwksUrl: string;
        /** The Google Identity Services script the web page loads. */
        scriptUrl: string;
      }
    | undefined;
  /** Sign-in with Kakao: enabled when KAKAO_REST_API_KEY and KAKAO_APP_ID are set. */
  kakao:
    | {
        restApiKey: string;
        appId: string;
        /** /oauth/authorize, /oauth/token, /oauth/logout; no trailing slash. */
        authBase: string;
        /** /v1/user/access_token_info, /v2/user/me; no trailing slash. */
        apiBase: string;
      }
    | undefined;
  /**
   * Toss Payments (billing keys, charges): enabled when TOSS_SECRET_KEY and TOSS_CLIENT_KEY are
   * set. Absent: the built-in 'manual' provider records reservations and charges without moving
   * money (dev).
   */
  toss:
    | {
        secretKey: string;
        /** Public: the web hands it to the SDK to open the card window. */
        clientKey: string;
        /** /v1/billing/...; no trailing slash. */
        apiBase: string;
        /** The Toss Payments SDK v2 script the web page loads. */
        sdkUrl: string;
      }
    | undefined;
  ingest: IngestConfig;
}

/** Video ingest (docs/product/video-ingest.md#settings). */
export interface IngestConfig {
  /** Transcodes one worker runs at once. */
  transcodeConcurrency: number;
  /** Keep the uploaded master after a successful transcode (else it is deleted). */
  keepSource: boolean;
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: number;
  /** An upload not finished this long after it was last written to is removed. */
  uploadExpiryMs: number;
  /** A ladder a newer transcode replaced stays this long for viewers still playing it. */
  retiredLadderMs: number;
  ffmpegPath: string;
  ffprobePath: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; pure so tests can feed it any record. */
export const loadConfig = (
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // A database URL carries a password: name the variable, never echo its value.
      const got = SECRET_VARIABLES.has(name)
        ? 'value hidden'
        : `got ${JSON.stringify(env[name] ?? null)}`;
      return `${name}: ${issue.message} (${got})`;
    });
    throw new ConfigError(`Invalid environment configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteName: e.SITE_NAME,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // Demo content is welcome on the embedded database, never silently on a real server.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    pgliteWasmBaseline: e.PGLITE_WASM_BASELINE,
    logLevel: e.LOG_LEVEL,
    role: e.APP_ROLE,
    trustProxy: e.TRUST_PROXY,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    crowdfundingFeePercent: e.CROWDFUNDING_FEE_PERCENT,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    webDistDir: e.WEB_DIST_DIR
      ? resolve(cwd, e.WEB_DIST_DIR)
      : resolve(serverRoot, '..', 'web', 'dist'),
    appSecret: e.APP_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@dalbit.local>`,
    },
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          issuers: googleIssuers(e.GOOGLE_ISSUER),
          jwksUrl: e.GOOGLE_JWKS_URL,
          scriptUrl: e.GOOGLE_GSI_SCRIPT_URL,
        }
      : undefined,
    kakao:
      e.KAKAO_REST_API_KEY && e.KAKAO_APP_ID
        ? {
            restApiKey: e.KAKAO_REST_API_KEY,
            appId: e.KAKAO_APP_ID,
            authBase: e.KAKAO_AUTH_BASE.replace(/\/+$/, ''),
            apiBase: e.KAKAO_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    toss:
      e.TOSS_SECRET_KEY && e.TOSS_CLIENT_KEY
        ? {
            secretKey: e.TOSS_SECRET_KEY,
            clientKey: e.TOSS_CLIENT_KEY,
            apiBase: e.TOSS_API_BASE.replace(/\/+$/, ''),
            sdkUrl: e.TOSS_SDK_URL,
          }
        : undefined,
    ingest: {
      transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
      keepSource: e.KEEP_VIDEO_SOURCE,
      maxUploadBytes: Math.round(e.VIDEO_UPLOAD_MAX_GB * 1024 ** 3),
      uploadExpiryMs: Math.round(e.VIDEO_UPLOAD_EXPIRY_HOURS * 3600 * 1000),
      retiredLadderMs: Math.round(e.RETIRED_LADDER_HOURS * 3600 * 1000),
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
    },
  };
};

const googleIssuers = (issuer: string): string[] => {
  const trimmed = issuer.replace(/\/+$/, '');
  return trimmed === DEFAULT_GOOGLE_ISSUER ? [trimmed, 'accounts.google.com'] : [trimmed];
};
