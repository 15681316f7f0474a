import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work a module declares (its `<module>.jobs.ts`): run every `everyMs`, safe to run
 * in several processes at once. The process entry decides whether this process runs them.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job on its own interval in this process until the returned stop is called. A run
 * that fails is logged and tried again at the next tick.
 */
export const startJobs = (jobs: readonly Job[], log: FastifyBaseLogger): (() => void) => {
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      job.run().catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'a background job failed');
      });
    }, job.everyMs);
    // Timers alone never keep the process alive; the server does.
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
};
