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
import { registerDocs } from './docs.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './error-handler.js';
import { cspDirectivesFor, registerSecurity } from './security.js';

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
  /** Prefix of the rate limiter's Redis keys. */
  redisPrefix: string;
}

/**
 * Fastify with what every route relies on: zod schemas, the error envelope, security headers
 * and rate limits, compression and the OpenAPI docs. Modules add their routes to it.
 */
export const createHttpServer = async (
  config: AppConfig,
  options: HttpServerOptions,
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Per-request lines only when debugging: at info they would drown the useful ones.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
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
  registerErrorHandling(app);
  await registerSecurity(app, {
    csp: cspDirectivesFor(config),
    max: options.rateLimitMax ?? config.rateLimitPerMinute,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: options.redisPrefix } : undefined,
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs far more CPU than it saves bytes on the fly.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app, config.siteName);
  return app;
};
