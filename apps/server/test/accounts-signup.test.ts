import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
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
import { eventually, jobIn, retryNow } from './queue-helpers.js';

let t: TestApp;
let smtp: TestSmtp;
let clock = Date.now();
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Dalbit & Co' }, { now: () => clock });
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

describe('POST /api/user/register', () => {
  it('creates an unverified account and answers 201 with a token', async () => {
    const res = await api(t).post('/user/register', registerBody('New.One@Example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = dataOf<{ token: string; userEmail: string }>(res);
    expect(data.userEmail).toBe('new.one@example.com');
    const me = dataOf<{ isEmailVerified: boolean; survey: string[] }>(
      await api(t).get('/user/me', data.token),
    );
    expect(me).toMatchObject({ isEmailVerified: false, survey: [] });
    expect(smtp.inbox.some((m) => m.to.includes('new.one@example.com'))).toBe(false);
  });

  // Tests hash cheaply; the production cost (19 MiB, 2 iterations) is passwords.test.ts's.
  it('stores an argon2id hash, never the password', async () => {
    const [row] = await list<{ password_hash: string }>(
      sql`select password_hash from users where email = 'new.one@example.com'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    expect(row?.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('issues 32-byte random tokens and stores only their SHA-256', async () => {
    const res = await api(t).post('/user/register', registerBody('token@example.com'));
    const { token } = dataOf<{ token: string }>(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await list<{ token_hash: string }>(sql`select token_hash from sessions`);
    const digest = createHash('sha256').update(token).digest('hex');
    expect(stored.map((s) => s.token_hash)).toContain(digest);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a taken e-mail, whatever its case, with 409', async () => {
    const res = await api(t).post('/user/register', registerBody('NEW.ONE@example.com'));
    expect(res.statusCode).toBe(409);
    expect(envelopeOf(res.body).code).toBe('auth.email_taken');
  });

  it('refuses common passwords, case-insensitively and with the usual decoration', async () => {
    for (const password of ['Password1!', 'qWERTY123!', 'Sunshine1!']) {
      const res = await api(t).post(
        '/user/register',
        registerBody('common@example.com', { password, confirmPassword: password }),
      );
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res.body).code).toBe('password.common');
    }
  });

  it("answers the spec's validation messages in both languages", async () => {
    const mismatch = await api(t).post(
      '/user/register',
      registerBody('x@example.com', { confirmPassword: 'Other#42Sky' }),
    );
    expect(envelopeOf(mismatch.body).errorList).toEqual(['Password not match']);
    const empty = await api(t).post(
      '/user/register',
      registerBody('x@example.com', { confirmPassword: '' }),
    );
    expect(envelopeOf(empty.body).errorList).toEqual(['Please check your password']);
    const short = await api(t).post(
      '/user/register',
      registerBody('x@example.com', { password: 'Ab1!', confirmPassword: 'Ab1!' }),
    );
    expect(envelopeOf(short.body).errorList[0]).toBe(
      'This field length must be more than 8 or equal to 15 characters',
    );
    const long = await api(t).post(
      '/user/register',
      registerBody('x@example.com', {
        password: 'Moon!light9Moon!',
        confirmPassword: 'Moon!light9Moon!',
      }),
    );
    expect(envelopeOf(long.body).errorList[0]).toBe(
      'This password is too long: use at most 15 characters',
    );
    const rule = await api(t).post(
      '/user/register',
      registerBody('x@example.com', { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }),
    );
    expect(envelopeOf(rule.body).errorList[0]).toBe(
      'Please check your password or re enter password form again',
    );
    const name = await api(t).post(
      '/user/register',
      registerBody('x@example.com', { userName: '<b>' }),
    );
    expect(envelopeOf(name.body).errorList[0]).toBe('Must be Number, Korea or English.');
    const missing = await api(t).post('/user/register', { language: 'english' });
    expect(envelopeOf(missing.body).errorList).toContain('userEmail is a required field');
    const korean = await api(t).post(
      '/user/register',
      registerBody('not-an-email', { language: 'korean', agreeTerms: false }),
    );
    const messages = envelopeOf(korean.body).errorList;
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(hangul);
    expect(messages).toContain('이메일 형식이 올바르지 않습니다');
  });

  it('never answers 500 to odd bodies', async () => {
    for (const payload of [[], 'text', { userEmail: 5 }, { password: { a: 1 } }, null]) {
      const res = await api(t).post('/user/register', payload);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /api/user/check-email-exist', () => {
  it('answers existEmail and sends nothing', async () => {
    const before = smtp.inbox.length;
    const yes = await api(t).post('/user/check-email-exist', {
      userEmail: 'new.one@example.com',
      language: 'english',
    });
    expect(dataOf(yes)).toEqual({ existEmail: true });
    const no = await api(t).post('/user/check-email-exist', {
      userEmail: 'nobody@example.com',
      language: 'english',
    });
    expect(dataOf(no)).toEqual({ existEmail: false });
    expect(smtp.inbox.length).toBe(before);
  });
});

describe('mail', () => {
  it('writes in the account language, with the site name escaped and the validity', async () => {
    await api(t).post('/user/register', registerBody('korean@example.com', { language: 'korean' }));
    const before = smtp.inbox.length;
    later(61);
    await api(t).post('/user/send-otp', { userEmail: 'korean@example.com', language: 'english' });
    const mail = await mailTo(smtp, 'korean@example.com', before);
    expect(mail.text).toMatch(hangul);
    expect(mail.text).toContain('10분');
    expect(mail.text).toContain('Dalbit &amp; Co');
    expect(mail.raw).toContain('Dalbit & Co');
  });

  it('answers at once when SMTP refuses, and the code arrives once SMTP takes mail again', async () => {
    await api(t).post('/user/register', registerBody('flaky@example.com'));
    later(61);
    smtp.setRejecting(true);
    const before = smtp.inbox.length;
    try {
      const queued = await api(t).post('/user/send-otp', {
        userEmail: 'flaky@example.com',
        language: 'english',
      });
      // The code is queued, not lost: the answer does not wait for (or fail with) SMTP.
      expect(queued.statusCode).toBe(200);
      const waiting = await jobIn(t, 'waiting', 'mail.send', (job) => job.state === 'retry');
      expect(waiting.error).toMatch(/mailbox unavailable/);
      expect(JSON.stringify(waiting.data)).not.toMatch(/\b\d{6}\b/);
      expect(smtp.inbox.slice(before).some((m) => m.to.includes('flaky@example.com'))).toBe(false);
    } finally {
      smtp.setRejecting(false);
    }
    await retryNow(t);
    const code = codeIn(
      await eventually(
        async () => smtp.inbox.slice(before).find((m) => m.to.includes('flaky@example.com')),
        8000,
        'the retried mail',
      ),
    );
    expect(smtp.inbox.slice(before).filter((m) => m.to.includes('flaky@example.com'))).toHaveLength(
      1,
    );
    const exists = await api(t).post('/user/check-email-exist', {
      userEmail: 'flaky@example.com',
      language: 'english',
    });
    expect(dataOf(exists)).toEqual({ existEmail: true });
    const ok = await api(t).post('/user/check-otp-verify', {
      userEmail: 'flaky@example.com',
      otp: code,
      language: 'english',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a mistyped e-mail corrected before verification', () => {
  it('moves an e-mail account to the right address, which then verifies and signs in', async () => {
    const reg = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('dana@exmaple.com')),
    );
    const before = smtp.inbox.length;
    const moved = await api(t).post(
      '/user/add-email',
      { userEmail: 'Dana@Example.com', language: 'english' },
      bearer(reg.token),
    );
    expect(moved.statusCode).toBe(200);
    expect(dataOf<{ userEmail: string; isEmailVerified: boolean }>(moved)).toMatchObject({
      userEmail: 'dana@example.com',
      isEmailVerified: false,
    });
    const code = codeIn(await mailTo(smtp, 'dana@example.com', before));
    const verified = await api(t).post('/user/check-otp-verify', {
      userEmail: 'dana@example.com',
      otp: code,
      language: 'english',
    });
    expect(verified.statusCode).toBe(200);
    const signIn = (userEmail: string) =>
      api(t).post(
        '/user/login',
        { userEmail, password: STRONG_PASSWORD, language: 'english', typeDevice: 'web' },
        {},
        '10.0.0.77',
      );
    expect((await signIn('dana@example.com')).statusCode).toBe(200);
    expect((await signIn('dana@exmaple.com')).statusCode).toBe(400);
    // Once verified, the address stays.
    const again = await api(t).post(
      '/user/add-email',
      { userEmail: 'other@example.com', language: 'english' },
      bearer(reg.token),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox (.eml and .json with the code)', async () => {
    const dev = await createTestApp();
    try {
      await api(dev).post('/user/register', registerBody('dev@example.com'));
      const res = await api(dev).post('/user/send-otp', {
        userEmail: 'dev@example.com',
        language: 'english',
      });
      expect(res.statusCode).toBe(200);
      const outbox = join(dev.dataDir, 'outbox');
      // The mail job writes it right after the answer (the code went through the queue).
      const files = await eventually(
        async () => {
          const names = existsSync(outbox) ? readdirSync(outbox) : [];
          return names.some((f) => f.endsWith('.json')) && names;
        },
        8000,
        'the outbox',
      );
      expect(files.some((f) => f.endsWith('.eml'))).toBe(true);
      const json = files.find((f) => f.endsWith('.json')) ?? '';
      const note = JSON.parse(readFileSync(join(outbox, json), 'utf8')) as Record<string, string>;
      expect(note).toMatchObject({ to: 'dev@example.com', purpose: 'verify_email' });
      expect(note.code).toMatch(/^\d{6}$/);
      const ok = await api(dev).post('/user/check-otp-verify', {
        userEmail: 'dev@example.com',
        otp: note.code,
        language: 'english',
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
