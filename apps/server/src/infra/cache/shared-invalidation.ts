import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { TtlCache } from './ttl-cache.js';

/**
 * Invalidations shared by every process on one PostgreSQL database
 * (docs/performance.md#caches): each process keeps its own read cache, so a write in one (a
 * back-office edit, the worker's "video ready") must drop the others' entries too.
 *
 * - `invalidate(prefix)` drops this process's entries at once, then sends
 *   `pg_notify(channel, {origin, prefix})` through the pool;
 * - one connection of its own per process (`openSession`) LISTENs on the channel and drops the
 *   named prefix when the message comes from another process;
 * - if that connection drops, messages may have been missed: it reconnects (backing off up to
 *   `maxRetryMs`) and drops every entry once listening again.
 *
 * The embedded database has one process by construction: the plain TtlCache suffices there.
 */
export const CACHE_CHANNEL = 'dalbit_cache';

/**
 * Tells every listening process to drop `prefix`, from a process that keeps no cache of its own
 * (the admin command line).
 */
export const announceInvalidation = (
  execute: (text: string, values: unknown[]) => Promise<unknown>,
  prefix: string,
) => execute('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify({ o: 'cli', p: prefix })]);

export interface SharedInvalidationOptions {
  openSession: () => Promise<pg.Client>;
  /** Sends one notification (the pool's `select pg_notify($1, $2)`). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  onError?: (error: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
}

export interface SharedCache extends TtlCache {
  /** Resolves once this process listens (tests; reads never wait for it). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export const shareInvalidations = (
  local: TtlCache,
  options: SharedInvalidationOptions,
): SharedCache => {
  const origin = randomUUID();
  const firstRetryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;
  let ready: Promise<void>;
  let markReady: () => void = () => undefined;
  const resetReady = () => {
    ready = new Promise((resolve) => (markReady = resolve));
  };
  resetReady();

  const onMessage = (message: pg.Notification) => {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    try {
      const { o, p } = JSON.parse(message.payload) as { o?: unknown; p?: unknown };
      if (o !== origin && typeof p === 'string') local.invalidate(p);
    } catch (error) {
      options.onError?.(error);
    }
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    let opened: pg.Client | undefined;
    try {
      opened = await options.openSession();
      const mine = opened;
      mine.on('notification', onMessage);
      const lost = (error?: unknown) => {
        if (error) options.onError?.(error);
        if (client !== mine) return;
        client = undefined;
        resetReady();
        mine.end().catch(() => undefined);
        schedule();
      };
      mine.on('error', lost);
      mine.on('end', () => lost());
      await mine.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed) {
        await mine.end();
        return;
      }
      client = mine;
      retryMs = firstRetryMs;
      // What was sent while nobody listened is unknown: start afresh.
      local.invalidate();
      markReady();
    } catch (error) {
      options.onError?.(error);
      await opened?.end().catch(() => undefined);
      schedule();
    }
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  void connect();

  return {
    keeps: local.keeps,
    get: (key, load) => local.get(key, load),
    invalidate(prefix = '') {
      local.invalidate(prefix);
      options
        .notify(CACHE_CHANNEL, JSON.stringify({ o: origin, p: prefix }))
        .catch((error: unknown) => options.onError?.(error));
    },
    get size() {
      return local.size;
    },
    listening: () => ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
};
