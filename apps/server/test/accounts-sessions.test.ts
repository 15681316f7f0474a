import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswords } from '../src/infra/crypto/passwords.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import {
  api,
  bearer,
  codeIn,
  dataOf,
  mailTo,
  registerBody,
  startSmtp,
  STRONG_PASSWORD,
  type TestSmtp,
} from './accounts-helpers.js';

let t: TestApp;
let smtp: TestSmtp;
let clock = Date.now();
const passwords = createPasswords({ memoryCost: 256, timeCost: 1 });
beforeAll(async () => {
  smtp = await startSmtp();
  // Sessions are read afresh each time: these cases change them in the database behind the
  // app's back (session-cache.test.ts covers the kept ones).
  t = await createTestApp(
    { SMTP_URL: smtp.url, SESSION_CACHE_SECONDS: '0' },
    { now: () => clock, passwords },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const exec = (query: ReturnType<typeof sql>) => t.app.database.db.execute(query);
const login = (email: string, password = STRONG_PASSWORD, ip = '10.0.0.1') =>
  api(t).post(
    '/user/login',
    { userEmail: email, password, language: 'english', typeDevice: 'web', deviceToken: '' },
    {},
    ip,
  );
const tokenOf = async (email: string) => dataOf<{ token: string }>(await login(email)).token;

describe('sign-in', () => {
  it('answers unknown e-mail and wrong password identically, both after an argon2 check', async () => {
    await api(t).post('/user/register', registerBody('known@example.com'));
    const spy = vi.spyOn(passwords, 'verify');
    const unknown = await login('nobody@example.com', 'Whatever#1a', '10.0.1.1');
    const wrong = await login('known@example.com', 'Whatever#1a', '10.0.1.2');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(envelopeOf(wrong.body)).toEqual({
      code: 'auth.invalid_credentials',
      errorList: ['Please check your ID or password'],
    });
  });

  it('reports an unverified account as such', async () => {
    const res = await login('known@example.com');
    expect(dataOf(res)).toMatchObject({ isEmailVerified: false });
  });
});

describe('sessions', () => {
  it('GET /user/me answers null data without a token or with an unknown one', async () => {
    for (const token of [undefined, 'x', 'A'.repeat(43)]) {
      const res = await api(t).get('/user/me', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("protected calls answer 401 with the spec's message", async () => {
    const res = await api(t).patch('/user/change-language', { language: 'english' }, 'nope');
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res.body)).toEqual({
      code: 'auth.required',
      errorList: ['Your authentication fail. Please authenticate again'],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps an unverified account to me, language and logout (403 elsewhere)', async () => {
    const token = await tokenOf('known@example.com');
    expect(
      (await api(t).patch('/user/change-language', { language: 'korean' }, token)).statusCode,
    ).toBe(200);
    const patch = await api(t).patch('/user/me', { userName: 'Kim' }, token);
    expect(patch.statusCode).toBe(403);
    expect(envelopeOf(patch.body).code).toBe('auth.email_unverified');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: bearer(token),
      payload: { fileName: 'a.png', type: 'avatar', contentType: 'image/png', size: 10 },
    });
    expect(upload.statusCode).toBe(403);
  });

  it('logout ends the presented session only', async () => {
    const first = await tokenOf('demo@dalbit.local').catch(() => '');
    const a = await tokenOf('known@example.com');
    const b = await tokenOf('known@example.com');
    const out = await api(t).post('/user/logout', undefined, bearer(a));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null });
    expect((await api(t).get('/user/me', a)).json()).toEqual({ data: null });
    expect(dataOf(await api(t).get('/user/me', b))).not.toBeNull();
    expect((await api(t).post('/user/logout', undefined, bearer(a))).statusCode).toBe(401);
    void first;
  });

  it('expires after 30 idle days', async () => {
    const token = await tokenOf('known@example.com');
    await exec(sql`update sessions set last_used_at = last_used_at - interval '31 days'`);
    expect((await api(t).get('/user/me', token)).json()).toEqual({ data: null });
    expect(
      (await api(t).patch('/user/change-language', { language: 'english' }, token)).statusCode,
    ).toBe(401);
  });

  it('expires a year after sign-in however active', async () => {
    const token = await tokenOf('known@example.com');
    const rows = await exec(
      sql`select extract(epoch from expires_at - last_used_at) / 86400 as days from sessions order by id desc limit 1`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as {
      days: string;
    }[];
    expect(Math.round(Number(list[0]?.days))).toBe(365);
    expect(dataOf(await api(t).get('/user/me', token))).not.toBeNull();
    await exec(
      sql`update sessions set expires_at = now() - interval '1 day', last_used_at = now()`,
    );
    expect((await api(t).get('/user/me', token)).json()).toEqual({ data: null });
  });

  it('records use at most once a minute', async () => {
    const token = await tokenOf('known@example.com');
    await exec(
      sql`update sessions set last_used_at = now() - interval '2 days' where revoked_at is null and expires_at > now()`,
    );
    await api(t).get('/user/me', token);
    const rows = await exec(sql`select max(last_used_at) as at from sessions`);
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as {
      at: string | Date;
    }[];
    expect(Date.now() - new Date(list[0]?.at ?? 0).getTime()).toBeLessThan(60_000);
  });
});

describe('password reset', () => {
  it('sets the new password, ends every older session and answers a new token', async () => {
    await api(t).post('/user/register', registerBody('reset@example.com'));
    const old1 = await tokenOf('reset@example.com');
    const old2 = await tokenOf('reset@example.com');
    const before = smtp.inbox.length;
    await api(t).post('/user/send-otp-forgot-password', {
      userEmail: 'reset@example.com',
      language: 'english',
    });
    const code = codeIn(await mailTo(smtp, 'reset@example.com', before));
    const res = await api(t).post('/user/reset-password', {
      userEmail: 'reset@example.com',
      otp: code,
      password: 'Brand#New42',
      confirmPassword: 'Brand#New42',
      language: 'english',
    });
    expect(res.statusCode).toBe(200);
    const { token } = dataOf<{ token: string }>(res);
    for (const old of [old1, old2])
      expect((await api(t).get('/user/me', old)).json()).toEqual({ data: null });
    expect(dataOf(await api(t).get('/user/me', token))).toMatchObject({
      userEmail: 'reset@example.com',
    });
    expect((await login('reset@example.com')).statusCode).toBe(400);
    expect((await login('reset@example.com', 'Brand#New42')).statusCode).toBe(200);
    const again = await api(t).post('/user/reset-password', {
      userEmail: 'reset@example.com',
      otp: code,
      password: 'Other#New42',
      confirmPassword: 'Other#New42',
      language: 'english',
    });
    expect(envelopeOf(again.body).code).toBe('otp.invalid');
  });

  it('refuses a common new password without spending the code', async () => {
    clock += 61_000;
    const before = smtp.inbox.length;
    await api(t).post('/user/send-otp-forgot-password', {
      userEmail: 'reset@example.com',
      language: 'english',
    });
    const code = codeIn(await mailTo(smtp, 'reset@example.com', before));
    const body = { userEmail: 'reset@example.com', otp: code, language: 'english' };
    const common = await api(t).post('/user/reset-password', {
      ...body,
      password: 'Password1!',
      confirmPassword: 'Password1!',
    });
    expect(envelopeOf(common.body).code).toBe('password.common');
    const ok = await api(t).post('/user/reset-password', {
      ...body,
      password: 'Fine#Pass42',
      confirmPassword: 'Fine#Pass42',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sign-in rate limits (memory)', () => {
  it('limits one account to 10 tries in 15 minutes, with Retry-After', async () => {
    await api(t).post('/user/register', registerBody('target@example.com'));
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login('target@example.com', 'Wrong#Pass1', `10.1.0.${i}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    const limited = await login('target@example.com', STRONG_PASSWORD, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited.body).code).toBe('rate.limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    clock += 15 * 60_000 + 1000;
    expect((await login('target@example.com', STRONG_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits one IP to 30 tries in 15 minutes across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await login(`spray${i}@example.com`, 'Wrong#Pass1', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    const other = await login('spray0@example.com', 'Wrong#Pass1', '10.9.9.8');
    expect(other.statusCode).toBe(400);
  });
});
