import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Pledge, ProjectDetail, ProjectSummary, Vote } from '@dalbit/contract';
import { eq } from 'drizzle-orm';
import { pledges, projectProducts, projects } from '../src/db/schema.js';
import { createTossProvider } from '../src/infra/payments/toss-provider.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import { startTossFake, type TossFake } from './fakes/toss-fake.js';

const SECRET = 'test_sk_dalbit';
const DAY = 86_400_000;
let t: TestApp;
let toss: TossFake;
let alice: string;
let bob: string;

interface Made {
  id: string;
  shipped: string;
  limited: string;
  digital: string;
}

const makeProject = async (
  title: string,
  opts: { startsInDays: number; endsInDays: number; goal: number; stock?: number },
): Promise<Made> => {
  const { db } = t.app.database;
  const now = Date.now();
  const [row] = await db
    .insert(projects)
    .values({
      titleKr: `${title} 한국어`,
      titleEng: title,
      goalAmount: opts.goal,
      startsAt: new Date(now + opts.startsInDays * DAY),
      endsAt: new Date(now + opts.endsInDays * DAY),
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('no project');
  const products = await db
    .insert(projectProducts)
    .values([
      {
        projectId: row.id,
        nameKr: '블루레이',
        nameEng: 'Blu-ray',
        price: 30_000,
        estimatedDelivery: '2027-03',
        needsShipping: true,
        position: 0,
      },
      {
        projectId: row.id,
        nameKr: '한정 포스터',
        nameEng: 'Limited poster',
        price: 10_000,
        stockLimit: opts.stock ?? 10,
        estimatedDelivery: '2027-03',
        position: 1,
      },
      {
        projectId: row.id,
        nameKr: '디지털',
        nameEng: 'Digital',
        price: 5_000,
        estimatedDelivery: '2027-01',
        position: 2,
      },
    ])
    .returning({ id: projectProducts.id });
  const [shipped, limited, digital] = products.map((p) => p.id.toString());
  return {
    id: row.id.toString(),
    shipped: shipped ?? '',
    limited: limited ?? '',
    digital: digital ?? '',
  };
};

const billing = (customerKey = 'cust-alice') => ({ customerKey, authKey: 'auth-ok' });
const pledgeBody = (items: { productId: string; quantity: number }[], extra: object = {}) => ({
  items,
  extraSupport: 0,
  billing: billing(),
  ...extra,
});
const detail = async (id: string, token?: string) =>
  dataOf<ProjectDetail>(await api(t).get(`/crowdfunding/projects/${id}`, token));

beforeAll(async () => {
  toss = await startTossFake(SECRET);
  t = await createTestApp(
    { TOSS_SECRET_KEY: SECRET, TOSS_API_BASE: toss.url },
    { settleIntervalMs: 0, rateLimitMax: 100_000 },
  );
  alice = await newUser(t, 'alice@example.com');
  bob = await newUser(t, 'bob@example.com');
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

describe('projects', () => {
  it('seeds six bilingual projects: 3 funding, 2 upcoming with votes, 1 succeeded', async () => {
    const all = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?pageSize=100'),
    );
    const seeded = all.items.filter((p) => p.creatorName_eng !== '');
    expect(seeded).toHaveLength(6);
    const count = (s: string) => seeded.filter((p) => p.status === s).length;
    expect([count('funding'), count('upcoming'), count('succeeded')]).toEqual([3, 2, 1]);
    expect(seeded.filter((p) => p.status === 'upcoming').every((p) => p.voteCount > 0)).toBe(true);
    expect(seeded.every((p) => p.imageDomestic.endsWith('/backdrop.jpg'))).toBe(true);
    const season2 = seeded.find((p) => p.title_eng === 'Seoul in the Rain: Season 2');
    expect(season2?.percentFunded).toBeGreaterThan(100);
    const d = await detail(season2?._id ?? '');
    expect(d.products.length).toBeGreaterThanOrEqual(2);
    expect(d.products.some((p) => p.stockLimit !== null)).toBe(true);
    expect(d.updates.length).toBeGreaterThanOrEqual(1);
  });

  it('lists by status and shows a detail with products', async () => {
    const funding = await makeProject('Funding One', {
      startsInDays: -1,
      endsInDays: 10,
      goal: 100_000,
    });
    const upcoming = await makeProject('Upcoming One', {
      startsInDays: 3,
      endsInDays: 20,
      goal: 100_000,
    });
    const list = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?status=funding'),
    );
    expect(list.items.map((p) => p._id)).toContain(funding.id);
    expect(list.items.map((p) => p._id)).not.toContain(upcoming.id);
    const up = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?status=upcoming'),
    );
    expect(up.items.find((p) => p._id === upcoming.id)?.status).toBe('upcoming');
    const d = await detail(funding.id);
    expect(d.status).toBe('funding');
    expect(d.daysLeft).toBe(10);
    expect(d.products).toHaveLength(3);
    expect(d.products[1]).toMatchObject({ stockLimit: 10, remaining: 10 });
    expect(d.viewerPledges).toBeNull();
    expect((await api(t).get('/crowdfunding/projects/999999')).statusCode).toBe(404);
  });
});

describe('pledges', () => {
  it('answers 401 to visitors and checks the body', async () => {
    const p = await makeProject('Checks', { startsInDays: -1, endsInDays: 5, goal: 100_000 });
    const visitor = await send(t, 'POST', `/crowdfunding/projects/${p.id}/pledges`, undefined, {});
    expect(visitor.statusCode).toBe(401);
    const empty = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      alice,
      pledgeBody([]),
    );
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty.body).errorList[0]).toBe('Please select at least one product!');
    const noShipping = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      alice,
      pledgeBody([{ productId: p.shipped, quantity: 1 }]),
    );
    expect(noShipping.statusCode).toBe(400);
    expect(envelopeOf(noShipping.body).code).toBe('pledge.shipping_required');
    const ok = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      alice,
      pledgeBody([{ productId: p.shipped, quantity: 2 }], {
        extraSupport: 1000,
        shipping: {
          recipient: 'Alice',
          phone: '010-1234-5678',
          postalCode: '04524',
          address1: 'Seoul',
        },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(dataOf<Pledge>(ok)).toMatchObject({
      status: 'reserved',
      amount: 61_000,
      extraSupport: 1000,
    });
    const d = await detail(p.id, alice);
    expect(d.pledgedAmount).toBe(61_000);
    expect(d.backerCount).toBe(1);
    expect(d.viewerPledges).toHaveLength(1);
  });

  it('never oversells: 50 parallel pledges for a stock of 10', async () => {
    const p = await makeProject('Oversell', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 10,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(
          t,
          'POST',
          `/crowdfunding/projects/${p.id}/pledges`,
          bob,
          pledgeBody([{ productId: p.limited, quantity: 1 }], { billing: billing('cust-bob') }),
        ),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    const soldOut = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(soldOut).toHaveLength(40);
    expect(soldOut.every((a) => envelopeOf(a.body).code === 'project.sold_out')).toBe(true);
    const d = await detail(p.id);
    expect(d.products[1]?.remaining).toBe(0);
    expect(d.backerCount).toBe(10);
  });

  it('cancelling returns the stock and voids the billing key', async () => {
    const p = await makeProject('Cancel', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 2,
    });
    const res = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      alice,
      pledgeBody([{ productId: p.limited, quantity: 2 }]),
    );
    const pledge = dataOf<Pledge>(res);
    expect((await detail(p.id)).products[1]?.remaining).toBe(0);
    expect((await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, bob)).statusCode).toBe(
      404,
    );
    const cancel = await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, alice);
    expect(dataOf<Pledge>(cancel).status).toBe('cancelled');
    const d = await detail(p.id);
    expect(d.products[1]?.remaining).toBe(2);
    expect(d.pledgedAmount).toBe(0);
    expect((await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, alice)).statusCode).toBe(
      409,
    );
    expect(toss.removedKeys.length).toBeGreaterThan(0);
    const mine = dataOf<Pledge[]>(await api(t).get('/crowdfunding/me/pledges', alice));
    expect(mine.find((m) => m._id === pledge._id)?.status).toBe('cancelled');
  });
});

describe('end of campaign', () => {
  it('charges a succeeded campaign once even when run twice, and voids a failed one', async () => {
    const win = await makeProject('Winner', { startsInDays: -2, endsInDays: 1, goal: 20_000 });
    const lose = await makeProject('Loser', { startsInDays: -2, endsInDays: 1, goal: 10_000_000 });
    const a = dataOf<Pledge>(
      await send(
        t,
        'POST',
        `/crowdfunding/projects/${win.id}/pledges`,
        alice,
        pledgeBody([{ productId: win.digital, quantity: 3 }]),
      ),
    );
    const b = dataOf<Pledge>(
      await send(
        t,
        'POST',
        `/crowdfunding/projects/${win.id}/pledges`,
        bob,
        pledgeBody([{ productId: win.digital, quantity: 1 }], { billing: billing('cust-bob') }),
      ),
    );
    const c = dataOf<Pledge>(
      await send(
        t,
        'POST',
        `/crowdfunding/projects/${lose.id}/pledges`,
        alice,
        pledgeBody([{ productId: lose.digital, quantity: 1 }]),
      ),
    );
    const later = new Date(Date.now() + 2 * DAY);
    await t.app.crowdfunding.settleEndedProjects(later);
    await t.app.crowdfunding.settleEndedProjects(later);
    const orders = toss.charges.map((ch) => ch.orderId);
    expect(orders.filter((o) => o === `pledge-${a._id}`)).toHaveLength(1);
    expect(orders.filter((o) => o === `pledge-${b._id}`)).toHaveLength(1);
    expect(orders).not.toContain(`pledge-${c._id}`);
    const mine = dataOf<Pledge[]>(await api(t).get('/crowdfunding/me/pledges', alice));
    expect(mine.find((m) => m._id === a._id)).toMatchObject({ status: 'charged' });
    expect(mine.find((m) => m._id === c._id)?.status).toBe('voided');
    expect((await detail(win.id)).status).toBe('succeeded');
    expect((await detail(lose.id)).status).toBe('failed');
  });
});

describe('end of campaign, crashes and declines', () => {
  it('never charges twice after a crash between the charge and the database write', async () => {
    const p = await makeProject('Crash', { startsInDays: -2, endsInDays: 1, goal: 5_000 });
    const declined = billing('cust-declined');
    toss.failCustomer('cust-declined');
    const a = dataOf<Pledge>(
      await send(
        t,
        'POST',
        `/crowdfunding/projects/${p.id}/pledges`,
        alice,
        pledgeBody([{ productId: p.digital, quantity: 2 }]),
      ),
    );
    const b = dataOf<Pledge>(
      await send(
        t,
        'POST',
        `/crowdfunding/projects/${p.id}/pledges`,
        bob,
        pledgeBody([{ productId: p.digital, quantity: 1 }], { billing: declined }),
      ),
    );
    // The first run charged pledge a, then the process died before writing it down.
    const [row] = await t.app.database.db
      .select()
      .from(pledges)
      .where(eq(pledges.id, BigInt(a._id)));
    if (!row) throw new Error('no pledge row');
    const provider = createTossProvider({ secretKey: SECRET, apiBase: toss.url });
    const first = await provider.charge({
      billingKey: row.billingKey,
      customerKey: row.customerKey,
      amount: row.amount,
      orderId: `pledge-${a._id}`,
      orderName: 'Crash',
    });
    await t.app.crowdfunding.settleEndedProjects(new Date(Date.now() + 2 * DAY));
    expect(toss.charges.filter((c) => c.orderId === `pledge-${a._id}`)).toHaveLength(1);
    const [after] = await t.app.database.db
      .select()
      .from(pledges)
      .where(eq(pledges.id, BigInt(a._id)));
    expect(after).toMatchObject({ status: 'charged', paymentKey: first.paymentKey });
    const bobs = dataOf<Pledge[]>(await api(t).get('/crowdfunding/me/pledges', bob));
    expect(bobs.find((m) => m._id === b._id)?.status).toBe('failed');
  });

  it('refuses a bad card at pledge time without taking stock, and unverified accounts', async () => {
    const p = await makeProject('Bad card', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 1,
    });
    const res = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      alice,
      pledgeBody([{ productId: p.limited, quantity: 1 }], {
        billing: { customerKey: 'cust-alice', authKey: 'invalid' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('payment.failed');
    expect((await detail(p.id)).products[1]?.remaining).toBe(1);
    const carol = await newUser(t, 'carol@example.com', false);
    const unverified = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      carol,
      pledgeBody([{ productId: p.limited, quantity: 1 }]),
    );
    expect(unverified.statusCode).toBe(403);
    const upcoming = await makeProject('Not yet', {
      startsInDays: 2,
      endsInDays: 9,
      goal: 100_000,
    });
    const early = await send(
      t,
      'POST',
      `/crowdfunding/projects/${upcoming.id}/pledges`,
      alice,
      pledgeBody([{ productId: upcoming.digital, quantity: 1 }]),
    );
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early.body).code).toBe('project.not_funding');
  });
});

describe('votes', () => {
  it('counts one vote per user, for upcoming projects only', async () => {
    const up = await makeProject('Vote me', { startsInDays: 3, endsInDays: 20, goal: 100_000 });
    const open = await makeProject('Open', { startsInDays: -1, endsInDays: 20, goal: 100_000 });
    expect((await send(t, 'POST', `/crowdfunding/projects/${up.id}/vote`)).statusCode).toBe(401);
    const first = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t, 'POST', `/crowdfunding/projects/${up.id}/vote`, alice),
      ),
    );
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      dataOf<Vote>(await send(t, 'POST', `/crowdfunding/projects/${up.id}/vote`, bob)),
    ).toEqual({ voted: true, count: 2 });
    expect((await detail(up.id, alice)).viewerVoted).toBe(true);
    expect(
      dataOf<Vote>(await send(t, 'DELETE', `/crowdfunding/projects/${up.id}/vote`, alice)),
    ).toEqual({ voted: false, count: 1 });
    const closed = await send(t, 'POST', `/crowdfunding/projects/${open.id}/vote`, alice);
    expect(closed.statusCode).toBe(409);
    expect(envelopeOf(closed.body)).toMatchObject({
      code: 'vote.failed',
      errorList: ['Voting failed!'],
    });
  });
});

describe('the Toss adapter', () => {
  it('sends Basic auth and never charges one order twice', async () => {
    const provider = createTossProvider({ secretKey: SECRET, apiBase: toss.url });
    const { billingKey } = await provider.issueBillingKey({ customerKey: 'cust-x', authKey: 'a' });
    expect(toss.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`,
    );
    const before = toss.charges.length;
    const req = {
      billingKey,
      customerKey: 'cust-x',
      amount: 5000,
      orderId: 'order-x-1',
      orderName: 'X',
    };
    const one = await provider.charge(req);
    const two = await provider.charge(req);
    expect(two.paymentKey).toBe(one.paymentKey);
    expect(toss.charges.length).toBe(before + 1);
    toss.failCustomer('cust-x');
    await expect(provider.charge({ ...req, orderId: 'order-x-2' })).rejects.toMatchObject({
      providerCode: 'REJECT_CARD_PAYMENT',
    });
    const wrong = createTossProvider({ secretKey: 'nope', apiBase: toss.url });
    await expect(wrong.issueBillingKey({ customerKey: 'c', authKey: 'a' })).rejects.toThrow();
  });
});
