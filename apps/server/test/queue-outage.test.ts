import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/infra/database/database.js';
import { isDatabaseUnavailable } from '../src/infra/database/outage.js';
import { defineJob } from '../src/infra/queue/job.js';
import { createJobQueue, survivingDatabaseOutages } from '../src/infra/queue/job-queue.js';
import { createTestApp, type TestApp } from './helpers.js';
import { eventually } from './queue-helpers.js';

/**
 * The bench's load once ended the server: the pool had no connection for pg-boss in time, and
 * a statement pg-boss never awaits (a worker's completion of a job) rejected with nobody to
 * catch it. The queue must instead answer "unavailable" (a 503) to what needs it and recover
 * (docs/operations.md#job-queue).
 */
const poolTimeout = () => new Error('timeout exceeded when trying to connect');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the job queue when the database cannot give a connection', () => {
  it('survives a rejection nobody awaited when it is a lost connection, not any other', () => {
    const reported: unknown[] = [];
    const onUnhandled = survivingDatabaseOutages((error) => reported.push(error));
    // As pg-boss's manager leaves complete() and fail() floating when the pool times out.
    const lost = new Error('query failed', { cause: poolTimeout() });
    expect(() => onUnhandled(lost)).not.toThrow();
    expect(reported).toEqual([lost]);
    const bug = new TypeError('x is not a function');
    expect(() => onUnhandled(bug)).toThrow(bug);
    expect(reported).toEqual([lost]);
  });

  it('starts anyway, answers unavailable while refused, then starts and runs jobs', async () => {
    let refuse = true;
    const real = t.app.database;
    const database: Database = {
      ...real,
      execute: (text, values) =>
        refuse ? Promise.reject(poolTimeout()) : real.execute(text, values),
    };
    const ran: number[] = [];
    const job = defineJob({
      name: 'test.outage',
      pollSeconds: 0.5,
      async handle(data: { n: number }) {
        ran.push(data.n);
      },
    });
    const queue = createJobQueue({ database, log: t.app.log });
    queue.register([job]);
    try {
      // The process entry awaits this: it must not throw and end the process.
      await queue.start({ work: true, schedule: false });
      expect(queue.running).toBe(false);
      const refused = await queue.send(job, { n: 1 }).then(
        () => undefined,
        (error: unknown) => error,
      );
      // The error handler answers 503 to exactly these.
      expect(isDatabaseUnavailable(refused)).toBe(true);

      refuse = false;
      await eventually(async () => queue.running, 15_000, 'the queue started');
      await queue.send(job, { n: 2 });
      await eventually(async () => ran.includes(2), 15_000, 'the job ran');
    } finally {
      await queue.stop();
    }
  });
});
