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

export const loggerOptions = (level: LogLevel): FastifyServerOptions['logger'] =>
  level === 'silent' ? false : { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
