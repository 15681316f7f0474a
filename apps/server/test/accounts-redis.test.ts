import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api, registerBody } from './accounts-helpers.js';

// CI sets TEST_REDIS_URL and so requires Redis. Elsewhere the suite uses a local Redis when one
// answers on the default port, and is skipped (visibly) on a machine without one, so that
// `npm test` works on a fresh machine. Each run owns a unique key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = async () => {
  if (process.env.TEST_REDIS_URL) return true;
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};
const hasRedis = await redisAnswers();
const prefix = `dalbit-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
let t: TestApp;
let redis: Redis;

beforeAll(async () => {
  if (!hasRedis) return;
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  t = await createTestApp({ REDIS_URL }, { redisPrefix: prefix });
});
afterAll(async () => {
  if (!hasRedis) return;
  await t?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const login = (email: string, ip: string) =>
  api(t).post(
    '/user/login',
    { userEmail: email, password: 'Wrong#Pass1', language: 'english' },
    {},
    ip,
  );

describe.skipIf(!hasRedis)('rate limits in Redis', () => {
  it('keeps the per-account sign-in counter in Redis, with Retry-After', async () => {
    await api(t).post('/user/register', registerBody('redis@example.com'));
    for (let i = 0; i < 10; i++)
      expect((await login('redis@example.com', `10.2.0.${i}`)).statusCode).toBe(400);
    const limited = await login('redis@example.com', '10.2.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(envelopeOf(limited.body).code).toBe('rate.limited');
    expect(await redis.get(`${prefix}login:account:redis@example.com`)).toBe('11');
    expect(await redis.pttl(`${prefix}login:account:redis@example.com`)).toBeGreaterThan(0);
  });

  it('keeps the per-IP counter in Redis', async () => {
    for (let i = 0; i < 30; i++) await login(`ip${i}@example.com`, '10.3.3.3');
    const limited = await login('ip31@example.com', '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(Number(await redis.get(`${prefix}login:ip:10.3.3.3`))).toBe(31);
  });

  it('keeps the code cooldown in Redis', async () => {
    const body = { userEmail: 'nobody-redis@example.com', language: 'english' };
    expect((await api(t).post('/user/send-otp', body)).statusCode).toBe(200);
    const again = await api(t).post('/user/send-otp', body);
    expect(again.statusCode).toBe(429);
    expect(envelopeOf(again.body).code).toBe('otp.cooldown');
    expect(await redis.exists(`${prefix}otp:verify_email:nobody-redis@example.com`)).toBe(1);
  });

  it('keeps the general API limit in Redis too', async () => {
    const limited = await createTestApp({ REDIS_URL }, { redisPrefix: prefix, rateLimitMax: 2 });
    try {
      let res = await limited.app.inject('/api/web-app/hot-search');
      for (let i = 0; i < 3 && res.statusCode !== 429; i += 1) {
        res = await limited.app.inject('/api/web-app/hot-search');
      }
      expect(res.statusCode).toBe(429);
      expect(await redis.keys(`${prefix}rate:*`)).not.toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
