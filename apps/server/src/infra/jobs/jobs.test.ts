import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startJobs } from './jobs.js';

const fakeLog = () => {
  const errors: unknown[] = [];
  const log = { error: (object: unknown) => errors.push(object) };
  return { errors, log: log as unknown as FastifyBaseLogger };
};

describe('startJobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job on its interval until stopped, and logs a failed run', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const { errors, log } = fakeLog();
    const stop = startJobs(
      [
        { name: 'often', everyMs: 1000, run: async () => runs.push('often') },
        {
          name: 'failing',
          everyMs: 3000,
          run: async () => {
            runs.push('failing');
            throw new Error('provider down');
          },
        },
      ],
      log,
    );
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs.filter((r) => r === 'often')).toHaveLength(3);
    expect(runs.filter((r) => r === 'failing')).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ job: 'failing' })]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs.filter((r) => r === 'failing')).toHaveLength(2);
    stop();
    const before = runs.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(before);
  });
});
