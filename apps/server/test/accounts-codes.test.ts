// E-mail codes: sending them, the cooldown, how they are stored and checked.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import {
  api,
  codeIn,
  dataOf,
  mailTo,
  registerBody,
  startSmtp,
  type TestSmtp,
} from './accounts-helpers.js';
import { mailJobsTo } from './queue-helpers.js';

let t: TestApp;
let smtp: TestSmtp;
let clock = Date.now();
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
  await api(t).post('/user/register', registerBody('new.one@example.com'));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.app.database.db.execute(query)) as unknown as { rows: T[] } | T[];
const list = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = await rows<T>(query);
  return Array.isArray(result) ? result : result.rows;
};
const later = (seconds: number) => {
  clock += seconds * 1000;
};

describe('codes', () => {
  const send = (email: string, url = '/user/send-otp', language = 'english') =>
    api(t).post(url, { userEmail: email, language });
  const check = (email: string, otp: string) =>
    api(t).post('/user/check-otp-verify', { userEmail: email, otp, language: 'english' });

  it('send-otp answers the same for known and unknown e-mails; only the account gets mail', async () => {
    const before = smtp.inbox.length;
    const known = await send('new.one@example.com');
    const unknown = await send('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: 'success', msg: expect.any(String) });
    const mail = await mailTo(smtp, 'new.one@example.com', before);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(smtp.inbox.slice(before).some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('forgot-password answers the same for known and unknown e-mails', async () => {
    const before = smtp.inbox.length;
    const known = await send('new.one@example.com', '/user/send-otp-forgot-password');
    const unknown = await send('ghost2@example.com', '/user/send-otp-forgot-password');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await mailTo(smtp, 'new.one@example.com', before);
    expect(smtp.inbox.slice(before).some((m) => m.to.includes('ghost2@example.com'))).toBe(false);
  });

  it('keeps 60 s between sends, for unknown e-mails too, with Retry-After', async () => {
    for (const email of ['new.one@example.com', 'ghost@example.com']) {
      const res = await send(email);
      expect(res.statusCode).toBe(429);
      expect(envelopeOf(res.body).code).toBe('otp.cooldown');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    later(61);
    expect((await send('ghost@example.com')).statusCode).toBe(200);
  });

  it('stores codes only as HMACs, with a 10-minute expiry', async () => {
    const before = smtp.inbox.length;
    later(61);
    await send('new.one@example.com');
    const code = codeIn(await mailTo(smtp, 'new.one@example.com', before));
    const [row] = await list<{ code_hash: string; expires_at: string; created_at: string }>(
      sql`select code_hash, expires_at, created_at from one_time_codes
          where email = 'new.one@example.com' and purpose = 'verify_email'
          order by id desc limit 1`,
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(createHash('sha256').update(code).digest('hex')).not.toBe(row?.code_hash);
    const ttl = new Date(row?.expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime();
    expect(ttl).toBe(10 * 60 * 1000);
  });

  it('refuses a wrong code with the spec message, then verifies once with the right one', async () => {
    const before = smtp.inbox.length;
    later(61);
    await send('new.one@example.com');
    const code = codeIn(await mailTo(smtp, 'new.one@example.com', before));
    const wrong = await check('new.one@example.com', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong.body)).toEqual({
      code: 'otp.invalid',
      errorList: ['Please check code in your email again'],
    });
    const ok = await check('new.one@example.com', code);
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok)).toMatchObject({ userEmail: 'new.one@example.com', isEmailVerified: true });
    const again = await check('new.one@example.com', code);
    expect(envelopeOf(again.body).code).toBe('otp.invalid');
  });

  it('sends no verification code to an already verified account', async () => {
    const before = await mailJobsTo(t, 'new.one@example.com');
    later(61);
    expect((await send('new.one@example.com')).statusCode).toBe(200);
    // Nothing was even queued for it.
    expect(await mailJobsTo(t, 'new.one@example.com')).toBe(before);
  });

  const freshCode = async (email: string, url = '/user/send-otp') => {
    const before = smtp.inbox.length;
    later(61);
    expect((await send(email, url)).statusCode).toBe(200);
    return codeIn(await mailTo(smtp, email, before));
  };

  it('expires codes after 10 minutes', async () => {
    await api(t).post('/user/register', registerBody('expire@example.com'));
    const code = await freshCode('expire@example.com');
    later(10 * 60 + 1);
    expect(envelopeOf((await check('expire@example.com', code)).body).code).toBe('otp.expired');
  });

  it('voids a code after 5 wrong tries', async () => {
    await api(t).post('/user/register', registerBody('tries@example.com'));
    const code = await freshCode('tries@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(envelopeOf((await check('tries@example.com', wrong)).body).code);
    expect(codes).toEqual([...Array(4).fill('otp.invalid'), 'otp.too_many_attempts']);
    expect(envelopeOf((await check('tries@example.com', code)).body).code).toBe(
      'otp.too_many_attempts',
    );
  });

  it('voids the old code when a new one is sent', async () => {
    await api(t).post('/user/register', registerBody('renew@example.com'));
    const first = await freshCode('renew@example.com');
    const second = await freshCode('renew@example.com');
    if (first !== second) {
      expect(envelopeOf((await check('renew@example.com', first)).body).code).toBe('otp.invalid');
    }
    expect((await check('renew@example.com', second)).statusCode).toBe(200);
  });

  it('binds codes to their purpose and e-mail', async () => {
    await api(t).post('/user/register', registerBody('bound@example.com'));
    await api(t).post('/user/register', registerBody('other@example.com'));
    const reset = await freshCode('bound@example.com', '/user/send-otp-forgot-password');
    expect(envelopeOf((await check('bound@example.com', reset)).body).code).toBe('otp.invalid');
    const verify = await freshCode('bound@example.com');
    await freshCode('other@example.com');
    expect(envelopeOf((await check('other@example.com', verify)).body).code).toMatch(/^otp\./);
    expect((await check('bound@example.com', verify)).statusCode).toBe(200);
  });
});
