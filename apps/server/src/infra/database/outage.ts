import type { FastifyBaseLogger } from 'fastify';

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
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'connect ECONNREFUSED',
];

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
      if (closed || downSince !== undefined || !isDatabaseUnavailable(error)) return;
      downSince = Date.now();
      const code =
        (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
      log.error({ code }, 'database unreachable: answering 503 until it is back');
      timer = setTimeout(() => void probe(), probeMs);
      timer.unref();
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
