/**
 * A background job a module declares in its `<f>.jobs.ts` (docs/architecture.md#modules): a
 * name, how failures are retried, an optional schedule, and the handler. The composition root
 * registers every definition with the queue; the process's role decides where handlers run.
 */
export interface JobRetry {
  /** Tries after the first one. */
  limit: number;
  /** Seconds before the first retry; doubled (with jitter) for each next one when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
}

export interface JobMeta {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /**
   * Aborted when this process's queue stops (shutdown): a long handler (a transcode) stops
   * its work and rejects, and the job is retried by another worker. Absent when a test runs a
   * handler by itself.
   */
  signal?: AbortSignal;
}

export interface JobDefinition<Name extends string = string, Data extends object = object> {
  readonly name: Name;
  /**
   * Cron expression (UTC). The queue puts one job on each tick across every process, however
   * many run; one worker takes it.
   */
  readonly schedule?: string;
  readonly retry?: JobRetry;
  /** A run that takes longer counts as failed (and is retried); default 5 minutes. */
  readonly timeoutSeconds?: number;
  /** How often an idle worker of this process looks for work; default 2 s. */
  readonly pollSeconds?: number;
  /** Jobs of this name one process runs at once (each its own pg-boss worker); default 1. */
  readonly concurrency?: number;
  handle(data: Data, meta: JobMeta): Promise<unknown>;
}

/** Keeps the literal name and the payload type, so `queue.send(def, data)` checks both. */
export const defineJob = <Name extends string, Data extends object>(
  definition: JobDefinition<Name, Data>,
): JobDefinition<Name, Data> => definition;

// Handlers are contravariant in their payload; a list of definitions holds any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<string, any>;

/** What a module asks of the queue: put a job of one of its definitions on it. */
export interface JobSender {
  send<Data extends object>(
    definition: JobDefinition<string, Data>,
    data: Data,
    options?: SendOptions,
  ): Promise<string | null>;
}

export interface SendOptions {
  /**
   * A job id (UUID) of the caller's: sending the same id again while the first job is kept is
   * a no-op that answers null (see `jobIdFor`).
   */
  id?: string;
  startAfter?: Date;
}

/** The states the back office shows: waiting (created or set for a retry), running, failed. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
