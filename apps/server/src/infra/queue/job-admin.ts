import type PgBoss from 'pg-boss';
import type { Database } from '../database/database.js';
import type { JobState } from './job.js';

/** One job as the back office lists it. */
export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  /** Tries made after the first one. */
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  /** When it runs (next); for a retry, after the backoff. */
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The last failure's message, for failed jobs and jobs waiting for a retry. */
  error: string | null;
  /** What the last run left: the handler's answer, or the error pg-boss stored (with stack). */
  output: unknown;
}

/** A registered queue and how many of its jobs are in each list. */
export interface QueueSummary {
  name: string;
  failed: number;
  waiting: number;
  active: number;
}

/** Which jobs to list: `waiting` is created or waiting for a retry. */
export type JobListState = 'waiting' | 'active' | 'failed';

export interface JobListFilter {
  state: JobListState;
  /** One queue (job name) only. */
  name?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * What the back office needs of the queue (its jobs view): failed and waiting jobs with their
 * errors, newest first, and retrying or discarding one. Built on pg-boss's tables and calls.
 */
export interface JobAdmin {
  list(filter: JobListFilter): Promise<{ items: JobSummary[]; total: number }>;
  get(name: string, id: string): Promise<JobSummary | undefined>;
  /**
   * Runs a job again at once: a failed one gets one more try (pg-boss's retry), one waiting for
   * its retry skips the rest of its backoff. False when the job is in neither state.
   */
  retry(name: string, id: string): Promise<boolean>;
  /** Removes a waiting or failed job for good. False when there is no such job (or it runs). */
  discard(name: string, id: string): Promise<boolean>;
  /** Jobs that failed for good since `since` (by when they failed) and are still failed. */
  countFailed(since: Date): Promise<number>;
  /** Every registered queue, with its failed, waiting and running jobs counted. */
  queues(): Promise<QueueSummary[]>;
}

const STATES: Record<JobListState, JobState[]> = {
  waiting: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  error: string | null;
  output: unknown;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toSummary = (row: Row): JobSummary => ({
  id: row.id,
  name: row.name,
  state: row.state,
  data: row.data,
  retryCount: Number(row.retry_count),
  retryLimit: Number(row.retry_limit),
  createdAt: date(row.created_on),
  startAfter: date(row.start_after),
  startedAt: row.started_on === null ? null : date(row.started_on),
  completedAt: row.completed_on === null ? null : date(row.completed_on),
  error: row.error,
  output: row.output ?? null,
});

export const createJobAdmin = (options: {
  database: Database;
  schema: string;
  boss: () => Promise<PgBoss>;
  /** The registered queues' names. */
  names: () => string[];
  /** Wakes this process's worker of a queue, when it has one, so a retry starts at once. */
  notify?: (name: string) => void;
}): JobAdmin => {
  const { database, schema } = options;
  const columns = `id, name, state::text as state, data, retry_count, retry_limit, created_on,
    start_after, started_on, completed_on, output,
    case when state in ('failed', 'retry') then output->>'message' end as error`;
  // pg-boss's own queues (cron) are not the back office's business.
  const ours = `name not like '\\_\\_pgboss%'`;
  const find = async (name: string, id: string) => {
    if (!UUID.test(id)) return undefined;
    const { rows } = await database.execute(
      `select ${columns} from ${schema}.job where name = $1 and id = $2::uuid`,
      [name, id],
    );
    return rows[0] as Row | undefined;
  };
  return {
    async list({ state, name, limit = 50, offset = 0 }) {
      const states = STATES[state];
      const values: unknown[] = [states];
      let where = `state::text = any($1::text[]) and ${ours}`;
      if (name) {
        values.push(name);
        where += ` and name = $${values.length}`;
      }
      const count = await database.execute(
        `select count(*)::int as total from ${schema}.job where ${where}`,
        values,
      );
      values.push(Math.min(Math.max(1, limit), 200), Math.max(0, offset));
      const { rows } = await database.execute(
        `select ${columns} from ${schema}.job where ${where}
         order by created_on desc, id limit $${values.length - 1} offset $${values.length}`,
        values,
      );
      return {
        items: (rows as unknown as Row[]).map(toSummary),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },
    async get(name, id) {
      const row = await find(name, id);
      return row && toSummary(row);
    },
    async retry(name, id) {
      const row = await find(name, id);
      if (row?.state === 'failed') {
        await (await options.boss()).retry(name, id);
      } else if (row?.state === 'retry') {
        // pg-boss has no call for "now": its retry only takes failed jobs. Skipping the backoff
        // is moving start_after, which is what its own fetch reads.
        const { rows } = await database.execute(
          `update ${schema}.job set start_after = now()
           where name = $1 and id = $2::uuid and state = 'retry' returning id`,
          [name, id],
        );
        if (rows.length === 0) return false;
      } else {
        return false;
      }
      options.notify?.(name);
      return true;
    },
    async discard(name, id) {
      const row = await find(name, id);
      if (!row || !['created', 'retry', 'failed'].includes(row.state)) return false;
      await (await options.boss()).deleteJob(name, id);
      return true;
    },
    async countFailed(since) {
      const { rows } = await database.execute(
        `select count(*)::int as n from ${schema}.job
         where state = 'failed' and completed_on >= $1 and ${ours}`,
        [since.toISOString()],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async queues() {
      const { rows } = await database.execute(
        `select name,
           count(*) filter (where state = 'failed')::int as failed,
           count(*) filter (where state in ('created', 'retry'))::int as waiting,
           count(*) filter (where state = 'active')::int as active
         from ${schema}.job where state in ('created', 'retry', 'active', 'failed') and ${ours}
         group by name`,
      );
      const counts = new Map(
        (rows as unknown as QueueSummary[]).map((r) => [
          r.name,
          { failed: Number(r.failed), waiting: Number(r.waiting), active: Number(r.active) },
        ]),
      );
      // Registered queues with nothing in them are listed too (the filter offers every queue),
      // and jobs of a queue no longer registered still show.
      const names = [...new Set([...options.names(), ...counts.keys()])].sort();
      return names.map((name) => ({
        name,
        ...(counts.get(name) ?? { failed: 0, waiting: 0, active: 0 }),
      }));
    },
  };
};
