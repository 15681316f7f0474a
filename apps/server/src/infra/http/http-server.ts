import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { loggerOptions } from '../logger.js';
import type { Metrics } from '../metrics/metrics.js';
import { registerDocs } from './docs.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
  type UnavailableListener,
} from './error-handler.js';
import { registerRequestLog, requestIdOf } from './request-log.js';
import { requestLoggerFactory } from './request-logger.js';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './kept-encodings.js';
import { registerTextGuard } from './text-guard.js';
import { cspDirectivesFor, registerSecurity, type LimitCounters } from './security.js';

/** A hop count as proxy-addr reads it (Fastify's types only take the other forms). */
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export interface RouteEntry {
  method: string;
  url: string;
  /** The back-office permission the route's guard checks (staff-guard.ts), if any. */
  permission: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export interface HttpServerOptions {
  logger?: FastifyServerOptions['logger'] | undefined;
  /** API requests one client may make per minute; default RATE_LIMIT_PER_MINUTE. */
  rateLimitMax?: number | undefined;
  /** Where the API limit keeps its counters (memory, or Redis with a memory fallback). */
  counters: LimitCounters;
  metrics?: Metrics | undefined;
  /** Told of requests that failed because the database was unreachable. */
  onDatabaseUnavailable?: UnavailableListener | undefined;
}

/**
 * Fastify with what every route relies on: zod schemas, the error envelope, security headers
 * and rate limits, compression and the OpenAPI docs. Modules add their routes to it.
 */
export const createHttpServer = async (
  config: AppConfig,
  options: HttpServerOptions,
): Promise<FastifyInstance> => {
  const logger = options.logger ?? loggerOptions(config.logLevel);
  const app = Fastify({
    logger,
    // A request's logger is made when it writes (request-logger.ts); Fastify makes none without one.
    ...(logger ? { childLoggerFactory: requestLoggerFactory } : {}),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer: which hops' X-Forwarded-For to believe (docs/operations.md#proxy).
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdOf,
    // Fastify's two lines per request are replaced by one access line (request-log.ts).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, so a test can walk the whole table (the admin guard test).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { permission?: string };
    for (const method of methods) {
      routeTable.push({ method, url: route.url, permission: config.permission });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, options.onDatabaseUnavailable);
  registerRequestLog(app, options.metrics);
  registerTextGuard(app);
  await registerSecurity(app, {
    csp: cspDirectivesFor(config),
    max: options.rateLimitMax ?? config.rateLimitPerMinute,
    counters: options.counters,
  });
  await app.register(compress, {
    global: true,
    // The same settings as the kept answers' own copies (kept-encodings.ts).
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Answers only: no route takes a compressed body, and the plugin's request hook ran on every
    // request, GETs included (docs/performance.md#per-request-overhead).
    globalDecompression: false,
  });
  await registerDocs(app, config.siteName);
  return app;
};
