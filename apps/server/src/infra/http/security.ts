import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
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
  frameSrc: ["'self'"],
};

export type CspDirectives = Record<keyof typeof CSP_DIRECTIVES, string[]>;

/** Where Toss Payments' SDK opens its card window and calls home from. */
export const TOSS_PAYMENT_WINDOW_SOURCES = ['https://*.tosspayments.com', 'https://*.toss.im'];

/**
 * The CSP of the configured providers, still without inline scripts. Google Identity Services
 * loads its script, button frame, styles and calls from the GSI origin; the Kakao callback page
 * only POSTs the authorisation code to Kakao's token endpoint (its popups are top-level pages);
 * Toss' SDK is loaded from TOSS_SDK_URL's origin and opens its card window in a frame served by
 * Toss' hosts, which it talks to.
 */
export const cspDirectivesFor = (
  config: Pick<AppConfig, 'google' | 'kakao' | 'toss'>,
): CspDirectives => {
  const directives: CspDirectives = Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]]),
  ) as CspDirectives;
  const add = (name: keyof CspDirectives, source: string) => {
    if (!directives[name].includes(source)) directives[name].push(source);
  };
  if (config.google) {
    const gsi = new URL(config.google.scriptUrl).origin;
    for (const name of ['scriptSrc', 'frameSrc', 'connectSrc', 'styleSrc'] as const) add(name, gsi);
  }
  if (config.kakao) add('connectSrc', new URL(config.kakao.authBase).origin);
  if (config.toss) {
    const sdk = new URL(config.toss.sdkUrl).origin;
    // The SDK may also post the card window's form from our page and show Toss' logos.
    for (const name of ['scriptSrc', 'frameSrc', 'connectSrc', 'formAction', 'imgSrc'] as const) {
      for (const source of [sdk, ...TOSS_PAYMENT_WINDOW_SOURCES]) add(name, source);
    }
  }
  return directives;
};

/** What the limit needs of the app's counters (rate-limit/counter-store.ts), named here. */
export interface LimitCounters {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

export interface RateLimitOptions {
  /** From cspDirectivesFor; the base policy when absent. */
  csp?: CspDirectives | undefined;
  max: number;
  /** Where the counts live: memory, or Redis shared by every process (memory while it is away). */
  counters: LimitCounters;
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet's middleware sets, read once by running it against a recorder: they do not
 * depend on the request. Every answer then carries them through Fastify's own reply headers,
 * which Node writes once; set on the raw response, as the middleware does, each was checked by
 * `setHeader` and every other header of the answer went through it again at `writeHead`.
 */
export const headersOf = (middleware: Middleware): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
};

/** The API's requests: the rate limit counts them, and their answers get an answer's headers. */
const isApiUrl = (url: string) => url.startsWith('/api/');

/** The page's headers an answer keeps as they are: no sniffing, its referrer and resource policy. */
const KEPT_FOR_ANSWERS = [
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

/**
 * The security headers of the API's answers (`/api/…`): JSON and CSV, never a document. A
 * browser applies a document's policies (which sources its scripts, styles and frames may come
 * from, its opener and agent cluster, its DNS prefetching, IE's download and XSS filters) only to
 * a page it renders, so for an answer they were some 440 bytes of headers that Node built and
 * checked on every request (docs/performance.md#per-request-overhead). What an answer needs
 * (OWASP's REST security cheat sheet): it is never sniffed into a script or a page, never framed,
 * and if opened on its own it runs nothing. A page under `/api/` that renders (the API docs)
 * sets its own policy. Made from the pages' headers, so the policies both share stay one.
 */
const apiSecurityHeaders = (pageHeaders: Record<string, string>): Record<string, string> => {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of KEPT_FOR_ANSWERS) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
};

export const registerSecurity = async (app: FastifyInstance, limits: RateLimitOptions) => {
  // helmet's middleware, made once: @fastify/helmet made it again for every request, parsing the
  // whole policy each time (about a tenth of the CPU of a small kept answer).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: limits.csp ?? CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Open-graph images and media are fetched by other sites' link previews.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Sign-in popups (Google, Kakao) must keep their link to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS belongs to the TLS terminator; on plain http://localhost it would only confuse.
    strictTransportSecurity: false,
  });
  const headers = headersOf(securityHeaders);
  const answerHeaders = apiSecurityHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? answerHeaders : headers);
    done();
  });
  registerApiLimit(app, limits);
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the API limit does not count this route's requests (the health probes). */
    rateLimit?: false;
  }
}

const LIMIT_WINDOW_MS = 60_000;

/**
 * The API's limit: `max` requests a minute per client address and route, in fixed windows
 * counted by the app's counters (one key per address and route, in memory or in Redis). Only
 * the API is limited: one page view fetches a dozen static files (scripts, styles, fonts,
 * locales, images), which would otherwise eat a visitor's budget in a few pages. Every limited
 * answer says where its client stands (`x-ratelimit-limit`, `-remaining`, `-reset` in seconds);
 * past the limit, 429 `rate.limited` with `Retry-After`. A counter that fails (Redis away, and
 * its memory fallback failing too) never refuses a request.
 *
 * One callback hook of our own rather than @fastify/rate-limit's (which this replaced, keeping
 * its keys, headers and answers): that plugin ran an async hook per request through three
 * awaits, its allow-list and key callbacks and a callback-style store over our promise-based
 * counters, about 5 % of a kept answer's CPU (docs/performance.md#per-request-overhead).
 */
const registerApiLimit = (app: FastifyInstance, limits: RateLimitOptions) => {
  const { max, counters } = limits;
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiUrl(request.url) || request.routeOptions.config?.rateLimit === false) {
      done();
      return;
    }
    const key = `rate:${request.routeOptions.url ?? ''}:${request.ip}`;
    counters.hit(key, LIMIT_WINDOW_MS).then(
      ({ count, resetMs }) => {
        const seconds = Math.max(1, Math.ceil(resetMs / 1000));
        reply.headers({
          'x-ratelimit-limit': max,
          'x-ratelimit-remaining': Math.max(0, max - count),
          'x-ratelimit-reset': seconds,
        });
        if (count <= max) {
          done();
          return;
        }
        reply.header('retry-after', seconds);
        done(new AppError('rate.limited', { params: { seconds } }));
      },
      () => done(),
    );
  });
};
