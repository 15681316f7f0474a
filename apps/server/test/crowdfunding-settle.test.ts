import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Pledge } from '@dalbit/contract';
import { pledges, projects } from '../src/db/schema.js';
import { createTossProvider } from '../src/infra/payments/toss-provider.js';
import { createCrowdfundingRepository } from '../src/modules/crowdfunding/crowdfunding.repository.js';
import {
  createCrowdfundingService,
  type SettleReport,
} from '../src/modules/crowdfunding/crowdfunding.service.js';
import type { TestApp } from './helpers.js';
import { send } from './films-helpers.js';
import type { TossFake } from './fakes/toss-fake.js';
import {
  DAY,
  detailOf,
  makeProject,
  myPledges,
  newBacker,
  pledged,
  startCrowdfundingApp,
  TOSS_SECRET,
  type Backer,
} from './crowdfunding-helpers.js';

let t: TestApp;
let toss: TossFake;
let alice: Backer;
let bob: Backer;
let settle: (at: Date) => Promise<SettleReport>;

beforeAll(async () => {
  ({ t, toss, settle } = await startCrowdfundingApp());
  alice = await newBacker(t, 'alice@example.com');
  bob = await newBacker(t, 'bob@example.com');
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

const later = () => new Date(Date.now() + 2 * DAY);
const ending = (title: string, goal: number) =>
  makeProject(t, title, { startsInDays: -2, endsInDays: 1, goal });
const requestsFor = (orderId: string) => toss.chargeRequests.filter((o) => o === orderId).length;
const pledgeRow = async (id: string) => {
  const [row] = await t.app.database.db
    .select()
    .from(pledges)
    .where(eq(pledges.id, BigInt(id)));
  if (!row) throw new Error(`no pledge ${id}`);
  return row;
};

describe('end of campaign', () => {
  it('charges a succeeded campaign once even when run twice, and voids a failed one', async () => {
    const win = await ending('Winner', 20_000);
    const lose = await ending('Loser', 10_000_000);
    const a = await pledged(t, alice, win.id, [{ productId: win.digital, quantity: 3 }]);
    const b = await pledged(t, bob, win.id, [{ productId: win.digital, quantity: 1 }]);
    const c = await pledged(t, alice, lose.id, [{ productId: lose.digital, quantity: 1 }]);
    await settle(later());
    await settle(later());
    const orders = toss.charges.map((ch) => ch.orderId);
    expect(orders.filter((o) => o === `pledge-${a._id}`)).toHaveLength(1);
    expect(orders.filter((o) => o === `pledge-${b._id}`)).toHaveLength(1);
    expect(orders).not.toContain(`pledge-${c._id}`);
    const mine = await myPledges(t, alice.token);
    expect(mine.find((m) => m._id === a._id)).toMatchObject({ status: 'charged' });
    expect(mine.find((m) => m._id === c._id)?.status).toBe('voided');
    expect((await detailOf(t, win.id)).status).toBe('succeeded');
    expect((await detailOf(t, lose.id)).status).toBe('failed');
  });

  it('never charges twice after a crash between the charge and the database write', async () => {
    const p = await ending('Crash', 5_000);
    const a = await pledged(t, alice, p.id, [{ productId: p.digital, quantity: 2 }]);
    const b = await pledged(t, bob, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: bob.customerKey, authKey: 'declined-card' },
    });
    // The first run charged pledge a, then the process died before writing it down.
    const row = await pledgeRow(a._id);
    const provider = createTossProvider({ secretKey: TOSS_SECRET, apiBase: toss.url });
    const first = await provider.charge({
      billingKey: row.billingKey,
      customerKey: row.customerKey,
      amount: row.amount,
      orderId: `pledge-${a._id}`,
      orderName: 'Crash',
    });
    await settle(later());
    expect(toss.charges.filter((c) => c.orderId === `pledge-${a._id}`)).toHaveLength(1);
    expect(await pledgeRow(a._id)).toMatchObject({
      status: 'charged',
      paymentKey: first.paymentKey,
    });
    const bobs = await myPledges(t, bob.token);
    expect(bobs.find((m) => m._id === b._id)?.status).toBe('failed');
    expect((await pledgeRow(b._id)).failureCode).toBe('REJECT_CARD_PAYMENT');
  });
});

describe('settling from several processes', () => {
  it('charges or voids each pledge exactly once when two app instances settle at once', async () => {
    const win = await ending('Twin winner', 10_000);
    const lose = await ending('Twin loser', 10_000_000);
    const made: Pledge[] = [];
    for (let i = 0; i < 6; i++) {
      const backer = i % 2 === 0 ? alice : bob;
      made.push(await pledged(t, backer, win.id, [{ productId: win.digital, quantity: 1 }]));
      made.push(await pledged(t, backer, lose.id, [{ productId: lose.digital, quantity: 1 }]));
    }
    // A second process: its own service (and its own in-process queue) on the same database.
    const other = createCrowdfundingService({
      repository: createCrowdfundingRepository(t.app.database.db),
      payments: createTossProvider({ secretKey: TOSS_SECRET, apiBase: toss.url }),
      customerKeyOf: () => 'unused',
      now: Date.now,
    });
    const at = later();
    const reports = await Promise.all([
      settle(at),
      other.settleEndedProjects(at),
      settle(at),
      other.settleEndedProjects(at),
    ]);
    const sum = (key: 'charged' | 'voided' | 'projects') => reports.reduce((n, r) => n + r[key], 0);
    expect([sum('charged'), sum('voided'), sum('projects')]).toEqual([6, 6, 2]);
    const winners = made.filter((p) => p.projectId === win.id);
    for (const p of winners) expect(requestsFor(`pledge-${p._id}`), p._id).toBe(1);
    const rows = await t.app.database.db
      .select()
      .from(pledges)
      .where(inArray(pledges.projectId, [BigInt(win.id), BigInt(lose.id)]));
    for (const row of rows.filter((r) => r.projectId === BigInt(lose.id))) {
      expect(toss.removeRequests.filter((k) => k === row.billingKey)).toHaveLength(1);
    }
    expect(rows.map((r) => r.status).sort()).toEqual([
      ...Array<string>(6).fill('charged'),
      ...Array<string>(6).fill('voided'),
    ]);
    expect(rows.every((r) => r.settlingUntil === null)).toBe(true);
  });

  it('leaves a pledge another worker holds, and retries it once that lease has run out', async () => {
    const p = await ending('Held', 1_000);
    const a = await pledged(t, alice, p.id, [{ productId: p.digital, quantity: 1 }]);
    const { db } = t.app.database;
    const hold = (until: Date) =>
      db
        .update(pledges)
        .set({ settlingUntil: until })
        .where(eq(pledges.id, BigInt(a._id)));
    await hold(new Date(Date.now() + 60_000));
    await settle(later());
    expect(requestsFor(`pledge-${a._id}`)).toBe(0);
    const [open] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, BigInt(p.id)));
    expect(open?.settledAt).toBeNull();
    // The holder died: its lease ran out, and the next run takes the pledge over.
    await hold(new Date(Date.now() - 1000));
    const report = await settle(later());
    expect(report.charged).toBeGreaterThanOrEqual(1);
    expect(requestsFor(`pledge-${a._id}`)).toBe(1);
    expect((await pledgeRow(a._id)).status).toBe('charged');
    const [settled] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, BigInt(p.id)));
    expect(settled?.settledAt).not.toBeNull();
  });
});

describe("the app's job", () => {
  it('is the end-of-campaign job, settling what has ended by the time it runs', async () => {
    const p = await ending('Job run', 1_000);
    const a = await pledged(t, alice, p.id, [{ productId: p.digital, quantity: 1 }]);
    const job = t.app.queue.definition('crowdfunding.settle-ended-projects');
    // Queued each minute, once across every process (pg-boss' cron dedupes on a singleton key).
    expect(job?.schedule).toBe('* * * * *');
    const run = () => job?.handle({}, { id: 'test', retryCount: 0 });
    await run();
    expect((await pledgeRow(a._id)).status).toBe('reserved');
    // The campaign ends: the next run charges it.
    await t.db
      .update(projects)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(projects.id, BigInt(p.id)));
    await run();
    expect((await pledgeRow(a._id)).status).toBe('charged');
    expect(requestsFor(`pledge-${a._id}`)).toBe(1);
  });
});

describe('my pledges', () => {
  it('lists every state, newest first, with the project titles', async () => {
    const dana = await newBacker(t, 'dana@example.com');
    const failing = await ending('Dana declined', 1_000);
    const win = await ending('Dana winner', 1_000);
    const lose = await ending('Dana loser', 10_000_000);
    const open = await makeProject(t, 'Dana open', {
      startsInDays: -1,
      endsInDays: 30,
      goal: 100_000,
    });
    const digital = (id: string) => [{ productId: id, quantity: 1 }];
    const order = [
      await pledged(t, dana, failing.id, digital(failing.digital), {
        billing: { customerKey: dana.customerKey, authKey: 'declined-card' },
      }),
      await pledged(t, dana, win.id, digital(win.digital)),
      await pledged(t, dana, lose.id, digital(lose.digital)),
      await pledged(t, dana, open.id, digital(open.digital)),
      await pledged(t, dana, open.id, digital(open.digital)),
    ];
    const cancelled = order[3]?._id ?? '';
    expect(
      (await send(t, 'DELETE', `/crowdfunding/pledges/${cancelled}`, dana.token)).statusCode,
    ).toBe(200);
    await settle(later());
    const mine = await myPledges(t, dana.token);
    expect(mine.map((m) => m._id)).toEqual(order.map((o) => o._id).reverse());
    expect(mine.map((m) => m.status)).toEqual([
      'reserved',
      'cancelled',
      'voided',
      'charged',
      'failed',
    ]);
    expect(mine.map((m) => m.projectTitle_eng)).toEqual([
      'Dana open',
      'Dana open',
      'Dana loser',
      'Dana winner',
      'Dana declined',
    ]);
    expect(mine[2]?.projectTitle_kr).toBe('Dana loser 한국어');
    expect(mine[3]?.chargedAt).not.toBeNull();
    expect(mine[0]?.items).toEqual([
      expect.objectContaining({ productName_eng: 'Digital', price: 5_000, quantity: 1 }),
    ]);
  });
});
