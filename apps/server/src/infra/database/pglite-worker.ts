/**
 * The embedded database's thread (docs/architecture.md#embedded-database-thread): PGlite, the
 * WebAssembly PostgreSQL, answering PostgreSQL's wire protocol for the serving thread's
 * node-postgres pool (pglite-thread.ts holds the other end).
 *
 * PGlite runs a query on the thread that calls it. Called from the thread that serves HTTP, the
 * two took turns on one core; here the database has a thread of its own, so a second core
 * answers queries while the first parses requests and writes answers.
 *
 * PGlite is one PostgreSQL session. The pool opens one connection at a time (max 1), but a
 * connection that ends, or breaks mid-transaction, must not hand its state to the next: when a
 * connection ends, or another one starts talking, an open transaction is rolled back and the
 * session's prepared statements and settings are discarded, as a pooler resets a server
 * connection between clients.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromThread, PgliteThreadOptions, ToThread } from './pglite-protocol.js';

/**
 * Sized for a small site (docs/performance.md#memory). Its WASM heap (128 MB at least, the
 * module's own floor) grows as far as the work needs and never shrinks, so these bound it: 16 MB
 * of shared buffers (2,048 pages: the whole demo catalogue and then some), 4 MB per sort or
 * hash, 16 MB for index builds and VACUUM.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=16MB'],
  ...['-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
  // PGlite's WebAssembly stack is far smaller than the 2 MB PostgreSQL's default assumes: a
  // function recursing without end ran past it at a setting of 448 kB or more, and the overflow
  // broke PGlite's memory (every later query failed). At 384 kB and below it stops with the usual
  // "stack depth limit exceeded"; 256 kB leaves a margin for code between two checks.
  ...['-c', 'max_stack_depth=256kB'],
];

const port = parentPort!;
const send = (message: FromThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** A simple-protocol Query message ('Q'), for the session resets. */
const simpleQuery = (text: string): Uint8Array => {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
};
const ROLLBACK = simpleQuery('ROLLBACK');
const DISCARD_ALL = simpleQuery('DISCARD ALL');

/**
 * The complete messages at the start of `bytes`: their length, and the type of the last one (''
 * for none or the startup packet). A connection's first message (the startup packet) has no type
 * byte, every later one has one; each then gives its own length.
 */
const completeMessages = (
  bytes: Uint8Array,
  startup: boolean,
): { length: number; last: string } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let last = '';
  let first = startup;
  for (;;) {
    const header = first ? 0 : 1;
    if (at + header + 4 > bytes.length) return { length: at, last };
    const size = view.getInt32(at + header);
    if (size < 4) throw new Error(`not a protocol message: length ${size}`);
    const end = at + header + size;
    if (end > bytes.length) return { length: at, last };
    last = first ? '' : String.fromCharCode(bytes[at]!);
    at = end;
    first = false;
  }
};

/**
 * PGlite stopped answering: a session that ran a Query or a Sync (or a startup packet) and did
 * not end its answer with ReadyForQuery. Seen when PostgreSQL's C stack overflows inside the
 * WebAssembly (a jsonb literal nested 10,000 deep; a function recursing without end, before
 * `max_stack_depth` above): later calls answer nothing, half an answer, or spin, and a client
 * would wait for ever. The thread then exits, so its connections fail at once and the database
 * starts PGlite again from its files (database.ts).
 */
class WedgedError extends Error {}

/** True when `answer` ends with a ReadyForQuery message ('Z', length 5, a status byte). */
const endsReady = (answer: Uint8Array): boolean => {
  const at = answer.length - 6;
  return (
    at >= 0 &&
    answer[at] === 0x5a &&
    new DataView(answer.buffer, answer.byteOffset + at + 1, 4).getInt32(0) === 5
  );
};

/**
 * Checks that a Query, a Sync or a startup packet got its ReadyForQuery; a COPY's answer to a
 * Query waits for the client's data instead (CopyInResponse 'G', CopyBothResponse 'W'). The
 * answer's messages are framed as the client's after its startup packet; one whose length makes
 * no sense is a broken answer too.
 */
const expectReady = (asked: string, answer: Uint8Array): Uint8Array => {
  if (asked !== 'Q' && asked !== 'S' && asked !== '') return answer;
  if (endsReady(answer)) return answer;
  let last = '';
  try {
    last = completeMessages(answer, false).last;
  } catch {
    // Not framed as protocol messages: broken, as below.
  }
  if (last === 'G' || last === 'W') return answer;
  throw new WedgedError('the embedded database stopped answering (no ReadyForQuery)');
};

const concat = (a: Uint8Array | undefined, b: Uint8Array): Uint8Array => {
  if (!a || a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
};

const open = async ({ dataDir, loadDataDir }: PgliteThreadOptions): Promise<PGlite> =>
  PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, startParams });

/**
 * Runs whole messages through PGlite and gives back what it wrote, copied out of its WebAssembly
 * memory. Not `execProtocolRawSync`: that one also parses every message it writes into a list
 * kept for `execProtocol`, which only that method empties, so the list grew by every answer
 * (about 17 kB a query, some 20 MB a second under load). The stream form hands the bytes over
 * as they are written and keeps nothing; its files need no sync (on Node's file system PGlite
 * writes through, and in memory there is nothing to write).
 */
const runner = (db: PGlite) => {
  const usual = 64 * 1024;
  let out = new Uint8Array(usual);
  let length = 0;
  const collect = (chunk: Uint8Array) => {
    if (length + chunk.length > out.length) {
      const grown = new Uint8Array(Math.max(out.length * 2, length + chunk.length));
      grown.set(out.subarray(0, length));
      out = grown;
    }
    out.set(chunk, length);
    length += chunk.length;
  };
  /** `asked`: the type of the last message of `bytes` ('' for a startup packet). */
  return async (bytes: Uint8Array, asked: string): Promise<Uint8Array> => {
    length = 0;
    await db.execProtocolRawStream(bytes, { syncToFs: false, onRawData: collect });
    const answer = out.slice(0, length);
    // A rare big answer (a report's rows) does not keep its buffer for the life of the process.
    if (out.length > 16 * usual) out = new Uint8Array(usual);
    return expectReady(asked, answer);
  };
};

const serve = (db: PGlite) => {
  const run = runner(db);
  /** The connection whose session PGlite holds now. */
  let holder: number | undefined;
  /** Per connection: bytes of a message that has not fully arrived. */
  const partial = new Map<number, Uint8Array>();
  /** Connections that sent their startup packet. */
  const started = new Set<number>();

  const rollBackOpen = async () => {
    if (db.isInTransaction()) await run(ROLLBACK, 'Q');
  };
  const reset = async () => {
    await rollBackOpen();
    await run(DISCARD_ALL, 'Q');
  };

  const answerWith = (id: number, answer: Uint8Array) => {
    if (answer.length > 0) send({ op: 'wire', id, bytes: answer }, [answer.buffer as ArrayBuffer]);
  };

  const wire = async (id: number, bytes: Uint8Array) => {
    if (holder !== id) {
      if (holder !== undefined) await reset();
      holder = id;
    }
    const pending = concat(partial.get(id), bytes);
    const startup = !started.has(id);
    const { length, last } = completeMessages(pending, startup);
    if (length < pending.length) partial.set(id, pending.slice(length));
    else partial.delete(id);
    if (length === 0) return;
    let whole = pending.subarray(0, length);
    if (startup) {
      started.add(id);
      // PGlite reads a startup packet alone and would drop what follows it in the same call.
      const packet = new DataView(whole.buffer, whole.byteOffset).getInt32(0);
      answerWith(id, await run(whole.subarray(0, packet), ''));
      whole = whole.subarray(packet);
    }
    if (whole.length > 0) answerWith(id, await run(whole, last));
  };

  const end = async (id: number) => {
    partial.delete(id);
    started.delete(id);
    if (holder === id) {
      holder = undefined;
      await reset();
    }
  };

  const close = async () => {
    port.off('message', onMessage);
    await rollBackOpen();
    await db.close();
    send({ op: 'closed' });
    port.close();
  };

  const handle = async (message: ToThread) => {
    switch (message.op) {
      case 'wire':
        try {
          await wire(message.id, message.bytes);
        } catch (error) {
          // A session that stopped answering is the thread's end, not the connection's.
          if (error instanceof WedgedError) throw error;
          send({ op: 'wire-failed', id: message.id, message: String(error) });
        }
        return;
      case 'end':
        await end(message.id);
        return;
      case 'close':
        await close();
    }
  };
  // One message at a time, in the order they came: PGlite is one session.
  let turn = Promise.resolve();
  const onMessage = (message: ToThread) => {
    // Answered at once, between two calls into PGlite: a thread stuck in one cannot.
    if (message.op === 'ping') return send({ op: 'pong' });
    turn = turn.then(() =>
      handle(message).catch((error: unknown) => {
        send({ op: 'failed', message: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      }),
    );
  };
  port.on('message', onMessage);
};

open(workerData as PgliteThreadOptions).then(
  (db) => {
    serve(db);
    send({ op: 'ready' });
  },
  (error: unknown) => {
    send({ op: 'failed', message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
