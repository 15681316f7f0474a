import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Pledge, ProjectSummary, Vote } from '@dalbit/contract';
import { createTossProvider } from '../src/infra/payments/toss-provider.js';
import { envelopeOf, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import type { TossFake } from './fakes/toss-fake.js';
import {
  detailOf,
  makeProject,
  myPledges,
  newBacker,
  pledgeAs,
  pledgeBody,
  startCrowdfundingApp,
  TOSS_SECRET,
  type Backer,
} from './crowdfunding-helpers.js';

let t: TestApp;
let toss: TossFake;
let alice: Backer;
let bob: Backer;

beforeAll(async () => {
  ({ t, toss } = await startCrowdfundingApp());
  alice = await newBacker(t, 'alice@example.com');
  bob = await newBacker(t, 'bob@example.com');
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

describe('projects', () => {
  it('lists by status and shows a detail with products', async () => {
    const funding = await makeProject(t, 'Funding One', {
      startsInDays: -1,
      endsInDays: 10,
      goal: 100_000,
    });
    const upcoming = await makeProject(t, 'Upcoming One', {
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
    const d = await detailOf(t, funding.id);
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
    const p = await makeProject(t, 'Checks', { startsInDays: -1, endsInDays: 5, goal: 100_000 });
    const visitor = await send(t, 'POST', `/crowdfunding/projects/${p.id}/pledges`, undefined, {});
    expect(visitor.statusCode).toBe(401);
    const empty = await pledgeAs(t, alice, p.id, []);
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty.body).errorList[0]).toBe('Please select at least one product!');
    const noShipping = await pledgeAs(t, alice, p.id, [{ productId: p.shipped, quantity: 1 }]);
    expect(noShipping.statusCode).toBe(400);
    expect(envelopeOf(noShipping.body).code).toBe('pledge.shipping_required');
    const ok = await pledgeAs(t, alice, p.id, [{ productId: p.shipped, quantity: 2 }], {
      extraSupport: 1000,
      shipping: {
        recipient: 'Alice',
        phone: '010-1234-5678',
        postalCode: '04524',
        address1: 'Seoul',
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(dataOf<Pledge>(ok)).toMatchObject({
      status: 'reserved',
      amount: 61_000,
      extraSupport: 1000,
    });
    const d = await detailOf(t, p.id, alice.token);
    expect(d.pledgedAmount).toBe(61_000);
    expect(d.backerCount).toBe(1);
    expect(d.viewerPledges).toHaveLength(1);
  });

  it('never oversells: 50 parallel pledges for a stock of 10', async () => {
    const p = await makeProject(t, 'Oversell', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 10,
    });
    // A burst larger than the database pool may answer 503 with Retry-After to a request that
    // waited too long for a connection (on a busy machine); a client tries that one again.
    const pledgeWithRetry = async () => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await pledgeAs(t, bob, p.id, [{ productId: p.limited, quantity: 1 }]);
        if (answer.statusCode !== 503 || attempt === 5) return answer;
      }
    };
    const answers = await Promise.all(Array.from({ length: 50 }, pledgeWithRetry));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const ok = answers.filter((a) => a.statusCode === 201);
    const soldOut = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(soldOut).toHaveLength(40);
    expect(soldOut.every((a) => envelopeOf(a.body).code === 'project.sold_out')).toBe(true);
    const d = await detailOf(t, p.id);
    expect(d.products[1]?.remaining).toBe(0);
    expect(d.backerCount).toBe(10);
  });

  it('cancelling returns the stock and voids the billing key', async () => {
    const p = await makeProject(t, 'Cancel', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 2,
    });
    const pledge = dataOf<Pledge>(
      await pledgeAs(t, alice, p.id, [{ productId: p.limited, quantity: 2 }]),
    );
    expect((await detailOf(t, p.id)).products[1]?.remaining).toBe(0);
    const byBob = await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, bob.token);
    expect(byBob.statusCode).toBe(404);
    const removedBefore = toss.removedKeys.length;
    const cancel = await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, alice.token);
    expect(dataOf<Pledge>(cancel).status).toBe('cancelled');
    const d = await detailOf(t, p.id);
    expect(d.products[1]?.remaining).toBe(2);
    expect(d.pledgedAmount).toBe(0);
    const again = await send(t, 'DELETE', `/crowdfunding/pledges/${pledge._id}`, alice.token);
    expect(again.statusCode).toBe(409);
    expect(toss.removedKeys.length).toBe(removedBefore + 1);
    const mine = await myPledges(t, alice.token);
    expect(mine.find((m) => m._id === pledge._id)?.status).toBe('cancelled');
  });

  it('refuses a bad card at pledge time without taking stock, and unverified accounts', async () => {
    const p = await makeProject(t, 'Bad card', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 1,
    });
    const res = await pledgeAs(t, alice, p.id, [{ productId: p.limited, quantity: 1 }], {
      billing: { customerKey: alice.customerKey, authKey: 'invalid' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('payment.failed');
    expect((await detailOf(t, p.id)).products[1]?.remaining).toBe(1);
    const carol = await newUser(t, 'carol@example.com', false);
    const unverified = await send(
      t,
      'POST',
      `/crowdfunding/projects/${p.id}/pledges`,
      carol,
      pledgeBody(alice, [{ productId: p.limited, quantity: 1 }]),
    );
    expect(unverified.statusCode).toBe(403);
    const upcoming = await makeProject(t, 'Not yet', {
      startsInDays: 2,
      endsInDays: 9,
      goal: 100_000,
    });
    const early = await pledgeAs(t, alice, upcoming.id, [
      { productId: upcoming.digital, quantity: 1 },
    ]);
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early.body).code).toBe('project.not_funding');
  });
});

describe('votes', () => {
  it('counts one vote per user, for upcoming projects only', async () => {
    const up = await makeProject(t, 'Vote me', { startsInDays: 3, endsInDays: 20, goal: 100_000 });
    const open = await makeProject(t, 'Open', { startsInDays: -1, endsInDays: 20, goal: 100_000 });
    const vote = (id: string, token?: string, method: 'POST' | 'DELETE' = 'POST') =>
      send(t, method, `/crowdfunding/projects/${id}/vote`, token);
    expect((await vote(up.id)).statusCode).toBe(401);
    const first = await Promise.all(Array.from({ length: 5 }, () => vote(up.id, alice.token)));
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(dataOf<Vote>(await vote(up.id, bob.token))).toEqual({ voted: true, count: 2 });
    expect((await detailOf(t, up.id, alice.token)).viewerVoted).toBe(true);
    expect(dataOf<Vote>(await vote(up.id, alice.token, 'DELETE'))).toEqual({
      voted: false,
      count: 1,
    });
    const closed = await vote(open.id, alice.token);
    expect(closed.statusCode).toBe(409);
    expect(envelopeOf(closed.body)).toMatchObject({
      code: 'vote.failed',
      errorList: ['Voting failed!'],
    });
  });
});

describe('the Toss adapter', () => {
  it('sends Basic auth and never charges one order twice', async () => {
    const provider = createTossProvider({ secretKey: TOSS_SECRET, apiBase: toss.url });
    const { billingKey } = await provider.issueBillingKey({ customerKey: 'cust-x', authKey: 'a' });
    expect(toss.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from(`${TOSS_SECRET}:`).toString('base64')}`,
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
    const declined = await provider.issueBillingKey({
      customerKey: 'cust-y',
      authKey: 'e2e-auth-declined-1',
    });
    await expect(
      provider.charge({ ...req, ...declined, customerKey: 'cust-y', orderId: 'order-y-1' }),
    ).rejects.toMatchObject({ providerCode: 'REJECT_CARD_PAYMENT' });
    await expect(
      provider.issueBillingKey({ customerKey: 'cust-y', authKey: 'e2e-auth-refused-1' }),
    ).rejects.toMatchObject({ providerCode: 'INVALID_AUTH_KEY' });
    const wrong = createTossProvider({ secretKey: 'nope', apiBase: toss.url });
    await expect(wrong.issueBillingKey({ customerKey: 'c', authKey: 'a' })).rejects.toThrow();
  });
});
