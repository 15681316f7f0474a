import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BackerReport } from '@dalbit/contract';
import { projectCreators } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';
import { aStaff, call, dataOf } from './admin-helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import type { TossFake } from './fakes/toss-fake.js';
import { makeProject, newBacker, pledged, startCrowdfundingApp } from './crowdfunding-helpers.js';

/** The creators' studio's backer CSV (docs/product/crowdfunding.md#backer-report). */
let t: TestApp;
let toss: TossFake;
let editor: string;
let creator: { token: string; id: bigint };
let other: { token: string; id: bigint };

const signedIn = async () => {
  const { token, user } = await aSignedInUser(t.db, { role: 'user' });
  return { token, id: user.id };
};
const shipping = {
  recipient: '김하늘',
  phone: '010-1234-5678',
  postalCode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
};

beforeAll(async () => {
  ({ t, toss } = await startCrowdfundingApp());
  editor = (await aStaff(t, 'editor')).token;
  creator = await signedIn();
  other = await signedIn();
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

/** A project of `owner`, funding (or in `state`), with one Korean-speaking backer. */
const ownProject = async (owner: bigint, state?: 'draft') => {
  const p = await makeProject(t, `Studio csv ${owner}`, {
    startsInDays: state ? 3 : -1,
    endsInDays: 5,
    goal: 100_000,
    ...(state ? { state } : {}),
  } as Parameters<typeof makeProject>[2]);
  await t.db.insert(projectCreators).values({ projectId: BigInt(p.id), userId: owner });
  return p;
};
const base = (id: string) => `/studio/projects/${id}/backer-reports`;

describe('the backer CSV in the studio', () => {
  it('gives the creator their project’s CSV with a BOM, Hangul and no e-mails', async () => {
    const p = await ownProject(creator.id);
    const backer = await newBacker(t, 'studiocsv@example.com');
    await pledged(t, backer, p.id, [{ productId: p.shipped, quantity: 2 }], { shipping });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api${base(p.id)}`,
      headers: { authorization: `Bearer ${creator.token}`, 'accept-language': 'kr' },
    });
    expect(made.statusCode).toBe(201);
    const report = dataOf<BackerReport>(made);
    expect(report.status).toBe('ready');
    expect(report.rowCount).toBe(1);
    expect(report.downloadPath).toBe(`${base(p.id)}/${report._id}/download`);
    const file = await call(t, 'GET', `${report.downloadPath}`, creator.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = file.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toContain('"받는 분"');
    expect(row).toContain('"서울특별시 중구 세종대로 110"');
    expect(row).toContain('"Blu-ray 한국어 ×2"');
    expect(row).not.toContain('studiocsv@example.com');
    const mine = dataOf<BackerReport[]>(await call(t, 'GET', base(p.id), creator.token));
    expect(mine.map((r) => r._id)).toEqual([report._id]);
    const polled = await call(t, 'GET', `${base(p.id)}/${report._id}`, creator.token);
    expect(dataOf<BackerReport>(polled).status).toBe('ready');
    // The back office's list keeps to its own reports (which carry the e-mails).
    const staff = dataOf<BackerReport[]>(
      await call(t, 'GET', `/admin/crowdfunding/projects/${p.id}/backer-reports`, editor),
    );
    expect(staff).toEqual([]);
  });

  it('refuses another creator’s project and report, as the studio does (404)', async () => {
    const p = await ownProject(creator.id);
    const report = dataOf<BackerReport>(await call(t, 'POST', base(p.id), creator.token));
    const theirs = await call(t, 'POST', base(p.id), other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('project.not_found');
    for (const url of [base(p.id), `${base(p.id)}/${report._id}`, `${report.downloadPath}`]) {
      const res = await call(t, 'GET', url, other.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('project.not_found');
    }
    // A co-creator sees only the reports they asked for.
    await t.db.insert(projectCreators).values({ projectId: BigInt(p.id), userId: other.id });
    const hidden = await call(t, 'GET', `${report.downloadPath}`, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('report.not_found');
    const missing = await call(t, 'POST', base('999999'), creator.token);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a draft (409) before funding starts', async () => {
    const p = await ownProject(creator.id);
    const visitor = await call(t, 'POST', base(p.id), undefined);
    expect(visitor.statusCode).toBe(401);
    const list = await call(t, 'GET', base(p.id), undefined);
    expect(list.statusCode).toBe(401);
    const draft = await ownProject(creator.id, 'draft');
    const early = await call(t, 'POST', base(draft.id), creator.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('project.state_invalid');
  });

  it('builds a large project’s CSV in the job queue for the creator', async () => {
    const p = await ownProject(creator.id);
    const backer = await newBacker(t, 'studiomany@example.com');
    await pledged(t, backer, p.id, [{ productId: p.digital, quantity: 1 }]);
    await t.db.execute(sql`
      insert into pledges (user_id, project_id, amount, customer_key, billing_key, payment_provider)
      select u.id, ${BigInt(p.id)}, 1000, 'c', 'b' || g, 'manual'
      from generate_series(1, 500) g, (select id from users where email = 'studiomany@example.com') u`);
    const report = dataOf<BackerReport>(await call(t, 'POST', base(p.id), creator.token));
    expect(report.status).toBe('pending');
    let done = report;
    for (let i = 0; i < 600 && done.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = dataOf<BackerReport>(
        await call(t, 'GET', `${base(p.id)}/${report._id}`, creator.token),
      );
    }
    expect(done.status).toBe('ready');
    expect(done.rowCount).toBe(501);
    const file = await call(t, 'GET', `${done.downloadPath}`, creator.token);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(502);
    expect(file.body).not.toContain('studiomany@example.com');
  });
});
