import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { registerErrorHandling } from '../http/error-handler.js';
import { createMetrics } from '../metrics/metrics.js';
import { createOutageMonitor, isDatabaseUnavailable, reportDatabaseEvent } from './outage.js';

const recordingLog = () => {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_object: unknown, msg: string) => lines.push({ level, msg });
  return {
    lines,
    log: { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger,
  };
};

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('database outages', () => {
  afterEach(() => vi.useRealTimers());

  it('tells connection failures from query failures, wrapped or not', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '57P01' } }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A request still in flight while the process shuts down: 503, to be retried elsewhere.
    const ended = new Error('Cannot use a pool after calling end on the pool');
    expect(isDatabaseUnavailable(new Error('query failed', { cause: ended }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 with Retry-After and logs down and back once, however many requests fail', async () => {
    vi.useFakeTimers();
    const { lines, log } = recordingLog();
    let up = false;
    const monitor = createOutageMonitor({ ping: async () => up, log, probeMs: 100 });
    const app = Fastify();
    registerErrorHandling(app, monitor.report);
    app.get('/q', async () => {
      throw new Error('Failed query: select … params: secret', { cause: refused() });
    });
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({ method: 'GET', url: '/q' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'server.unavailable' });
    }
    expect(monitor.down).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    up = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(monitor.down).toBe(false);
    expect(lines.map((l) => `${l.level}: ${l.msg}`)).toEqual([
      'error: database unreachable: answering 503 until it is back',
      'warn: database reachable again',
    ]);
    monitor.close();
    await app.close();
  });

  it("logs the embedded database's failure and restarts, and counts the restarts by outcome", async () => {
    const { lines, log } = recordingLog();
    const metrics = createMetrics();
    const report = reportDatabaseEvent(log, metrics);
    const broke = new Error('Connection terminated: the embedded database failed');
    report({ kind: 'stopped', error: broke, restarts: true });
    report({ kind: 'restart-failed', error: new Error('locked'), retryInMs: 500 });
    report({ kind: 'restarted', downForMs: 900, attempts: 2 });
    report({ kind: 'stopped', error: broke, restarts: false });
    expect(lines.map((l) => `${l.level}: ${l.msg}`)).toEqual([
      'error: the embedded database stopped: starting it again from its files',
      'error: the embedded database could not start again yet',
      'warn: the embedded database started again',
      'error: the embedded database stopped, and in memory it cannot start again',
    ]);
    const text = await metrics.registry.metrics();
    expect(text).toContain('dalbit_db_restarts_total{outcome="failed"} 1');
    expect(text).toContain('dalbit_db_restarts_total{outcome="restarted"} 1');
  });
});
