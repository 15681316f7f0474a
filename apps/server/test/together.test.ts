import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/infra/database/database.js';
import { aFilm } from './builders/films.js';
import { createTestApp, onPostgres, TEST_DATABASE_URL } from './helpers.js';

/**
 * Reads sent together (infra/database/together.ts): on the driver the run uses, PGlite in memory
 * or the PostgreSQL server of TEST_DATABASE_URL.
 */
describe('reads sent together', () => {
  let database: Database | undefined;
  /** PGlite's pool has one connection whatever the size: one PGlite serves the whole file. */
  let embedded: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  afterAll(async () => embedded?.close());

  const open = async (poolSize = 4) =>
    onPostgres
      ? (database = await openDatabase({ url: TEST_DATABASE_URL ?? '', poolSize }))
      : (embedded ??= await openDatabase({ dataDir: undefined }));

  const one = async (db: Database['db'], query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const pidOf = async (db: Database['db'], wait = 0) =>
    Number((await one(db, sql`select pg_backend_pid() as pid, pg_sleep(${wait})`)).pid);

  it('answers each query its own rows, on one connection, and gives it back', async () => {
    const { db, together } = await open();
    const answers = await together(() =>
      Promise.all([1, 2, 3].map(async (n) => one(db, sql`select ${n}::int * 10 as n`))),
    );
    expect(answers).toEqual([{ n: 10 }, { n: 20 }, { n: 30 }]);
    const pids = await together(() => Promise.all([0.05, 0.05, 0.05].map((w) => pidOf(db, w))));
    expect(new Set(pids).size).toBe(1);
    // A query after it still answers.
    expect(await one(db, sql`select 'after' as said`)).toEqual({ said: 'after' });
  });

  it.runIf(onPostgres)('without it, side-by-side reads take connections of their own', async () => {
    const { db } = await open();
    const pids = await Promise.all([0.05, 0.05, 0.05].map((w) => pidOf(db, w)));
    expect(new Set(pids).size).toBeGreaterThan(1);
  });

  it('sends a query started after an await through the pool, answered the same', async () => {
    const { db, together } = await open(1);
    const summed = await together(async () => {
      const first = Number((await one(db, sql`select 2 as n`)).n);
      const second = Number((await one(db, sql`select ${first}::int + 3 as n`)).n);
      return second;
    });
    expect(summed).toBe(5);
    expect(await one(db, sql`select 1 as n`)).toEqual({ n: 1 });
  });

  it('fails only the query that failed; the connection is dropped and the pool goes on', async () => {
    const { db, together } = await open(1);
    const settled = await together(() =>
      Promise.allSettled([
        one(db, sql`select 1 as n`),
        one(db, sql`select 1 / 0 as n`),
        one(db, sql`select 3 as n`),
      ]),
    );
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[2] as PromiseFulfilledResult<unknown>).value).toEqual({ n: 3 });
    const failure = (settled[1] as PromiseRejectedResult).reason as Error;
    expect(String(failure.cause ?? failure)).toMatch(/division by zero/);
    // With a pool of one, this waits 3 s and fails if the connection was not given back.
    expect(await one(db, sql`select 'next' as said`)).toEqual({ said: 'next' });
  });

  it('lets a transaction started inside it wait for a connection as usual, with a pool of one', async () => {
    const { db, together } = await open(1);
    const [read, written] = await together(() =>
      Promise.all([
        one(db, sql`select 1 as n`),
        db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select 2 as n`)) as unknown as { rows: unknown[] };
          return result.rows[0];
        }),
      ]),
    );
    expect([read, written]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it.runIf(onPostgres)('writes its queries to the server in one write', async () => {
    const { db, together } = await open(1);
    await one(db, sql`select 1 as n`); // the pool's connection, made and handshaken
    const port = Number(new URL(TEST_DATABASE_URL ?? '').port || 5432);
    type Write = (this: Socket, ...args: unknown[]) => unknown;
    const proto = Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
    const plain = { _write: proto._write, _writev: proto._writev };
    let writes = 0;
    for (const method of ['_write', '_writev'] as const)
      proto[method] = function (this: Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes += 1;
        return plain[method].apply(this, args);
      };
    try {
      const answers = await together(() =>
        Promise.all([1, 2, 3].map(async (n) => one(db, sql`select ${n}::int as n`))),
      );
      expect(answers).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(writes).toBe(1);
    } finally {
      Object.assign(proto, plain);
    }
  });

  it.runIf(onPostgres)(
    'spreads over idle connections, one each, while more than one is idle',
    async () => {
      const { db, together } = await open(4);
      // Four connections made, then idle.
      await Promise.all([1, 2, 3, 4].map(() => pidOf(db, 0.05)));
      const spread = await together(() => Promise.all([1, 2, 3, 4].map(() => pidOf(db, 0.05))));
      expect(new Set(spread).size).toBe(4);
      // Three of them busy: the one left takes the whole batch.
      const busy = Promise.all([1, 2, 3].map(() => pidOf(db, 0.3)));
      await new Promise((resolve) => setImmediate(resolve));
      const shared = await together(() => Promise.all([1, 2, 3, 4].map(() => pidOf(db, 0.05))));
      expect(new Set(shared).size).toBe(1);
      expect(new Set(await busy)).not.toContain(shared[0]);
      // Two idle: the first query takes one, the rest go together down the other.
      const [first, ...rest] = await Promise.all([
        Promise.all([1, 2].map(() => pidOf(db, 0.3))),
        new Promise((resolve) => setImmediate(resolve)).then(() =>
          together(() => Promise.all([1, 2, 3].map(() => pidOf(db, 0.05)))),
        ),
      ]).then(([, mixed]) => mixed);
      expect(new Set(rest).size).toBe(1);
      expect(rest[0]).not.toBe(first);
    },
  );

  it('a second together inside the first shares its connection', async () => {
    const { db, together } = await open();
    const pids = await together(() =>
      Promise.all([pidOf(db, 0.05), together(() => Promise.all([pidOf(db, 0.05), pidOf(db)]))]),
    );
    expect(new Set(pids.flat()).size).toBe(1);
  });
});

describe('the app sends reads together', () => {
  it("for a search's four kinds, with their answers", async () => {
    let calls = 0;
    const t = await createTestApp({ CACHE_TTL_SECONDS: '0' }, {}, (database) => ({
      ...database,
      together: (work) => {
        calls += 1;
        return database.together(work);
      },
    }));
    try {
      await aFilm(t.db, { titleEng: 'Nights at the Hanok', titleKr: '한옥의 밤' });
      const search = await t.app.inject({ url: '/api/search?key=Hanok' });
      expect(search.statusCode).toBe(200);
      expect(search.json().data.counts.film).toBe(1);
      expect(calls).toBe(1);
    } finally {
      await t.close();
    }
  });
});
