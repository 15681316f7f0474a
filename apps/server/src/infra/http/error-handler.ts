import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type Locale } from '@dalbit/contract';
import type { MessageKey } from '../i18n/messages.js';
import { apiLocale, translate } from '../i18n/translate.js';
import { isDatabaseUnavailable } from '../database/outage.js';
import { AppError } from './app-error.js';
import { mayBePage } from './page-request.js';
import { validationMessages } from './validation-messages.js';

/** Longest request line we accept; longer ones get 414 before routing. */
export const MAX_URL_LENGTH = 8192;

const envelope = (
  locale: Locale,
  code: ErrorCode,
  params = {},
  messageKey: MessageKey = code,
): ErrorEnvelope => ({
  errorList: [translate(locale, messageKey, params)],
  code,
});

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return 'auth.required';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'route.not_found';
    case 405:
      return 'method.not_allowed';
    case 413:
      return 'request.too_large';
    case 414:
      return 'request.uri_too_long';
    case 415:
      return 'request.unsupported_media_type';
    case 429:
      return 'rate.limited';
    case 431:
      return 'request.headers_too_large';
    case 503:
      return 'server.unavailable';
    default:
      return status >= 500 ? 'server.error' : 'request.invalid';
  }
};

// Fastify's own error codes that carry a more precise meaning than their status.
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'request.unsupported_media_type',
  FST_ERR_MAX_PARAM_LENGTH: 'request.uri_too_long',
  FST_ERR_BAD_URL: 'request.invalid',
};

const sourceFor = (request: FastifyRequest, context: string | undefined) => {
  const value =
    context === 'body'
      ? request.body
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : request.query;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
};

/** docs/api.md#language: a body's `language` (korean | english) wins over Accept-Language. */
export const requestLocale = (request: FastifyRequest): Locale => {
  const body = request.body as { language?: unknown } | undefined;
  const language = body && typeof body === 'object' ? body.language : undefined;
  if (language === 'korean') return 'ko';
  if (language === 'english') return 'en';
  return apiLocale(request.headers['accept-language']);
};

/** Seconds a client is asked to wait while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Told of each request that failed because the database was unreachable (logged once there). */
export type UnavailableListener = (error: unknown) => void;

export const sendError = (
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError | AppError | Error,
  onUnavailable?: UnavailableListener,
) => {
  const locale = requestLocale(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = error.validationContext === 'querystring' ? 'query' : 'input';
    const body: ErrorEnvelope = {
      errorList: validationMessages(
        error.validation,
        sourceFor(request, error.validationContext),
        field,
        locale,
      ),
      code: 'request.invalid',
    };
    return reply.code(400).send(body);
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return reply
      .code(error.statusCode)
      .send(envelope(locale, error.code, error.params, error.messageKey));
  }
  const fastifyCode = (error as FastifyError).code;
  const known = fastifyCode ? FRAMEWORK_CODES[fastifyCode] : undefined;
  if (known) return reply.code(ERROR_STATUS[known]).send(envelope(locale, known));
  if (error instanceof SyntaxError)
    return reply
      .code(ERROR_STATUS['request.malformed'])
      .send(envelope(locale, 'request.malformed'));

  if (isDatabaseUnavailable(error)) {
    // Not this request's fault and not worth a line each: the outage monitor logs the change.
    onUnavailable?.(error);
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .send(envelope(locale, 'server.unavailable'));
  }
  const raw = (error as FastifyError).statusCode;
  const status = !isResponseSerializationError(error) && raw && raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.code(status).send(envelope(locale, codeForStatus(status)));
};

export const notFoundEnvelope = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(envelope(apiLocale(request.headers['accept-language']), 'route.not_found'));

/**
 * A browser asking for one of the web's pages by an address it cannot decode (a link cut inside a
 * `%` escape): the specification treats any other path like `/`, so it goes to the landing page
 * rather than reading a JSON error. Only a request that names HTML in `Accept` (a navigation);
 * anything else, and any path that cannot be a page, gets the 400.
 */
const pageByBadUrl = (error: FastifyError, request: FastifyRequest) =>
  error.code === 'FST_ERR_BAD_URL' &&
  mayBePage(request) &&
  /\btext\/html\b/.test(request.headers.accept ?? '');

/** Used for Fastify's `frameworkErrors` option: bad URLs and over-long parameters. */
export const frameworkErrorHandler = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  pageByBadUrl(error, request)
    ? reply.header('cache-control', 'no-store').redirect('/', 302)
    : sendError(request, reply, error);

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (over-large headers, garbage).
 * Headers are not parsed yet, so the answer is English.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code: ErrorCode = 'request.invalid';
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The request line counts towards the header limit; a long one means the URL is to blame.
    const packet = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
    const lineEnd = packet ? packet.indexOf('\r\n') : -1;
    const urlTooLong = lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
    status = urlTooLong ? 414 : 431;
    code = urlTooLong ? 'request.uri_too_long' : 'request.headers_too_large';
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
  }
  const body = JSON.stringify(envelope('en', code));
  this.log.debug({ err: { code: err.code } }, 'client error');
  if (!socket.writable) return socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const registerErrorHandling = (
  app: FastifyInstance,
  onUnavailable?: UnavailableListener,
) => {
  app.setErrorHandler((error, request, reply) =>
    sendError(request, reply, error as Error, onUnavailable),
  );
  // Long URLs that fit in Node's header budget still deserve a 414 rather than routing.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.raw.url && request.raw.url.length > MAX_URL_LENGTH
        ? new AppError('request.uri_too_long')
        : undefined,
    );
  });
};
