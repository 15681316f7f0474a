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
  /** Runs a failed job again at once (one more try). False when it is not a failed job. */
  retry(name: string, id: string): Promise<boolean>;
  /** Removes a waiting or failed job for good. False when there is no such job (or it runs). */
  discard(name: string, id: string): Promise<boolean>;
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
});

export const createJobAdmin = (options: {
  database: Database;
  schema: string;
  boss: () => Promise<PgBoss>;
}): JobAdmin => {
  const { database, schema } = options;
  const columns = `id, name, state::text as state, data, retry_count, retry_limit, created_on,
    start_after, started_on, completed_on,
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
      if (row?.state !== 'failed') return false;
      await (await options.boss()).retry(name, id);
      return true;
    },
    async discard(name, id) {
      const row = await find(name, id);
      if (!row || !['created', 'retry', 'failed'].includes(row.state)) return false;
      await (await options.boss()).deleteJob(name, id);
      return true;
    },
  };
};
