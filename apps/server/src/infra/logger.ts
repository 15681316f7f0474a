import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';

/** Paths pino blanks out: credentials must never reach a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.otp',
  'body.password',
  'body.token',
];

const MAX_MESSAGE = 300;

/**
 * Error messages without the values they quote: a driver's message may carry what a user sent
 * (`invalid input syntax for type bigint: "…"`), and drizzle's carries the query's parameters.
 */
export const scrubMessage = (message: string): string =>
  message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .slice(0, MAX_MESSAGE);

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
}

/**
 * pino's `err` serializer: type, code, a scrubbed message and the call stack, never a query's
 * text or parameters (drizzle's DrizzleQueryError puts both in its message and properties; the
 * driver's error it wraps is kept as `cause`).
 */
export const serializeError = (error: unknown, depth = 0): SafeError => {
  if (!(error instanceof Error)) {
    const message = scrubMessage(String(error));
    return { type: typeof error, message, stack: message };
  }
  const e = error as Error & Record<string, unknown>;
  const isQueryError = error.constructor.name === 'DrizzleQueryError';
  const message = isQueryError ? 'query failed' : scrubMessage(error.message);
  const pick = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  const type = error.constructor.name;
  const safe: SafeError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...(frames ?? []).slice(0, 12)].join('\n'),
  };
  const code = pick('code');
  if (code) safe.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = pick(key);
    if (value) safe[key] = value;
  }
  if (error.cause !== undefined && depth < 3) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
};

export const loggerOptions = (level: LogLevel): FastifyServerOptions['logger'] =>
  level === 'silent'
    ? false
    : {
        level,
        redact: { paths: REDACT_PATHS, censor: '[redacted]' },
        serializers: { err: serializeError, error: serializeError },
      };
