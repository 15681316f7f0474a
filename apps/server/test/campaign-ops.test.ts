import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  BackerReport,
  BackerRow,
  CardUpdateState,
  LinkedCampaign,
  LinkedFilm,
  NextUpFilm,
  Page,
  Settlement,
} from '@dalbit/contract';
import type { TestApp } from './helpers.js';
import type { TossFake } from './fakes/toss-fake.js';
import { aFilm } from './builders/films.js';
import { auditLines, aStaff, call, dataOf } from './admin-helpers.js';
import { mailTo, startSmtp, type TestSmtp } from './accounts-helpers.js';
import {
  DAY,
  makeProject,
  newBacker,
  pledged,
  startCrowdfundingApp,
  type Backer,
} from './crowdfunding-helpers.js';
import type { SettleReport } from '../src/modules/crowdfunding/crowdfunding.service.js';

let t: TestApp;
let toss: TossFake;
let smtp: TestSmtp;
let settle: (at: Date) => Promise<SettleReport>;
let admin: string;
let editor: string;
let alice: Backer;
let bob: Backer;
let carol: Backer;

const shipping = {
  recipient: '=HYPERLINK("http://evil")',
  phone: '010-1234-5678',
  postalCode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층 "달빛" 사무실',
};

beforeAll(async () => {
  smtp = await startSmtp();
  ({ t, toss, settle } = await startCrowdfundingApp({
    SMTP_URL: smtp.url,
    SITE_NAME: 'Dalbit',
    CROWDFUNDING_FEE_PERCENT: '8',
  }));
  admin = (await aStaff(t, 'admin')).token;
  editor = (await aStaff(t, 'editor')).token;
  alice = await newBacker(t, 'alice@example.com');
  bob = await newBacker(t, 'bob@example.com');
  carol = await newBacker(t, 'carol@example.com');
  await t.db.execute(sql`update users set language = 'korean' where email = 'alice@example.com'`);
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
  await smtp?.close();
});

const later = () => new Date(Date.now() + 2 * DAY);
/** The first mail to `to` after `after` whose text holds `text` (others' notices arrive too). */
const mailWith = async (to: string, text: string, after: number) => {
  for (let i = 0; i < 500; i++) {
    const found = smtp.inbox.slice(after).find((m) => m.to.includes(to) && m.text.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} with ${text}`);
};
const runJob = async (name: string) => {
  const job = t.app.queue.definition(name);
  if (!job) throw new Error(`no job ${name}`);
  return job.handle({}, { id: 'test', retryCount: 0 });
};

describe('backer report', () => {
  it('lists the backers with rewards, amount, address and state, for projects.manage', async () => {
    const p = await makeProject(t, 'Report', { startsInDays: -1, endsInDays: 5, goal: 100_000 });
    await pledged(t, alice, p.id, [{ productId: p.shipped, quantity: 2 }], { shipping });
    await pledged(t, bob, p.id, [{ productId: p.digital, quantity: 1 }], { extraSupport: 1000 });
    const res = await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/backers`, editor);
    expect(res.statusCode).toBe(200);
    const page = dataOf<Page<BackerRow>>(res);
    expect(page.total).toBe(2);
    const [a, b] = page.items;
    expect(a?.email).toBe('alice@example.com');
    expect(a?.items).toEqual([
      expect.objectContaining({ productName_eng: 'Blu-ray', quantity: 2, price: 30_000 }),
    ]);
    expect(a?.amount).toBe(60_000);
    expect(a?.shipping?.address1).toBe('서울특별시 중구 세종대로 110');
    expect(a?.status).toBe('reserved');
    expect(b?.amount).toBe(6000);
    const only = dataOf<Page<BackerRow>>(
      await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/backers?q=bob`, editor),
    );
    expect(only.items.map((r) => r.email)).toEqual(['bob@example.com']);
    const missing = await call(t, 'GET', '/admin/crowdfunding/projects/999999/backers', editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('project.not_found');
  });

  it('exports a CSV with a BOM, Korean headers, quoted cells and no formula', async () => {
    const p = await makeProject(t, 'Csv', { startsInDays: -1, endsInDays: 5, goal: 100_000 });
    await pledged(t, alice, p.id, [{ productId: p.shipped, quantity: 1 }], { shipping });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/admin/crowdfunding/projects/${p.id}/backer-reports`,
      headers: { authorization: `Bearer ${editor}`, 'accept-language': 'kr' },
    });
    expect(made.statusCode).toBe(201);
    const report = dataOf<BackerReport>(made);
    expect(report.status).toBe('ready');
    expect(report.rowCount).toBe(1);
    const file = await call(t, 'GET', `${report.downloadPath}`, editor);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    const bytes = file.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header, row] = text.split('\r\n');
    expect(header).toContain('"후원자"');
    expect(header).toContain('"받는 분"');
    expect(row).toContain('"서울특별시 중구 세종대로 110"');
    expect(row).toContain('"3층 ""달빛"" 사무실"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('"Blu-ray 한국어 ×1"');
    expect(row).toContain('"예약"');
  });

  it('builds a large project’s CSV in the job queue; the link appears when it is done', async () => {
    const p = await makeProject(t, 'Large', { startsInDays: -1, endsInDays: 5, goal: 100_000 });
    await t.db.execute(sql`
      insert into pledges (user_id, project_id, amount, customer_key, billing_key, payment_provider)
      select u.id, ${BigInt(p.id)}, 1000, 'c', 'b' || g, 'manual'
      from generate_series(1, 501) g, (select id from users where email = 'bob@example.com') u`);
    const made = await call(
      t,
      'POST',
      `/admin/crowdfunding/projects/${p.id}/backer-reports`,
      editor,
    );
    const report = dataOf<BackerReport>(made);
    expect(report.status).toBe('pending');
    expect(report.downloadPath).toBeNull();
    const early = await call(
      t,
      'GET',
      `/admin/crowdfunding/projects/${p.id}/backer-reports/${report._id}/download`,
      editor,
    );
    expect([200, 409]).toContain(early.statusCode);
    let done = report;
    for (let i = 0; i < 600 && done.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = dataOf<BackerReport>(
        await call(
          t,
          'GET',
          `/admin/crowdfunding/projects/${p.id}/backer-reports/${report._id}`,
          editor,
        ),
      );
    }
    expect(done.status).toBe('ready');
    expect(done.rowCount).toBe(501);
    const file = await call(t, 'GET', `${done.downloadPath}`, editor);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(502);
    const list = dataOf<BackerReport[]>(
      await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/backer-reports`, editor),
    );
    expect(list[0]?._id).toBe(report._id);
  });
});

describe('settlement and payout', () => {
  it('sums charged, failed and voided, takes the fee, and is paid once by an admin', async () => {
    const p = await makeProject(t, 'Settle', { startsInDays: -2, endsInDays: 1, goal: 20_000 });
    await pledged(t, alice, p.id, [{ productId: p.shipped, quantity: 1 }], { shipping });
    await pledged(t, bob, p.id, [{ productId: p.digital, quantity: 2 }]);
    await pledged(t, carol, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: carol.customerKey, authKey: 'declined-card' },
    });
    const before = dataOf<Settlement>(
      await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/settlement`, editor),
    );
    expect(before.reserved).toEqual({ count: 3, amount: 45_000 });
    expect(before.payable).toBe(false);
    const early = await call(t, 'POST', `/admin/crowdfunding/projects/${p.id}/payout`, admin, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payout.not_payable');

    await settle(later());
    const s = dataOf<Settlement>(
      await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/settlement`, editor),
    );
    expect(s.outcome).toBe('succeeded');
    expect(s.charged).toEqual({ count: 2, amount: 40_000 });
    expect(s.failed).toEqual({ count: 1, amount: 5000 });
    expect(s.feePercent).toBe(8);
    expect(s.feeAmount).toBe(3200);
    expect(s.payoutAmount).toBe(36_800);
    expect(s.payable).toBe(true);

    const byEditor = await call(
      t,
      'POST',
      `/admin/crowdfunding/projects/${p.id}/payout`,
      editor,
      {},
    );
    expect(byEditor.statusCode).toBe(403);
    const paid = await call(t, 'POST', `/admin/crowdfunding/projects/${p.id}/payout`, admin, {
      reference: 'KB 2026-11-25',
    });
    expect(paid.statusCode).toBe(200);
    const after = dataOf<Settlement>(paid);
    expect(after.payout?.amount).toBe(36_800);
    expect(after.payout?.reference).toBe('KB 2026-11-25');
    expect(after.payout?.paidBy?.userEmail).toContain('@');
    expect(after.payable).toBe(false);
    const again = await call(t, 'POST', `/admin/crowdfunding/projects/${p.id}/payout`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payout.already_paid');
    const line = (await auditLines(t)).find(
      (l) => l.action === 'project.payout' && l.entity_id === p.id,
    );
    expect(line?.actor_email).toBe(after.payout?.paidBy?.userEmail);
    expect(JSON.stringify(line?.after)).toContain('36800');
    expect(JSON.stringify(line?.after)).toContain('paidAt');
  });
});

describe('notices', () => {
  it('tells each backer the outcome once, in their language, and a declined one how to fix it', async () => {
    const p = await makeProject(t, 'Notice', { startsInDays: -2, endsInDays: 1, goal: 10_000 });
    await pledged(t, alice, p.id, [{ productId: p.digital, quantity: 2 }]);
    const failedPledge = await pledged(t, carol, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: carol.customerKey, authKey: 'declined-again' },
    });
    await settle(later());
    const start = smtp.inbox.length;
    await runJob('crowdfunding.notify');
    await runJob('crowdfunding.notify');
    const ko = await mailWith('alice@example.com', 'Notice 한국어', start);
    expect(ko.text).toContain('목표 금액을 달성했습니다');
    expect(ko.text).toContain('10,000원');
    const en = await mailWith('carol@example.com', 'Notice', start);
    expect(en.text).toContain('could not be charged');
    expect(en.text).toContain(`/crowdfunding/pledges/${failedPledge._id}/card`);
    // Two runs, one notice each: the key is claimed once, and only the claim queues a mail.
    const { rows } = (await t.db.execute(
      sql`select key from campaign_notices where key in (${`charge-failed:${failedPledge._id}`}, ${`outcome:${failedPledge._id}`})`,
    )) as unknown as { rows: { key: string }[] };
    expect(rows.map((r) => r.key)).toEqual([`charge-failed:${failedPledge._id}`]);
    expect(
      smtp.inbox
        .slice(start)
        .filter((m) => m.to.includes('carol@example.com') && m.text.includes('Notice')),
    ).toHaveLength(1);
  });

  it('tells voters once when the project they voted for opens', async () => {
    const p = await makeProject(t, 'Opening', { startsInDays: -0.5, endsInDays: 5, goal: 10_000 });
    await t.db.execute(sql`
      insert into project_votes (user_id, project_id)
      select id, ${BigInt(p.id)} from users where email in ('bob@example.com', 'alice@example.com')`);
    const start = smtp.inbox.length;
    await runJob('crowdfunding.notify');
    await runJob('crowdfunding.notify');
    const en = await mailWith('bob@example.com', 'Opening', start);
    expect(en.text).toContain('"Opening", the project you voted for, is taking pledges now');
    const ko = await mailWith('alice@example.com', 'Opening', start);
    expect(ko.text).toContain('후원을 받고 있습니다');
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from campaign_notices where key like ${`opened:${p.id}:%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(2);
  });

  it("mails the project's contact a digest of yesterday's pledges once", async () => {
    const p = await makeProject(t, 'Digest', { startsInDays: -3, endsInDays: 5, goal: 10_000 });
    const set = await call(t, 'PUT', `/admin/crowdfunding/projects/${p.id}/contact`, editor, {
      email: 'creator@example.com',
      language: 'korean',
    });
    expect(set.statusCode).toBe(200);
    await pledged(t, bob, p.id, [{ productId: p.digital, quantity: 1 }]);
    await t.db.execute(
      sql`update pledges set created_at = now() - interval '1 day' where project_id = ${BigInt(p.id)}`,
    );
    const start = smtp.inbox.length;
    await runJob('crowdfunding.daily-digest');
    await runJob('crowdfunding.daily-digest');
    const mail = await mailTo(smtp, 'creator@example.com', start);
    expect(mail.text).toContain('새 후원 1건');
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from campaign_notices where key like ${`digest:${p.id}:%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });
});

describe('card update after a failed charge', () => {
  it('charges a new card once within the grace period, and refuses after it', async () => {
    const p = await makeProject(t, 'Retry', { startsInDays: -2, endsInDays: 1, goal: 1000 });
    const failed = await pledged(t, carol, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: carol.customerKey, authKey: 'declined-retry' },
    });
    await settle(later());
    const state = dataOf<CardUpdateState>(
      await call(t, 'GET', `/crowdfunding/pledges/${failed._id}/card`, carol.token),
    );
    expect(state.status).toBe('failed');
    expect(state.updatable).toBe(true);
    const other = await call(t, 'GET', `/crowdfunding/pledges/${failed._id}/card`, bob.token);
    expect(other.statusCode).toBe(404);
    const wrongKey = await call(
      t,
      'POST',
      `/crowdfunding/pledges/${failed._id}/card`,
      carol.token,
      {
        customerKey: bob.customerKey,
        authKey: 'auth-ok',
      },
    );
    expect(wrongKey.json().code).toBe('pledge.customer_mismatch');
    const declined = await call(
      t,
      'POST',
      `/crowdfunding/pledges/${failed._id}/card`,
      carol.token,
      {
        customerKey: carol.customerKey,
        authKey: 'declined-second',
      },
    );
    expect(declined.statusCode).toBe(400);
    expect(declined.json().code).toBe('payment.failed');
    const fixed = await call(t, 'POST', `/crowdfunding/pledges/${failed._id}/card`, carol.token, {
      customerKey: carol.customerKey,
      authKey: 'auth-new-card',
    });
    expect(fixed.statusCode).toBe(200);
    expect(dataOf<CardUpdateState>(fixed).status).toBe('charged');
    expect(toss.chargeRequests.filter((o) => o === `pledge-${failed._id}-retry-2`)).toHaveLength(1);
    const twice = await call(t, 'POST', `/crowdfunding/pledges/${failed._id}/card`, carol.token, {
      customerKey: carol.customerKey,
      authKey: 'auth-new-card-2',
    });
    expect(twice.json().code).toBe('pledge.not_updatable');
  });

  it('refuses a new card once the grace period is over', async () => {
    const p = await makeProject(t, 'Expired', { startsInDays: -2, endsInDays: 1, goal: 1000 });
    const failed = await pledged(t, carol, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: carol.customerKey, authKey: 'declined-expired' },
    });
    await settle(later());
    await t.db.execute(
      sql`update pledges set updated_at = now() - interval '8 days' where id = ${BigInt(failed._id)}`,
    );
    const res = await call(t, 'POST', `/crowdfunding/pledges/${failed._id}/card`, carol.token, {
      customerKey: carol.customerKey,
      authKey: 'auth-too-late',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('pledge.not_updatable');
  });
});

describe('watch-to-fund', () => {
  it('links a series to a campaign: film page, project page and the next-up rail', async () => {
    const { film, videos } = await aFilm(t.db, { type: 'web_series' });
    const p = await makeProject(t, 'Season 2', { startsInDays: -1, endsInDays: 10, goal: 100_000 });
    const bad = await call(t, 'PUT', `/admin/crowdfunding/projects/${p.id}/film-link`, editor, {
      filmId: '999999',
      kind: 'next_season',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('film.link_invalid');
    const set = await call(t, 'PUT', `/admin/crowdfunding/projects/${p.id}/film-link`, editor, {
      filmId: film.id.toString(),
      kind: 'next_season',
    });
    expect(set.statusCode).toBe(200);
    const campaigns = dataOf<LinkedCampaign[]>(await call(t, 'GET', `/films/${film.id}/campaigns`));
    expect(campaigns).toEqual([
      expect.objectContaining({
        projectId: p.id,
        status: 'funding',
        kind: 'next_season',
        daysLeft: 10,
      }),
    ]);
    const linked = dataOf<LinkedFilm>(await call(t, 'GET', `/crowdfunding/projects/${p.id}/film`));
    expect(linked.filmId).toBe(film.id.toString());
    expect(linked.firstVideoId).toBe(videos[0]?.id.toString());
    const rail = dataOf<NextUpFilm[]>(await call(t, 'GET', '/crowdfunding/next-up'));
    expect(rail.map((f) => f.filmId)).toContain(film.id.toString());
    const none = await call(t, 'GET', '/films/999999/campaigns');
    expect(none.statusCode).toBe(404);
    const removed = await call(t, 'PUT', `/admin/crowdfunding/projects/${p.id}/film-link`, editor, {
      filmId: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf<LinkedCampaign[]>(await call(t, 'GET', `/films/${film.id}/campaigns`))).toEqual(
      [],
    );
    expect((await auditLines(t)).some((l) => l.action === 'project.film_link')).toBe(true);
  });
});
