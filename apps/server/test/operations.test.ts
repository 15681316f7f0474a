import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';

/** What an operator sees: probes, request ids, the access log, proxies and metrics. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let t: TestApp;
let behindProxy: TestApp;
const METRICS_TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN }, { logger: { level: 'info', stream: logStream } });
  behindProxy = await createTestApp(
    { TRUST_PROXY: '1' },
    {
      loginLimits: {
        perIp: { max: 2, windowMs: 60_000 },
        perAccount: { max: 50, windowMs: 60_000 },
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

describe('probes', () => {
  it('answers liveness and readiness (database, migrations, queue)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      data: { status: 'ready', database: 'up', migrations: 'applied', queue: 'running' },
    });
    const old = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(old.json()).toMatchObject({ data: { status: 'ok', database: 'up' } });
  });

  it('is not ready while the queue is stopped', async () => {
    const other = await createTestApp();
    try {
      await other.app.queue.stop();
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ data: { status: 'not_ready', queue: 'stopped' } });
    } finally {
      await other.close();
    }
  });
});

describe('request ids and the access log', () => {
  it('keeps a valid X-Request-Id, replaces a bad one, and echoes it', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/area-codes',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/area-codes',
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line per request at info: method, route, status, duration, id; never the query, body or token', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login?next=secret-query',
      headers: { 'x-request-id': 'req-login-1', authorization: 'Bearer tok-secret' },
      payload: { userEmail: 'someone@example.com', password: 'Body#Secret1', language: 'english' },
    });
    const access = lines.filter((l) => l.msg === 'request' && l.reqId === 'req-login-1');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/user/login',
      status: 400,
      reqId: 'req-login-1',
    });
    expect(typeof access[0]?.ms).toBe('number');
    const all = JSON.stringify(lines);
    for (const secret of ['secret-query', 'Body#Secret1', 'tok-secret', 'someone@example.com']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const login = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        userEmail: `x${Math.random()}@example.com`,
        password: 'Wrong#Pass1',
        language: 'english',
      },
    });

  it('limits sign-ins per client address as the proxy saw it', async () => {
    expect((await login(behindProxy, '203.0.113.1')).statusCode).toBe(400);
    expect((await login(behindProxy, '203.0.113.1')).statusCode).toBe(400);
    expect((await login(behindProxy, '203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await login(behindProxy, '203.0.113.2')).statusCode).toBe(400);
  });
});

describe('metrics', () => {
  it('are hidden without the token and complete with it', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(hidden.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    for (const name of [
      'dalbit_http_request_duration_seconds_bucket',
      'dalbit_job_runs_total',
      'dalbit_mails_total',
      'dalbit_pledges_total',
      'dalbit_db_up 1',
      'dalbit_process_resident_memory_bytes',
    ]) {
      expect(res.body).toContain(name);
    }
    expect(res.body).toMatch(
      /dalbit_http_request_duration_seconds_count\{method="POST",route="\/api\/user\/login",status="400"\} \d+/,
    );
  });
});

describe('errors', () => {
  it('never answers 500 for a missing route or method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(envelopeOf(res.body).code).toBe('route.not_found');
  });
});
