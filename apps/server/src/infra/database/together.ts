import type { Writable } from 'node:stream';
import type pg from 'pg';

/**
 * Reads that one answer needs side by side, sent together
 * (docs/performance.md#reads-sent-together).
 *
 * A search asks four statements at once (films, projects, notices, events). Through the pool
 * each took a connection of its own: four writes to four sockets, four answers read back, four
 * times the pool's and the driver's work per request. Inside `together`, the queries go down one
 * connection of the pool in node-postgres's pipeline mode (the pool's clients are made with
 * `pipeline: true`): they are written together, in one write, without waiting for an answer
 * between them, and each still gets its own answer or error (each ends with its own Sync). The
 * connection goes back to the pool as soon as the last of them has answered.
 *
 * What is sent together is what `work` sends before it first waits: its synchronous part, where
 * `Promise.all` over the reads starts each of them (a prepared statement's `execute` hands the
 * query to the pool at once; an awaited query builder in the next microtask, which is still
 * inside). A query sent after `work` has waited for something goes through the pool as usual,
 * answered the same. Not AsyncLocalStorage, which on Node 20 turns on promise hooks for the
 * whole process: every later request paid for them (the events page 5-10 % slower, measured).
 * Since the connection does not wait for the rest of `work`, a transaction inside it only waits
 * for a connection as any other would.
 *
 * A pool with connections to spare spreads them instead: while more than one connection of the
 * pool is idle when the batch begins, each query takes an idle one of its own, and those left
 * when one remains go down that one together. On an idle server the kinds then run side by
 * side in as many server processes, so a search waits for its dearest statement rather than the
 * sum of the four; under load no connection is idle and the batch saves the round trips and
 * writes as above (docs/performance.md#an-idle-pool-spreads-the-batch-nineteenth-session).
 */
interface Batch {
  /** The connection, once asked for. */
  client?: Promise<pg.PoolClient>;
  /** Queries sent and not yet answered. */
  pending: number;
  /** False while `work`'s synchronous part runs: more may come. */
  closed: boolean;
  released: boolean;
  /** A query that failed: the connection is then dropped rather than kept, as pg-pool does. */
  failed?: Error;
  /**
   * The pool's idle connections when the batch began (less those others wait for), less the
   * queries that took one of them; undefined until the first query.
   */
  idle?: number;
}

/** A connection's socket, where node-postgres writes. */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;

/**
 * Holds the connection's writes while the batch's queries are handed to it: each query corks
 * and uncorks the socket around its own messages, and Node's cork counts, so the queries then
 * leave in one write: one system call where a search made four, each of which, on loopback TCP,
 * also delivered the bytes and woke the server (docs/performance.md#reads-sent-together).
 * `uncorked` lets them go once they are all in.
 */
const corked = (client: pg.PoolClient) => {
  socketOf(client)?.cork?.();
  return client;
};
const uncorked = (client: pg.PoolClient) => {
  socketOf(client)?.uncork?.();
};

/** The pools' batches whose `work` is running its synchronous part now. */
const current = new Map<pg.Pool, Batch>();

/** Gives the connection back once nothing more can be sent and every query has answered. */
const settle = (batch: Batch) => {
  if (!batch.closed || batch.pending > 0 || batch.released) return;
  batch.released = true;
  void batch.client?.then(
    (client) => client.release(batch.failed),
    () => undefined,
  );
};

/**
 * Lets `together(pool, work)` send `work`'s queries down one connection. Patches the pool
 * object itself, since drizzle checks that its client is a `pg.Pool` (for transactions). The
 * pool's clients must be made with `pipeline: true`.
 */
export const sendsTogether = (pool: pg.Pool): pg.Pool => {
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const plainConnect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.query = ((...args: unknown[]) => {
    const batch = current.get(pool);
    // The callback form (no caller of ours uses it inside `together`) goes as it came.
    if (!batch || args.some((arg) => typeof arg === 'function')) return plainQuery(...args);
    batch.idle ??= pool.idleCount - pool.waitingCount;
    // An idle connection of its own while another stays for the rest (pg-pool hands idle ones
    // out on the next tick, so its own count has not moved yet).
    if (batch.idle > 1) {
      batch.idle -= 1;
      return plainQuery(...args);
    }
    batch.pending += 1;
    batch.client ??= plainConnect().then(corked);
    return batch.client
      .then((client) => (client.query as (...a: unknown[]) => Promise<unknown>)(...args))
      .then(
        (result) => {
          batch.pending -= 1;
          settle(batch);
          return result;
        },
        (error: unknown) => {
          batch.pending -= 1;
          batch.failed ??= error instanceof Error ? error : new Error(String(error));
          settle(batch);
          throw error;
        },
      );
  }) as pg.Pool['query'];
  return pool;
};

/**
 * Runs `work`, sending the queries it starts before it first waits down one connection of
 * `pool` (see above). Inside another `together` on the same pool, they join its connection.
 */
export const together = <T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> => {
  if (current.has(pool)) return work();
  const batch: Batch = { pending: 0, closed: false, released: false };
  current.set(pool, batch);
  let working: Promise<T>;
  try {
    working = work();
  } catch (error) {
    working = Promise.reject(error as Error);
  }
  // One turn of the microtask queue more: `await` on a drizzle query builder (a thenable, not a
  // promise) calls its `then`, which sends the query, in a job queued during the synchronous part.
  queueMicrotask(() => {
    current.delete(pool);
    batch.closed = true;
    // After every query's own callback on the connection: each was registered before this one.
    void batch.client?.then(uncorked, () => undefined);
    settle(batch);
  });
  return working;
};
