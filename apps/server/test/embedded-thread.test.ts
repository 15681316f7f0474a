import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../src/infra/database/outage.js';
import { startPgliteThread, type PgliteThread } from '../src/infra/database/pglite-thread.js';
import { deeplyNested } from './support/breaks-pglite.js';

// The embedded database on its own thread (docs/architecture.md#embedded-database-thread),
// spoken to as node-postgres speaks to it, and byte by byte.

const clientOf = async (thread: PgliteThread) => {
  const client = new pg.Client({
    stream: () => thread.connect(),
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  return client;
};

/** A frontend message: its type byte, its length, its body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const startupPacket = () => {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
  const packet = Buffer.alloc(8 + body.length);
  packet.writeInt32BE(packet.length, 0);
  packet.writeInt32BE(196_608, 4); // protocol 3.0
  body.copy(packet, 8);
  return packet;
};

/**
 * The backend messages the stream sends, read from its first byte on: `untilReady()` gives those
 * up to the next ReadyForQuery ('Z').
 */
const backendOf = (stream: Duplex) => {
  let buffered = Buffer.alloc(0);
  const messages: { type: string; body: Buffer }[] = [];
  let wake: (() => void) | undefined;
  stream.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 5 && buffered.length >= 1 + buffered.readInt32BE(1)) {
      const end = 1 + buffered.readInt32BE(1);
      messages.push({ type: String.fromCharCode(buffered[0]!), body: buffered.subarray(5, end) });
      buffered = buffered.subarray(end);
    }
    wake?.();
  });
  return {
    async untilReady() {
      for (;;) {
        const ready = messages.findIndex((m) => m.type === 'Z');
        if (ready >= 0) return messages.splice(0, ready + 1);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
};

/** Writes `bytes` in pieces of the given sizes, each on a tick of its own. */
const writeInPieces = async (stream: Duplex, bytes: Buffer, sizes: number[]) => {
  let at = 0;
  for (const size of [...sizes, bytes.length]) {
    if (at >= bytes.length) break;
    stream.write(bytes.subarray(at, at + size));
    at += size;
    await new Promise((r) => setImmediate(r));
  }
};

describe('the embedded database thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread({ dataDir: undefined, loadDataDir: undefined });
  }, 60_000);
  afterAll(async () => {
    await thread?.close();
  });

  it('answers messages that arrive in pieces, the startup packet among them', async () => {
    const stream = thread.connect();
    stream.connect();
    await once(stream, 'connect');
    const backend = backendOf(stream);
    await writeInPieces(stream, startupPacket(), [3, 9]);
    expect((await backend.untilReady()).map((m) => m.type)).toContain('R');

    const query = message('Q', Buffer.from('select 40 + 2 as answer\0', 'utf8'));
    await writeInPieces(stream, query, [1, 4, 7]);
    const rows = (await backend.untilReady()).filter((m) => m.type === 'D');
    expect(rows).toHaveLength(1);
    // DataRow: a column count, then the column's length and its text.
    expect(rows[0]!.body.subarray(6).toString('utf8')).toBe('42');
    stream.end(message('X', Buffer.alloc(0)));
  });

  it('answers a query sent in the same write as the startup packet', async () => {
    const stream = thread.connect();
    stream.connect();
    await once(stream, 'connect');
    const backend = backendOf(stream);
    stream.write(
      Buffer.concat([startupPacket(), message('Q', Buffer.from('select 7 as seven\0', 'utf8'))]),
    );
    expect((await backend.untilReady()).map((m) => m.type)).toContain('R');
    const rows = (await backend.untilReady()).filter((m) => m.type === 'D');
    expect(rows[0]!.body.subarray(6).toString('utf8')).toBe('7');
    stream.end(message('X', Buffer.alloc(0)));
  });

  it('rolls back what a connection left open and forgets its prepared statements', async () => {
    const first = await clientOf(thread);
    first.on('error', () => undefined);
    await first.query('create table if not exists kept (n int)');
    await first.query({
      name: 'count',
      text: 'select count(*)::int + $1 as n from kept',
      values: [0],
    });
    await first.query('begin');
    await first.query('insert into kept values (1)');
    // The connection breaks mid-transaction, as a pool discards a client that failed.
    const gone = new Promise((ended) => first.once('end', ended));
    (first as unknown as { connection: { stream: Duplex } }).connection.stream.destroy();
    await gone;

    const next = await clientOf(thread);
    // The same statement name again: the session no longer holds the first connection's.
    const { rows } = await next.query({
      name: 'count',
      text: 'select count(*)::int + $1 as n from kept',
      values: [0],
    });
    expect(rows).toEqual([{ n: 0 }]);
    expect((await next.query('select now() = statement_timestamp() as fresh')).rows).toEqual([
      { fresh: true },
    ]);
    await next.end();
  });

  it("gives a second connection a clean session, never the first one's transaction", async () => {
    // The pool never opens two at once; if two ever talk, the second must not write inside the
    // first one's transaction.
    const first = await clientOf(thread);
    first.on('error', () => undefined);
    await first.query('create table if not exists shared (n int)');
    await first.query('begin');
    await first.query('insert into shared values (1)');
    const second = await clientOf(thread);
    await second.query('insert into shared values (2)');
    expect((await second.query('select n from shared order by n')).rows).toEqual([{ n: 2 }]);
    await second.end();
    await first.end().catch(() => undefined);
  });

  it('answers past its buffer whole, and the next small answer after it', async () => {
    const client = await clientOf(thread);
    const big = await client.query('select repeat($1::text, 3000000) as text', ['가']);
    expect((big.rows[0] as { text: string }).text).toHaveLength(3_000_000);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('keeps a transaction whole while the connection holds it', async () => {
    const client = await clientOf(thread);
    await client.query('create table if not exists pairs (n int)');
    await client.query('begin');
    await client.query('insert into pairs values (1)');
    await client.query('insert into pairs values (2)');
    await client.query('commit');
    expect((await client.query('select sum(n)::int as total from pairs')).rows).toEqual([
      { total: 3 },
    ]);
    await client.end();
  });

  it('cuts its connections when it closes, with an error that reads as an outage', async () => {
    const own = await startPgliteThread({ dataDir: undefined, loadDataDir: undefined });
    const client = await clientOf(own);
    client.on('error', () => undefined);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await own.close();
    expect(own.alive).toBe(false);
    const error = await client.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // A connection asked for afterwards fails at once instead of waiting.
    const late = await clientOf(own).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(late)).toBe(true);
  }, 60_000);

  it('ends when PGlite stops answering, so its connections fail instead of waiting for ever', async () => {
    const own = await startPgliteThread({ dataDir: undefined, loadDataDir: undefined });
    const failures: Error[] = [];
    own.onFailure((error) => failures.push(error));
    const client = await clientOf(own);
    client.on('error', () => undefined);
    // PostgreSQL's C stack overflows inside the WebAssembly parsing this, and PGlite answers
    // nothing from then on: without the thread's check, this query would never settle.
    const error = await client.query(deeplyNested).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((error as Error).message).toMatch(/stopped answering/);
    expect(own.alive).toBe(false);
    await vi.waitFor(() => expect(failures).toHaveLength(1), { timeout: 10_000 });
    expect(failures[0]!.message).toMatch(/stopped answering/);
    // Told once, and a listener that comes after the thread's end is told at once.
    const late: Error[] = [];
    own.onFailure((e) => late.push(e));
    expect(late).toHaveLength(1);
    await own.close();
    expect(failures).toHaveLength(1);
  }, 60_000);

  it('stops a function that recurses without end with an error, and answers the next query', async () => {
    const client = await clientOf(thread);
    await client.query(
      'create function recurse(n int) returns int language plpgsql as $$ begin return recurse(n + 1); end $$',
    );
    // Past the WebAssembly stack (PostgreSQL's default max_stack_depth), this broke PGlite.
    await expect(client.query('select recurse(1)')).rejects.toThrow(/stack depth limit exceeded/);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  }, 60_000);

  it('ends a thread held by one call past its limit, and only that', async () => {
    const own = await startPgliteThread(
      { dataDir: undefined, loadDataDir: undefined },
      { answerWithinMs: 1000 },
    );
    const failures: Error[] = [];
    own.onFailure((error) => failures.push(error));
    const client = await clientOf(own);
    client.on('error', () => undefined);
    // Busy with short calls for longer than the limit: every ping is answered between two.
    const until = Date.now() + 2500;
    while (Date.now() < until) await client.query('select pg_sleep(0.2)');
    expect(failures).toEqual([]);
    // pg_sleep holds the thread's one call stack, as a broken PGlite spinning does.
    const error = await client.query('select pg_sleep(5)').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((error as Error).message).toMatch(/did not answer for 1 s/);
    await vi.waitFor(() => expect(failures).toHaveLength(1), { timeout: 10_000 });
    await own.close();
  }, 60_000);

  it('does not call a close a failure', async () => {
    const own = await startPgliteThread({ dataDir: undefined, loadDataDir: undefined });
    const failures: Error[] = [];
    own.onFailure((error) => failures.push(error));
    await own.close();
    own.onFailure((error) => failures.push(error));
    expect(failures).toEqual([]);
  }, 60_000);
});
