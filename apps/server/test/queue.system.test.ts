import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../src/infra/queue/job.js';
import { jobIdFor } from '../src/infra/queue/job-id.js';
import { createJobQueue, QUEUE_SCHEMA, type JobQueue } from '../src/infra/queue/job-queue.js';
import { openDatabase, type Database } from '../src/infra/database/database.js';
import { createTestApp, onPostgres, TEST_DATABASE_URL, type TestApp } from './helpers.js';
import { eventually } from './queue-helpers.js';

/**
 * The job queue on the test database (PGlite, or PostgreSQL in the Postgres run): retries,
 * failed jobs kept with their error, the back office's list/retry/discard, dedupe by id, and a
 * schedule shared by several processes.
 */
let t: TestApp;
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  while (queues.length) await queues.pop()?.stop();
});
afterAll(async () => {
  await t?.close();
});

const newQueue = () => {
  const queue = createJobQueue({ database: t.app.database, log: t.app.log });
  queues.push(queue);
  return queue;
};

describe('the job queue', () => {
  it('keeps a job that failed for good with its error; the back office retries it', async () => {
    let failing = true;
    const runs: string[] = [];
    const flaky = defineJob({
      name: 'test.flaky',
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      pollSeconds: 0.5,
      async handle(data: { n: number }) {
        runs.push(`run ${data.n}`);
        if (failing) throw new Error('provider said no');
        return { ok: true };
      },
    });
    const queue = newQueue();
    queue.register([flaky]);
    await queue.start({ work: true, schedule: false });
    const id = await queue.send(flaky, { n: 1 });
    expect(id).toBeTruthy();
    const failed = await eventually(
      async () => (await queue.admin.list({ state: 'failed', name: 'test.flaky' })).items[0],
      8000,
      'the failed job',
    );
    expect(failed).toMatchObject({
      id,
      name: 'test.flaky',
      state: 'failed',
      error: 'provider said no',
    });
    expect(failed.data).toEqual({ n: 1 });
    failing = false;
    expect(await queue.admin.retry('test.flaky', id ?? '')).toBe(true);
    await eventually(
      async () => (await queue.admin.get('test.flaky', id ?? ''))?.state === 'completed',
    );
    expect(runs).toEqual(['run 1', 'run 1']);
    // Only failed jobs can be retried; unknown ids are refused without a query error.
    expect(await queue.admin.retry('test.flaky', id ?? '')).toBe(false);
    expect(await queue.admin.retry('test.flaky', 'not-a-uuid')).toBe(false);
  });

  it('drains a backlog one job after another, without sleeping its polling interval between them', async () => {
    const done: number[] = [];
    const slowPoll = defineJob({
      name: 'test.backlog',
      // A worker that slept this long between jobs would leave all but the first undone below.
      pollSeconds: 120,
      async handle(data: { n: number }) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        done.push(data.n);
      },
    });
    const queue = newQueue();
    queue.register([slowPoll]);
    await queue.start({ work: true, schedule: false });
    // Five jobs sent together: the wake-ups after the first reach a worker that is busy.
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.send(slowPoll, { n })));
    await eventually(async () => done.length === 5, 20_000, 'the five jobs');
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists waiting jobs and discards one', async () => {
    const later = defineJob({ name: 'test.later', async handle() {} });
    const queue = newQueue();
    queue.register([later]);
    await queue.start({ work: false, schedule: false });
    const id = await queue.send(later, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    const waiting = await queue.admin.list({ state: 'waiting', name: 'test.later' });
    expect(waiting.total).toBe(1);
    expect(waiting.items[0]).toMatchObject({ id, state: 'created', error: null });
    expect(await queue.admin.discard('test.later', id ?? '')).toBe(true);
    expect((await queue.admin.list({ state: 'waiting', name: 'test.later' })).total).toBe(0);
    expect(await queue.admin.discard('test.later', id ?? '')).toBe(false);
  });

  it('runs `concurrency` jobs of a name at once in one process, and no more', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const slow = defineJob({
      name: 'test.slow',
      concurrency: 2,
      pollSeconds: 0.5,
      async handle() {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
      },
    });
    const queue = newQueue();
    queue.register([slow]);
    await queue.start({ work: true, schedule: false });
    const ids = [
      await queue.send(slow, {}),
      await queue.send(slow, {}),
      await queue.send(slow, {}),
    ];
    await eventually(async () => running === 2, 8000, 'two jobs running');
    // The third waits for a free worker while two run.
    expect((await queue.admin.list({ state: 'waiting', name: 'test.slow' })).total).toBe(1);
    release.shift()?.();
    await eventually(async () => release.length === 2, 8000, 'the third job started');
    while (release.length) release.shift()?.();
    for (const id of ids) {
      await eventually(
        async () => (await queue.admin.get('test.slow', id ?? ''))?.state === 'completed',
      );
    }
    expect(most).toBe(2);
  });

  it('tells running handlers to give up when the queue stops; the job is retried', async () => {
    let started = 0;
    const long = defineJob({
      name: 'test.long',
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      pollSeconds: 0.5,
      async handle(_data: object, meta) {
        started += 1;
        if (started > 1) return 'done';
        await new Promise<void>((_resolve, reject) => {
          meta.signal?.addEventListener('abort', () => reject(new Error('stopped')), {
            once: true,
          });
        });
        return 'never';
      },
    });
    const first = newQueue();
    first.register([long]);
    await first.start({ work: true, schedule: false });
    const id = (await first.send(long, {})) ?? '';
    await eventually(async () => started === 1, 8000, 'the job started');
    await first.stop();
    // pg-boss records the failure without holding the stop for it.
    await eventually(
      async () => (await first.admin.get('test.long', id))?.state === 'retry',
      8000,
      'the job set for a retry',
    );
    const second = newQueue();
    second.register([long]);
    await second.start({ work: true, schedule: false });
    await eventually(
      async () => (await second.admin.get('test.long', id))?.state === 'completed',
      10_000,
      'the retry completed',
    );
    expect(started).toBe(2);
  });

  it('queues one job per dedupe id', async () => {
    const once = defineJob({ name: 'test.once', async handle() {} });
    const queue = newQueue();
    queue.register([once]);
    await queue.start({ work: false, schedule: false });
    const id = jobIdFor('receipt:42');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await queue.send(once, {}, { id })).toBe(id);
    expect(await queue.send(once, {}, { id })).toBeNull();
    expect((await queue.admin.list({ state: 'waiting', name: 'test.once' })).total).toBe(1);
  });

  it('runs a scheduled job once per tick, however many processes run the schedule', async () => {
    const runs: number[] = [];
    const ticking = defineJob({
      name: 'test.tick',
      schedule: '* * * * *',
      pollSeconds: 0.5,
      async handle() {
        runs.push(Date.now());
      },
    });
    const a = newQueue();
    const b = newQueue();
    a.register([ticking]);
    b.register([ticking]);
    const started = Date.now();
    await Promise.all([
      a.start({ work: true, schedule: true }),
      b.start({ work: true, schedule: true }),
    ]);
    // pg-boss looks at the schedules at start and then every 10 s, but takes only every other
    // look when they are exactly 10 s apart: a schedule written just after the first look is
    // first sent 20 s later.
    await eventually(async () => runs.length > 0, 30_000, 'the scheduled run');
    await new Promise((r) => setTimeout(r, 6000));
    // One run per tick the schedule sent. pg-boss records each tick it sends as a job of its
    // own, one per minute's slot across processes (a singleton key): no slot may hold two, every
    // tick sent has run, and there are no more runs than ticks sent (a tick run twice makes
    // more; a tick sent during the last wait may not have run yet, so the end's count bounds
    // the runs from above). Counted by tick, not by the minute a run happened in: a tick sent
    // late in its minute may run in the next one, beside that minute's own.
    const sentTicks = async () => {
      const { rows } = await t.app.database.execute(
        `select count(*)::int as sent, count(distinct singleton_on)::int as slots
           from ${QUEUE_SCHEMA}.job
          where name = '__pgboss__send-it' and singleton_key = 'test.tick' and created_on >= $1`,
        [new Date(started - 1000)],
      );
      const { sent, slots } = rows[0] as { sent: number; slots: number };
      expect(sent).toBe(slots);
      return sent;
    };
    const ticks = await sentTicks();
    expect(ticks).toBeGreaterThanOrEqual(1);
    await eventually(async () => runs.length >= ticks, 10_000, 'a run of every tick sent');
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.length).toBeGreaterThanOrEqual(ticks);
    expect(runs.length).toBeLessThanOrEqual(await sentTicks());
    expect(runs.length).toBeLessThanOrEqual(2);
  }, 50_000);
});

describe.skipIf(!onPostgres)('processes started together', () => {
  // Each "process" has its own pool on this file's database, as the web processes and the worker
  // of a deployment do.
  const pools: Database[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('all start when their queues are new, and the cron keeps its queue', async () => {
    const { rows } = await t.app.database.execute('select current_database() as name');
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.pathname = `/${String(rows[0]?.name)}`;
    for (let n = 0; n < 4; n += 1) pools.push(await openDatabase({ url: url.toString() }));
    const jobs = Array.from({ length: 8 }, (_, n) =>
      defineJob({
        name: `test.fresh${n}`,
        schedule: n === 0 ? '0 0 1 1 *' : undefined,
        async handle() {},
      }),
    );
    const cronQueue = '__pgboss__send-it';
    // Each round starts on queues that do not exist yet, the cron's among them, as on a new
    // database: creating them at once used to deadlock one start in two.
    for (let round = 0; round < 4; round += 1) {
      const ours = `name = $1 or name like 'test.fresh%'`;
      await t.app.database.execute(`delete from pgboss.job where ${ours}`, [cronQueue]);
      await t.app.database.execute(
        `select pgboss.delete_queue(name) from pgboss.queue where ${ours}`,
        [cronQueue],
      );
      const started = pools.map((database) => {
        const queue = createJobQueue({ database, log: t.app.log });
        queue.register(jobs);
        queues.push(queue);
        return queue;
      });
      const outcomes = await Promise.allSettled(
        started.map((queue, n) => queue.start({ work: n > 0, schedule: n % 2 === 0 })),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const created = await t.app.database.execute(
        `select count(*)::int as n from pgboss.queue where ${ours}`,
        [cronQueue],
      );
      expect(created.rows[0]?.n).toBe(jobs.length + 1);
      while (queues.length) await queues.pop()?.stop();
    }
  }, 60_000);
});
