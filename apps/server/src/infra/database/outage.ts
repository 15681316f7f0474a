import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';
import type { DatabaseEvent } from './database.js';

// Node's socket errors and PostgreSQL's connection-class SQLSTATEs (08xxx, the 57P0x shutdowns,
// too many connections): the server is away or restarting, not the query at fault.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// pg-pool's wait for a connection: the server is away, or every connection is busy. Either way
// the request gets a 503, but only the first is an outage (the monitor pings to tell).
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
const CONNECTION_MESSAGES = [
  'Connection terminated',
  POOL_TIMEOUT,
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'connect ECONNREFUSED',
  // pg-pool after `end()`: the process is shutting down and a request still in flight asked.
  'Cannot use a pool after calling end on the pool',
];

const isPoolTimeout = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { message } = e as { message?: unknown };
    if (typeof message === 'string' && message.includes(POOL_TIMEOUT)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m)))
      return true;
    // An AggregateError (a host with several addresses) carries its reasons in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

export interface OutageMonitor {
  /** Reports a failed query; a connection error marks the database down (logged once). */
  report(error: unknown): void;
  readonly down: boolean;
  close(): void;
}

/**
 * The database's reachability as this process sees it. A state change is one log line (down,
 * then back with how long it took), never one per failed request. While down, a probe pings
 * every `probeMs` so "back" is noticed even with no traffic.
 */
export const createOutageMonitor = (options: {
  ping: () => Promise<boolean>;
  log: FastifyBaseLogger;
  probeMs?: number;
}): OutageMonitor => {
  const { ping, log, probeMs = 1000 } = options;
  let downSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let checking = false;
  const markDown = (error: unknown) => {
    if (closed || downSince !== undefined) return;
    downSince = Date.now();
    const code =
      (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    log.error({ code }, 'database unreachable: answering 503 until it is back');
    timer = setTimeout(() => void probe(), probeMs);
    timer.unref();
  };
  const probe = async () => {
    timer = undefined;
    if (closed || downSince === undefined) return;
    const up = await ping().catch(() => false);
    if (up) {
      log.warn({ downForMs: Date.now() - downSince }, 'database reachable again');
      downSince = undefined;
    } else if (!closed) {
      timer = setTimeout(() => void probe(), probeMs);
      timer.unref();
    }
  };
  return {
    report(error) {
      if (closed || downSince !== undefined || checking || !isDatabaseUnavailable(error)) return;
      if (isPoolTimeout(error)) {
        // Busy or away? A ping that fails says away; one that answers says busy (no outage).
        checking = true;
        void ping()
          .catch(() => false)
          .then((up) => {
            checking = false;
            if (!up) markDown(error);
          });
        return;
      }
      markDown(error);
    },
    get down() {
      return downSince !== undefined;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
};

/**
 * Logs what the database did on its own (the embedded database's thread failing and starting
 * again, docs/operations.md#embedded-database) and counts the restarts' outcomes.
 */
export const reportDatabaseEvent =
  (log: FastifyBaseLogger, metrics: Pick<Metrics, 'databaseRestarts'>) =>
  (event: DatabaseEvent): void => {
    switch (event.kind) {
      case 'stopped':
        log.error(
          { err: event.error },
          event.restarts
            ? 'the embedded database stopped: starting it again from its files'
            : 'the embedded database stopped, and in memory it cannot start again',
        );
        return;
      case 'restarted':
        metrics.databaseRestarts.inc({ outcome: 'restarted' });
        log.warn(
          { downForMs: event.downForMs, attempts: event.attempts },
          'the embedded database started again',
        );
        return;
      case 'restart-failed':
        metrics.databaseRestarts.inc({ outcome: 'failed' });
        log.error(
          { err: event.error, retryInMs: event.retryInMs },
          'the embedded database could not start again yet',
        );
    }
  };
