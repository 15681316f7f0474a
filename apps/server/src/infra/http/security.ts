import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.js';

/** CSP without inline scripts; inline styles stay allowed for libraries that set style attrs. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export interface RateLimitOptions {
  max: number;
  /** Counters shared by every process through Redis; in memory (per process) when absent. */
  redis?: { url: string; prefix: string } | undefined;
}

export const registerSecurity = async (app: FastifyInstance, limits: RateLimitOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Open-graph images and media are fetched by other sites' link previews.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS terminator; on plain http://localhost it would only confuse.
    strictTransportSecurity: false,
  });
  const redis = limits.redis
    ? new Redis(limits.redis.url, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis)
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: true,
    max: limits.max,
    ...(redis && limits.redis
      ? {
          redis,
          nameSpace: `${limits.redis.prefix}rate:`,
          // A Redis outage must not take the site down with it: the limit opens until it is back.
          skipOnError: true,
        }
      : {}),
    // Only the API is limited: one page view fetches a dozen static files (scripts, styles,
    // fonts, locales, images), which would otherwise eat a visitor's budget in a few pages.
    allowList: (request) => !request.url.startsWith('/api/'),
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', 429, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
};
