import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminJob,
  AdminJobDetail,
  Dashboard,
  JobQueueSummary,
  Page,
  Role,
} from '@dalbit/contract';
import { defineJob } from '../src/infra/queue/job.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { api, registerBody, startSmtp, type TestSmtp } from './accounts-helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { eventually } from './queue-helpers.js';

/**
 * The back office's jobs view (`/api/admin/jobs`, jobs.manage, admin only) on the test database
 * (PGlite, or PostgreSQL in the Postgres run): jobs that really fail are listed with their
 * error, retried until they succeed, discarded for good, and every write is in the audit log.
 */
let t: TestApp;
let smtp: TestSmtp;
const tokens = {} as Record<Role, string>;

let failing = true;
const runs: number[] = [];
const flaky = defineJob({
  name: 'test.flaky',
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  pollSeconds: 0.5,
  async handle(data: { n: number }) {
    runs.push(data.n);
    if (failing) throw new Error(`provider said no to ${data.n}`);
    return { ok: data.n };
  },
});
const later = defineJob({ name: 'test.later', async handle() {} });
let release: () => void = () => undefined;
const slow = defineJob({
  name: 'test.slow',
  pollSeconds: 0.5,
  handle: () =>
    new Promise<void>((resolve) => {
      release = resolve;
    }),
});

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // The app's own jobs plus three of the test's: the queue takes definitions before it starts.
  await t.app.queue.stop();
  t.app.queue.register([flaky, later, slow]);
  await t.app.queue.start({ work: true, schedule: false });
  for (const role of ['admin', 'editor', 'moderator', 'user'] as const) {
    tokens[role] = (await aStaff(t, role)).token;
  }
});
afterAll(async () => {
  release();
  await t?.close();
  await smtp?.close();
});

const list = async (query: string) => {
  const res = await call(t, 'GET', `/admin/jobs?${query}`, tokens.admin);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<AdminJob>>(res);
};
const detail = (name: string, id: string) =>
  call(t, 'GET', `/admin/jobs/${name}/${id}`, tokens.admin);
const stateOf = async (name: string, id: string) =>
  dataOf<AdminJobDetail>(await detail(name, id)).state;
const failedJobs = async (days: 7 | 30) =>
  dataOf<Dashboard>(await call(t, 'GET', `/admin/dashboard?days=${days}`, tokens.admin)).failedJobs;

describe('who may see the jobs', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET', '/admin/jobs'],
    ['GET', '/admin/jobs/queues'],
    ['GET', `/admin/jobs/test.flaky/${unknown}`],
    ['POST', `/admin/jobs/test.flaky/${unknown}/retry`],
    ['DELETE', `/admin/jobs/test.flaky/${unknown}`],
  ];

  it.each(routes)(
    '%s %s: 401 for visitors, 403 for users, editors and moderators',
    async (m, url) => {
      const method = m as 'GET';
      expect((await call(t, method, url)).statusCode).toBe(401);
      for (const role of ['user', 'editor', 'moderator'] as const) {
        const res = await call(t, method, url, tokens[role]);
        expect(res.statusCode, role).toBe(403);
        expect(envelopeOf(res.body).code).toBe('auth.forbidden');
      }
      // An admin gets through the guard: the lists answer, the unknown job is not found.
      const res = await call(t, method, url, tokens.admin);
      expect(res.statusCode).toBe(url.endsWith('jobs') || url.endsWith('queues') ? 200 : 404);
    },
  );
});

describe('a job that fails', () => {
  it('is listed with its error, counted on the dashboard, retried and then succeeds', async () => {
    const [weekBefore, monthBefore] = [await failedJobs(7), await failedJobs(30)];
    failing = true;
    const id = await t.app.queue.send(flaky, { n: 1 });
    expect(id).toBeTruthy();
    const job = await eventually(
      async () => (await list('state=failed&name=test.flaky')).items.find((j) => j._id === id),
      10_000,
      'the failed job',
    );
    expect(job).toMatchObject({
      name: 'test.flaky',
      state: 'failed',
      error: 'provider said no to 1',
      retryCount: 0,
      retryLimit: 0,
    });
    expect(job.completedAt).not.toBeNull();
    // Every queue's list shows it as well; the waiting list does not.
    expect((await list('state=failed')).items.map((j) => j._id)).toContain(id);
    expect((await list('state=waiting&name=test.flaky')).total).toBe(0);

    const one = dataOf<AdminJobDetail>(await detail('test.flaky', id ?? ''));
    expect(one.data).toEqual({ n: 1 });
    expect(one.output).toMatchObject({ message: 'provider said no to 1' });
    expect(JSON.stringify(one.output)).toContain('stack');

    const queues = dataOf<JobQueueSummary[]>(
      await call(t, 'GET', '/admin/jobs/queues', tokens.admin),
    );
    expect(queues.find((q) => q.name === 'test.flaky')).toMatchObject({ failed: 1 });
    // Registered queues with nothing in them are offered too.
    expect(queues.map((q) => q.name)).toEqual(expect.arrayContaining(['mail.send', 'test.later']));
    expect(await failedJobs(7)).toBe(weekBefore + 1);
    expect(await failedJobs(30)).toBe(monthBefore + 1);

    failing = false;
    const retried = await call(t, 'POST', `/admin/jobs/test.flaky/${id}/retry`, tokens.admin);
    expect(retried.statusCode, retried.body).toBe(200);
    await eventually(
      async () => (await stateOf('test.flaky', id ?? '')) === 'completed',
      10_000,
      'the retried run',
    );
    expect(runs.filter((n) => n === 1)).toHaveLength(2);
    expect((await list('state=failed&name=test.flaky')).items.map((j) => j._id)).not.toContain(id);
    expect(dataOf<AdminJobDetail>(await detail('test.flaky', id ?? '')).output).toEqual({ ok: 1 });
    expect(await failedJobs(7)).toBe(weekBefore);

    // A finished job cannot be retried again, nor discarded.
    const again = await call(t, 'POST', `/admin/jobs/test.flaky/${id}/retry`, tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again.body).code).toBe('job.not_retryable');
    const gone = await call(t, 'DELETE', `/admin/jobs/test.flaky/${id}`, tokens.admin);
    expect(gone.statusCode).toBe(409);
    expect(envelopeOf(gone.body).code).toBe('job.not_discardable');

    const [line] = await auditLines(t);
    expect(line).toMatchObject({
      action: 'job.retry',
      entity_type: 'job',
      entity_id: id,
    });
    // The log keeps the fields that changed: it was failed, now it is queued again.
    expect(line?.before).toMatchObject({ state: 'failed' });
    expect(line?.after).toMatchObject({ requeued: true });
  }, 30_000);

  it('runs a mail waiting out its backoff at once once SMTP takes mail again', async () => {
    smtp.setRejecting(true);
    let id: string;
    try {
      expect(
        (await api(t).post('/user/register', registerBody('jobs@example.com'))).statusCode,
      ).toBe(201);
      const sent = await api(t).post('/user/send-otp', {
        userEmail: 'jobs@example.com',
        language: 'english',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const waiting = await eventually(
        async () =>
          (await list('state=waiting&name=mail.send')).items.find(
            (j) => j.state === 'retry' && j.error?.includes('mailbox unavailable'),
          ),
        10_000,
        'the refused mail',
      );
      id = waiting._id;
      // Its next try is after the backoff, not now.
      expect(Date.parse(waiting.startAfter)).toBeGreaterThan(Date.now());
      // The body is sealed and cut short in the detail; the envelope is in clear.
      const one = dataOf<AdminJobDetail>(await detail('mail.send', id));
      expect(one.data).toMatchObject({ to: 'jobs@example.com' });
      expect(String((one.data as { sealed: string }).sealed).length).toBeLessThanOrEqual(121);
    } finally {
      smtp.setRejecting(false);
    }
    const before = smtp.inbox.length;
    const res = await call(t, 'POST', `/admin/jobs/mail.send/${id}/retry`, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(
      async () => smtp.inbox.slice(before).some((m) => m.to.includes('jobs@example.com')),
      10_000,
      'the mail, delivered',
    );
    await eventually(
      async () => (await stateOf('mail.send', id)) === 'completed',
      10_000,
      'the job done',
    );
  }, 30_000);
});

describe('discarding', () => {
  it('removes a waiting job for good and records it', async () => {
    const id = await t.app.queue.send(later, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    const waiting = await list('state=waiting&name=test.later');
    expect(waiting.items.map((j) => j._id)).toEqual([id]);
    expect(waiting.items[0]).toMatchObject({ state: 'created', error: null });
    const res = await call(t, 'DELETE', `/admin/jobs/test.later/${id}`, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('state=waiting&name=test.later')).total).toBe(0);
    const gone = await detail('test.later', id ?? '');
    expect(gone.statusCode).toBe(404);
    expect(envelopeOf(gone.body).code).toBe('job.not_found');
    expect((await call(t, 'DELETE', `/admin/jobs/test.later/${id}`, tokens.admin)).statusCode).toBe(
      404,
    );
    // Created but not due: it cannot be "retried" either (it has not failed).
    const next = await t.app.queue.send(
      later,
      {},
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    const early = await call(t, 'POST', `/admin/jobs/test.later/${next}/retry`, tokens.admin);
    expect(early.statusCode).toBe(409);
    const [line] = await auditLines(t);
    expect(line).toMatchObject({ action: 'job.discard', entity_type: 'job', entity_id: id });
    expect(line?.before).toMatchObject({ name: 'test.later', state: 'created' });
    expect(line?.after).toBeNull();
  });

  it('removes a failed job for good', async () => {
    failing = true;
    const id = await t.app.queue.send(flaky, { n: 2 });
    await eventually(
      async () =>
        (await detail('test.flaky', id ?? '')).statusCode === 200 &&
        (await stateOf('test.flaky', id ?? '')) === 'failed',
      10_000,
      'the failed job',
    );
    expect((await call(t, 'DELETE', `/admin/jobs/test.flaky/${id}`, tokens.admin)).statusCode).toBe(
      200,
    );
    expect((await detail('test.flaky', id ?? '')).statusCode).toBe(404);
    expect((await list('state=failed&name=test.flaky')).items.map((j) => j._id)).not.toContain(id);
    // Retrying a discarded job finds nothing.
    const res = await call(t, 'POST', `/admin/jobs/test.flaky/${id}/retry`, tokens.admin);
    expect(res.statusCode).toBe(404);
  }, 20_000);

  it('leaves a running job alone', async () => {
    const id = await t.app.queue.send(slow, {});
    const running = await eventually(
      async () => (await list('state=active&name=test.slow')).items.find((j) => j._id === id),
      10_000,
      'the running job',
    );
    expect(running.startedAt).not.toBeNull();
    const res = await call(t, 'DELETE', `/admin/jobs/test.slow/${id}`, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(envelopeOf(res.body).code).toBe('job.not_discardable');
    expect(
      (await call(t, 'POST', `/admin/jobs/test.slow/${id}/retry`, tokens.admin)).statusCode,
    ).toBe(409);
    release();
    await eventually(
      async () => (await stateOf('test.slow', id ?? '')) === 'completed',
      10_000,
      'the end',
    );
  }, 20_000);
});

describe('bad input', () => {
  it('answers a translated 400 and changes nothing', async () => {
    for (const url of [
      '/admin/jobs?state=done',
      '/admin/jobs?name=%20drop%20table',
      '/admin/jobs?page=0',
      '/admin/jobs/test.flaky/not-a-uuid',
      '/admin/jobs/bad%20name/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'kr' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body).errorList[0], url).toMatch(hangul);
    }
    const res = await call(t, 'POST', '/admin/jobs/test.flaky/1/retry', tokens.admin);
    expect(res.statusCode).toBe(400);
  });

  it('pages the lists', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        await t.app.queue.send(later, { i }, { startAfter: new Date(Date.now() + 3_600_000) }),
      );
    }
    const first = await list('state=waiting&name=test.later&pageSize=2');
    const second = await list('state=waiting&name=test.later&pageSize=2&page=2');
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    const seen = [...first.items, ...second.items].map((j) => j._id);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
