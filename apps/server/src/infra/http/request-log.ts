import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';
import type { Logger } from './request-logger.js';

/** An incoming X-Request-Id is kept when it looks like an id (a proxy's, a client's). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when valid, else a fresh UUID. */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
};

// Probes hit these every few seconds; their lines would bury the rest at info.
const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/** The path without its query (signatures, search words) and capped. */
const pathOf = (request: FastifyRequest) => {
  const url = request.raw.url ?? '';
  const end = url.indexOf('?');
  return (end === -1 ? url : url.slice(0, end)).slice(0, 200);
};

/**
 * X-Request-Id echoed on every answer, and one access line per request at info: method, route
 * pattern (plus the path for catch-all routes), status, duration; the request id rides on every
 * line of the request's logger. Never headers, query strings or bodies.
 */
export const registerRequestLog = (app: FastifyInstance, metrics: Metrics | undefined) => {
  // Callback hooks: an async one costs every request a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const seconds = reply.elapsedTime / 1000;
    const status = reply.statusCode;
    metrics?.httpDuration.observe(
      { method: request.method, route: route ?? 'unmatched', status: String(status) },
      seconds,
    );
    const level = route && QUIET_ROUTES.has(route) ? 'debug' : 'info';
    // On the root logger with the request id as a field, the same line the request's own logger
    // writes: that logger is only made when something else is logged (request-logger.ts).
    // Without a logger (LOG_LEVEL=silent) Fastify's stand-in has no isLevelEnabled: nothing is written.
    if ((app.log as Partial<Logger>).isLevelEnabled?.(level) === true) {
      const line: Record<string, unknown> = {
        reqId: request.id,
        method: request.method,
        route: route ?? null,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (!route || route.includes('*')) line.path = pathOf(request);
      app.log[level](line, 'request');
    }
    done();
  });
};
