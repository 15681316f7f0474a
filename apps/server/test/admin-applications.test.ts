import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication, AdminApplicationSummary, Page } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { mailTo, startSmtp, type TestSmtp } from './accounts-helpers.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';
import { eventually, jobIn, retryNow } from './queue-helpers.js';

let t: TestApp;
let smtp: TestSmtp;
let editor: { token: string; user: { id: bigint; email: string | null } };
let admin: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SITE_NAME: 'Dalbit' });
  editor = await aStaff(t, 'editor');
  admin = (await aStaff(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ip = 0;
const apply = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/web-app/apply',
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      name: '김하늘',
      projectTitle: '달빛 배달부',
      videoType: 'web_series',
      projectContent: 'Eight episodes.',
      email: `creator${ip}@example.com`,
      mobile: '010-1234-5678',
      fundingGoal: 30_000_000,
      productionDuration: '6 months',
      portfolioLink: '',
      expectedBenefits: [],
      extraInformation: '=HYPERLINK("http://evil")',
      language: 'korean',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return dataOf<{ _id: string }>(res)._id;
};

describe('the applications inbox', () => {
  it('mails staff at the configured address when an application arrives', async () => {
    const settings = dataOf<Record<string, Record<string, unknown>>>(
      await call(t, 'GET', '/admin/settings', admin),
    );
    settings.notifications = { applicationsEmail: 'inbox@dalbit.test' };
    const { updatedAt: _u, ...body } = settings;
    expect((await call(t, 'PUT', '/admin/settings', admin, body)).statusCode).toBe(200);
    const before = smtp.inbox.length;
    const id = await apply({ projectTitle: 'Notice me' });
    const notice = await mailTo(smtp, 'inbox@dalbit.test', before);
    expect(notice.text).toContain('Notice me');
    expect(notice.text).toContain(`/admin/applications/${id}`);
  });

  it('moves new → reviewing with an assignee and a note, each in the history and the audit log', async () => {
    const id = await apply();
    const listed = dataOf<Page<AdminApplicationSummary>>(
      await call(t, 'GET', '/admin/applications?status=new', editor.token),
    );
    expect(listed.items.map((a) => a._id)).toContain(id);

    await call(t, 'PATCH', `/admin/applications/${id}`, editor.token, {
      status: 'reviewing',
      assigneeId: editor.user.id.toString(),
    });
    const noted = await call(t, 'POST', `/admin/applications/${id}/notes`, editor.token, {
      body: 'Strong portfolio',
    });
    expect(noted.statusCode).toBe(201);
    const app = dataOf<AdminApplication>(noted);
    expect(app.status).toBe('reviewing');
    expect(app.assignee?._id).toBe(editor.user.id.toString());
    expect(app.history.map((h) => h.kind)).toEqual(['assignee', 'status', 'note']);
    const mine = dataOf<Page<AdminApplicationSummary>>(
      await call(t, 'GET', '/admin/applications?assignee=me&status=waiting', editor.token),
    );
    expect(mine.items.map((a) => a._id)).toContain(id);
    expect((await auditLines(t))[0]).toMatchObject({ action: 'application.note', entity_id: id });
  });

  it('lists as assignees the staff who may handle applications, and the templates in both languages', async () => {
    const moderator = await aStaff(t, 'moderator');
    const assignees = dataOf<{ _id: string; role: string }[]>(
      await call(t, 'GET', '/admin/applications/assignees', editor.token),
    );
    expect(assignees.map((a) => a._id)).toContain(editor.user.id.toString());
    expect(assignees.map((a) => a._id)).not.toContain(moderator.user.id.toString());
    const templates = dataOf<{ key: string; subject_kr: string; body_eng: string }[]>(
      await call(t, 'GET', '/admin/applications/templates', editor.token),
    );
    expect(templates.map((x) => x.key)).toEqual(['accepted', 'declined', 'more_info']);
    expect(templates[0]?.subject_kr).toMatch(/[가-힣]/);
    expect(templates[0]?.body_eng).toContain('{name}');
  });

  it('refuses an assignee who is not staff with the applications permission', async () => {
    const id = await apply();
    const { user } = await aStaff(t, 'moderator');
    const res = await call(t, 'PATCH', `/admin/applications/${id}`, editor.token, {
      assigneeId: user.id.toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('staff.assignee_invalid');
  });

  it("drafts a reply from a template in the applicant's language and mails it", async () => {
    const id = await apply({ language: 'korean', name: '박서준', projectTitle: '여름 단편' });
    const draft = dataOf<{ subject: string; body: string }>(
      await call(t, 'GET', `/admin/applications/${id}/reply-draft?template=accepted`, editor.token),
    );
    expect(draft.subject).toContain('여름 단편');
    expect(draft.body).toContain('박서준님');
    const before = smtp.inbox.length;
    const sent = await call(t, 'POST', `/admin/applications/${id}/reply`, editor.token, {
      ...draft,
      status: 'accepted',
    });
    expect(sent.statusCode).toBe(201);
    const app = dataOf<AdminApplication>(sent);
    expect(app.status).toBe('accepted');
    expect(app.history.some((h) => h.kind === 'reply' && h.detail === draft.subject)).toBe(true);
    // The receipt of the application travels the same queue: wait for the reply's own words.
    const mail = await eventually(
      async () =>
        smtp.inbox
          .slice(before)
          .find((m) => m.to.includes(app.email) && m.text.includes('함께하게')),
      15_000,
      'the reply mail',
    );
    expect(mail.text).toContain('박서준님');
  });

  it('uses an edited template, in English for an English applicant', async () => {
    const put = await call(t, 'PUT', '/admin/applications/templates/declined', editor.token, {
      subject_kr: '결과 안내',
      subject_eng: 'About {projectTitle}',
      body_kr: '{name}님께',
      body_eng: 'Dear {name}, not this time.',
    });
    expect(put.statusCode).toBe(200);
    const id = await apply({ language: 'english', name: 'Mina', projectTitle: 'Rain' });
    const draft = dataOf<{ subject: string; body: string }>(
      await call(t, 'GET', `/admin/applications/${id}/reply-draft?template=declined`, editor.token),
    );
    expect(draft).toEqual({ subject: 'About Rain', body: 'Dear Mina, not this time.' });
  });

  it('records a reply while the mail server refuses it, and delivers it once SMTP is back', async () => {
    const id = await apply();
    const email = dataOf<AdminApplication>(
      await call(t, 'GET', `/admin/applications/${id}`, editor.token),
    ).email;
    const before = smtp.inbox.length;
    smtp.setRejecting(true);
    try {
      const res = await call(t, 'POST', `/admin/applications/${id}/reply`, editor.token, {
        subject: 'Hi',
        body: 'Hello',
      });
      expect(res.statusCode).toBe(201);
      expect(dataOf<AdminApplication>(res).history.filter((h) => h.kind === 'reply')).toHaveLength(
        1,
      );
      // The refused try leaves the mail job waiting for its retry, not lost.
      await jobIn(t, 'waiting', 'mail.send', (job) => job.state === 'retry');
    } finally {
      smtp.setRejecting(false);
    }
    await retryNow(t);
    // The applicant's receipt travels the same queue: tell the reply by its text.
    const replies = () =>
      smtp.inbox.slice(before).filter((m) => m.to.includes(email) && m.text.includes('Hello'));
    await eventually(async () => replies().length > 0, 15_000, 'the reply mail');
    expect(replies()).toHaveLength(1);
  });

  it('exports the filtered list as CSV with a BOM and no formula an applicant could inject', async () => {
    await apply({ projectTitle: '수출 테스트' });
    const res = await call(t, 'GET', '/admin/applications/export.csv?q=수출', editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"수출 테스트"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
