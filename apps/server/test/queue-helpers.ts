import type { JobListState, JobSummary } from '../src/infra/queue/job-admin.js';
import type { TestApp } from './helpers.js';

/** Polls `probe` until it answers something truthy (or fails after `timeoutMs`). */
export const eventually = async <T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 8000,
  what = 'condition',
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

export const jobsIn = async (t: TestApp, state: JobListState, name = 'mail.send') =>
  (await t.app.queue.admin.list({ state, name })).items;

/** Waits for a job of `name` to be in `state` (a failed try puts a mail in `waiting`, as `retry`). */
export const jobIn = (
  t: TestApp,
  state: JobListState,
  name = 'mail.send',
  match: (job: JobSummary) => boolean = () => true,
) =>
  eventually(
    async () => (await jobsIn(t, state, name)).find(match),
    8000,
    `a ${name} job ${state}`,
  );

/** Skips the backoff: every job waiting for a retry may run now (the worker polls each 2 s). */
export const retryNow = (t: TestApp) =>
  t.app.database.execute(`update pgboss.job set start_after = now() where state = 'retry'`);

/** How many mails to `to` were ever queued (the job's envelope is in clear). */
export const mailJobsTo = async (t: TestApp, to: string) => {
  const { rows } = await t.app.database.execute(
    `select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = $1`,
    [to],
  );
  return Number(rows[0]?.n ?? 0);
};
