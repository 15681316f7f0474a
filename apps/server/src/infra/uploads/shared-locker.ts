import type pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/**
 * The tus lock of an upload shared by every process on one PostgreSQL database
 * (docs/product/video-ingest.md#several-web-processes). @tus/server takes a lock per upload for
 * each HEAD, PATCH and DELETE; its own MemoryLocker only sees one process, so behind a load
 * balancer a resumed upload could land on another process while the first still writes. Here:
 *
 * - one connection of its own per process (`openSession`) holds a session advisory lock per
 *   upload (`pg_try_advisory_lock` on a 64-bit hash of its id) and LISTENs on a channel;
 * - a request that finds the upload locked asks its holder to let go, wherever it runs
 *   (`pg_notify(channel, id)`: the holder's process calls the holder's `requestRelease`, which
 *   ends that request after tus's drain time), and tries again every `retryMs` until
 *   `acquireTimeoutMs`;
 * - within a process, a map of holders keeps one lock per upload (a session's advisory locks
 *   would nest) and asks a local holder directly.
 *
 * If the connection drops, PostgreSQL frees its locks: the next lock opens a new connection.
 */
export const TUS_RELEASE_CHANNEL = 'dalbit_tus_release';

export interface SharedLocker extends Locker {
  close(): Promise<void>;
}

export interface SharedLockerOptions {
  openSession: () => Promise<pg.Client>;
  acquireTimeoutMs?: number;
  retryMs?: number;
  onError?: (error: unknown) => void;
}

/** The advisory lock key of an upload: the first 64 bits of the md5 of its id. */
const KEY = `('x' || left(md5($1), 16))::bit(64)::bigint`;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export const createSharedLocker = (options: SharedLockerOptions): SharedLocker => {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const retryMs = options.retryMs ?? 100;
  /** Uploads this process holds (or is taking), with the holder's release request. */
  const holders = new Map<string, { token: symbol; release: RequestRelease; taken: boolean }>();
  let session: Promise<pg.Client> | undefined;
  let closed = false;

  const connection = (): Promise<pg.Client> => {
    if (session) return session;
    const opening: Promise<pg.Client> = (async () => {
      const client = await options.openSession();
      // PostgreSQL has freed this session's locks; the next lock opens a new connection.
      const forget = () => {
        if (session === opening) session = undefined;
      };
      client.on('error', (error) => {
        options.onError?.(error);
        forget();
      });
      client.on('end', forget);
      client.on('notification', (message) => {
        if (message.channel !== TUS_RELEASE_CHANNEL || !message.payload) return;
        // Our own request, still trying, is not asked to give up what it does not hold.
        const holder = holders.get(message.payload);
        if (holder?.taken) void holder.release();
      });
      await client.query(`LISTEN ${TUS_RELEASE_CHANNEL}`);
      return client;
    })();
    session = opening;
    opening.catch(() => {
      if (session === opening) session = undefined;
    });
    return opening;
  };

  const tryLock = async (id: string): Promise<boolean> => {
    const client = await connection();
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_lock(${KEY}) as ok`,
      [id],
    );
    if (rows[0]?.ok) return true;
    // Held by another process: ask its holder to finish.
    await client.query('select pg_notify($1, $2)', [TUS_RELEASE_CHANNEL, id]);
    return false;
  };

  return {
    newLock(id: string): Lock {
      const token = Symbol(id);
      return {
        async lock(signal, release) {
          const until = Date.now() + acquireTimeoutMs;
          for (;;) {
            if (closed || signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
            const local = holders.get(id);
            if (local) {
              if (local.taken) await local.release();
            } else {
              const mine = { token, release, taken: false };
              holders.set(id, mine);
              try {
                mine.taken = await tryLock(id);
              } finally {
                if (!mine.taken) holders.delete(id);
              }
              if (mine.taken) return;
            }
            if (Date.now() > until) throw ERRORS.ERR_LOCK_TIMEOUT;
            await pause(retryMs, signal);
          }
        },
        async unlock() {
          if (holders.get(id)?.token !== token) throw new Error('Releasing an unlocked lock!');
          try {
            const client = await connection();
            await client.query(`select pg_advisory_unlock(${KEY})`, [id]);
          } catch (error) {
            // A dropped connection has already freed the lock.
            options.onError?.(error);
          } finally {
            holders.delete(id);
          }
        },
      };
    },

    async close() {
      closed = true;
      const open = session;
      session = undefined;
      if (open) await (await open.catch(() => undefined))?.end();
    },
  };
};
