import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import {
  api,
  bearer,
  dataOf,
  mailTo,
  registerBody,
  startSmtp,
  type TestSmtp,
} from './accounts-helpers.js';
import { eventually, jobIn, retryNow } from './queue-helpers.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Dalbit' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const list = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await t.app.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};
const countApplications = async () =>
  Number((await list<{ n: string }>(sql`select count(*) as n from applications`))[0]?.n);

const countMailJobs = async () =>
  Number(
    (
      await list<{ n: string }>(sql`select count(*) as n from pgboss.job where name = 'mail.send'`)
    )[0]?.n,
  );

let ipCounter = 0;
/** Each test its own address, so the per-IP limit only bites where a test wants it to. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Studio Haneul',
  projectTitle: 'Moonlight Delivery Season 2',
  videoType: 'web_series',
  projectContent: 'Eight ten-minute episodes about a night courier in Seoul.',
  email: 'Creator@Example.com',
  mobile: '010-1234-5678',
  fundingGoal: 30_000_000,
  productionDuration: '6 months',
  portfolioLink: 'https://vimeo.com/haneul',
  expectedBenefits: ['english_subtitles', 'marketing_location'],
  extraInformation: 'We already have a cast.',
  language: 'english',
  ...overrides,
});

describe('POST /api/web-app/apply', () => {
  it('stores a visitor application with every field and answers 201 with its id', async () => {
    const res = await api(t).post('/web-app/apply', application(), {}, freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { _id } = dataOf<{ _id: string }>(res);
    expect(_id).toMatch(/^[1-9][0-9]*$/);
    const [row] = await list<Record<string, unknown>>(
      sql`select * from applications where id = ${_id}`,
    );
    expect(row).toMatchObject({
      user_id: null,
      name: 'Studio Haneul',
      project_title: 'Moonlight Delivery Season 2',
      video_type: 'web_series',
      email: 'creator@example.com',
      mobile: '010-1234-5678',
      production_duration: '6 months',
      portfolio_link: 'https://vimeo.com/haneul',
      expected_benefits: ['english_subtitles', 'marketing_location'],
      extra_information: 'We already have a cast.',
      language: 'english',
    });
    expect(Number(row?.funding_goal)).toBe(30_000_000);
    expect(row?.receipt_sent_at).not.toBeNull();
  });

  it('mails the applicant a receipt in the language they applied in', async () => {
    const before = smtp.inbox.length;
    await api(t).post(
      '/web-app/apply',
      application({ email: 'en.receipt@example.com', projectTitle: 'Blue Hour' }),
      {},
      freshIp(),
    );
    const english = await mailTo(smtp, 'en.receipt@example.com', before);
    expect(english.text).toContain('we received your application');
    expect(english.text).toContain('Blue Hour');
    expect(english.text).toContain('KRW 30,000,000');

    const res = await api(t).post(
      '/web-app/apply',
      application({
        email: 'ko.receipt@example.com',
        projectTitle: '푸른 시간',
        language: 'korean',
      }),
      {},
      freshIp(),
    );
    const korean = await mailTo(smtp, 'ko.receipt@example.com', before);
    expect(korean.text).toContain('지원서를 받았습니다');
    expect(korean.text).toContain('30,000,000원');
    expect(korean.text).toContain('웹 시리즈');
    expect(korean.text).toContain(`접수 번호: ${dataOf<{ _id: string }>(res)._id}`);
  });

  it("links a signed-in applicant's account", async () => {
    const reg = await api(t).post('/user/register', registerBody('applicant@example.com'));
    const { token } = dataOf<{ token: string }>(reg);
    const { _id: userId } = dataOf<{ _id: string }>(await api(t).get('/user/me', token));
    const res = await api(t).post('/web-app/apply', application(), bearer(token), freshIp());
    expect(res.statusCode).toBe(201);
    const { _id } = dataOf<{ _id: string }>(res);
    const [row] = await list<{ user_id: string }>(
      sql`select user_id from applications where id = ${_id}`,
    );
    expect(String(row?.user_id)).toBe(userId);
  });

  it('keeps optional fields optional and lists each benefit once', async () => {
    const res = await api(t).post(
      '/web-app/apply',
      application({
        portfolioLink: '',
        extraInformation: undefined,
        expectedBenefits: ['production_cost_support', 'production_cost_support'],
        videoType: 'music_video',
      }),
      {},
      freshIp(),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await list<{ expected_benefits: string[]; extra_information: string }>(
      sql`select expected_benefits, extra_information from applications where id = ${dataOf<{ _id: string }>(res)._id}`,
    );
    expect(row).toEqual({ expected_benefits: ['production_cost_support'], extra_information: '' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no name', { name: '  ' }],
    ['an unknown video type', { videoType: 'documentary' }],
    ['a negative goal', { fundingGoal: -5 }],
    ['a goal in text', { fundingGoal: '30,000,000' }],
    ['a script link', { portfolioLink: 'javascript:alert(1)' }],
    ['an unknown benefit', { expectedBenefits: ['free_money'] }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a bad mobile number', { mobile: 'call me' }],
    ['no language', { language: undefined }],
    ['a too long story', { projectContent: 'x'.repeat(5001) }],
  ])('refuses %s with a 400 and stores nothing', async (_label, overrides) => {
    const before = await countApplications();
    // Mail is queued: count the mail jobs (an earlier test's receipt may still be arriving).
    const mails = await countMailJobs();
    const res = await api(t).post('/web-app/apply', application(overrides), {}, freshIp());
    expect(res.statusCode).toBe(400);
    const envelope = envelopeOf(res.body);
    expect(envelope.errorList.length).toBeGreaterThan(0);
    expect(envelope.errorList.join(' ')).not.toMatch(/validation\.|undefined/);
    expect(await countApplications()).toBe(before);
    expect(await countMailJobs()).toBe(mails);
  });

  it('explains a bad request in the language of the form', async () => {
    const res = await api(t).post(
      '/web-app/apply',
      application({ videoType: 'documentary', portfolioLink: 'ftp://x', language: 'korean' }),
      {},
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    const { errorList } = envelopeOf(res.body);
    expect(errorList).toContain('영상 유형을 선택해 주세요');
    expect(errorList).toContain('http:// 또는 https://로 시작하는 링크를 입력해 주세요');
  });

  it('keeps the application when the mail server refuses the receipt, and mails it once SMTP is back', async () => {
    smtp.setRejecting(true);
    const before = smtp.inbox.length;
    let id: string;
    try {
      const res = await api(t).post(
        '/web-app/apply',
        application({ email: 'bounce@example.com' }),
        {},
        freshIp(),
      );
      expect(res.statusCode).toBe(201);
      id = dataOf<{ _id: string }>(res)._id;
      const [row] = await list<{ email: string }>(
        sql`select email from applications where id = ${id}`,
      );
      expect(row).toEqual({ email: 'bounce@example.com' });
      await jobIn(t, 'waiting', 'mail.send', (job) => job.state === 'retry');
    } finally {
      smtp.setRejecting(false);
    }
    await retryNow(t);
    const mail = await eventually(
      async () => smtp.inbox.slice(before).find((m) => m.to.includes('bounce@example.com')),
      8000,
      'the receipt',
    );
    expect(mail.text).toContain(id);
    // The resend job finds nothing owed: the receipt was queued once, and is delivered once.
    const resend = t.app.queue.definition('applications.resend-receipts');
    expect(await resend?.handle({}, { id: 'test', retryCount: 0 })).toEqual({ queued: 0 });
    expect(
      smtp.inbox.slice(before).filter((m) => m.to.includes('bounce@example.com')),
    ).toHaveLength(1);
  });

  it('queues a receipt that was never queued, once however often the resend job runs', async () => {
    const before = smtp.inbox.length;
    const [row] = await list<{ id: string }>(
      sql`insert into applications (name, project_title, video_type, project_content, email, mobile,
            funding_goal, production_duration, language, created_at)
          values ('Owed', 'Owed Receipt', 'short_movie', 'A story.', 'owed@example.com',
            '010-1234-5678', 1000000, '3 months', 'english', now() - interval '10 minutes')
          returning id`,
    );
    const resend = t.app.queue.definition('applications.resend-receipts');
    expect(await resend?.handle({}, { id: 'a', retryCount: 0 })).toEqual({ queued: 1 });
    expect(await resend?.handle({}, { id: 'b', retryCount: 0 })).toEqual({ queued: 0 });
    const mail = await mailTo(smtp, 'owed@example.com', before);
    expect(mail.text).toContain(String(row?.id));
    const [after] = await list<{ receipt_sent_at: unknown }>(
      sql`select receipt_sent_at from applications where id = ${row?.id}`,
    );
    expect(after?.receipt_sent_at).not.toBeNull();
  });

  it('limits one address to 10 applications an hour, and one e-mail to 5 a day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await api(t).post(
        '/web-app/apply',
        application({ email: `burst${i}@example.com` }),
        {},
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const before = await countApplications();
    const over = await api(t).post(
      '/web-app/apply',
      application({ email: 'burst@example.com' }),
      {},
      ip,
    );
    expect(over.statusCode).toBe(429);
    expect(envelopeOf(over.body).code).toBe('rate.limited');
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(await countApplications()).toBe(before);

    for (let i = 0; i < 5; i++) {
      const res = await api(t).post(
        '/web-app/apply',
        application({ email: 'same@example.com' }),
        {},
        freshIp(),
      );
      expect(res.statusCode).toBe(201);
    }
    const sixth = await api(t).post(
      '/web-app/apply',
      application({ email: 'SAME@example.com' }),
      {},
      freshIp(),
    );
    expect(sixth.statusCode).toBe(429);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    };
    expect(doc.paths['/api/web-app/apply']?.post?.requestBody).toBeDefined();
  });
});
