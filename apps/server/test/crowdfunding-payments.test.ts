import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pledge } from '@dalbit/contract';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api } from './accounts-helpers.js';
import { newUser } from './films-helpers.js';
import type { TossFake } from './fakes/toss-fake.js';
import {
  detailOf,
  makeProject,
  myPledges,
  newBacker,
  paymentConfigOf,
  pledgeAs,
  startCrowdfundingApp,
  TOSS_CLIENT,
  type Backer,
} from './crowdfunding-helpers.js';

const SDK_URL = 'http://127.0.0.1:4030/v2/standard';
const CUSTOMER_KEY = /^[A-Za-z0-9\-_=.@]{2,50}$/;

let t: TestApp;
let manual: TestApp;
let toss: TossFake;
let alice: Backer;
let bob: Backer;

beforeAll(async () => {
  ({ t, toss } = await startCrowdfundingApp({ TOSS_SDK_URL: SDK_URL }));
  manual = await createTestApp();
  alice = await newBacker(t, 'alice@example.com');
  bob = await newBacker(t, 'bob@example.com');
});
afterAll(async () => {
  await t?.close();
  await manual?.close();
  await toss?.close();
});

describe('GET /api/crowdfunding/payment-config', () => {
  it('answers 401 to visitors', async () => {
    const res = await api(t).get('/crowdfunding/payment-config');
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res.body).code).toBe('auth.required');
  });

  it("gives Toss' client key, SDK and the account's own stable customer key", async () => {
    const config = await paymentConfigOf(t, alice.token);
    expect(config).toEqual({
      provider: 'toss',
      clientKey: TOSS_CLIENT,
      sdkUrl: SDK_URL,
      customerKey: alice.customerKey,
    });
    expect(alice.customerKey).toMatch(CUSTOMER_KEY);
    expect(bob.customerKey).toMatch(CUSTOMER_KEY);
    expect(bob.customerKey).not.toBe(alice.customerKey);
    // Another session of the same account: the same customer at the provider.
    const again = await newUser(t, 'alice@example.com');
    expect((await paymentConfigOf(t, again)).customerKey).toBe(alice.customerKey);
  });

  it('answers the manual provider without Toss keys, and pledges with its authKey', async () => {
    const carol = await newBacker(manual, 'carol@example.com');
    expect(await paymentConfigOf(manual, carol.token)).toEqual({
      provider: 'manual',
      customerKey: carol.customerKey,
    });
    expect(carol.customerKey).toMatch(CUSTOMER_KEY);
    // Each app has its own APP_SECRET, so the same id maps to another key there.
    expect(carol.customerKey).not.toBe(alice.customerKey);
    const p = await makeProject(manual, 'Manual', { startsInDays: -1, endsInDays: 5, goal: 1 });
    const res = await pledgeAs(manual, carol, p.id, [{ productId: p.digital, quantity: 1 }], {
      billing: { customerKey: carol.customerKey, authKey: 'manual' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { data: Pledge }).data.status).toBe('reserved');
  });
});

describe("a pledge with another account's customer key", () => {
  it('is refused with a translated 400 and changes nothing', async () => {
    const p = await makeProject(t, 'Not yours', {
      startsInDays: -1,
      endsInDays: 5,
      goal: 100_000,
      stock: 3,
    });
    const before = {
      detail: await detailOf(t, p.id),
      mine: (await myPledges(t, alice.token)).length,
      calls: toss.authorizations.length,
      keys: toss.billingKeys.size,
    };
    const items = [{ productId: p.limited, quantity: 2 }];
    const billing = { customerKey: bob.customerKey, authKey: 'auth-ok' };
    const en = await pledgeAs(t, alice, p.id, items, { billing });
    expect(en.statusCode).toBe(400);
    expect(envelopeOf(en.body)).toEqual({
      code: 'pledge.customer_mismatch',
      errorList: ['These payment details belong to another account. Please enter your card again'],
    });
    const ko = await t.app.inject({
      method: 'POST',
      url: `/api/crowdfunding/projects/${p.id}/pledges`,
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'kr' },
      payload: { items, extraSupport: 0, billing },
    });
    expect(envelopeOf(ko.body).errorList[0]).toBe(
      '다른 계정의 결제 정보입니다. 카드를 다시 입력해 주세요',
    );
    const after = await detailOf(t, p.id);
    expect(after.pledgedAmount).toBe(before.detail.pledgedAmount);
    expect(after.backerCount).toBe(before.detail.backerCount);
    expect(after.products[1]?.remaining).toBe(3);
    expect((await myPledges(t, alice.token)).length).toBe(before.mine);
    // The provider was never asked for a billing key.
    expect(toss.authorizations.length).toBe(before.calls);
    expect(toss.billingKeys.size).toBe(before.keys);
    // The account's own key still works.
    const own = await pledgeAs(t, alice, p.id, items);
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('the content security policy with Toss', () => {
  const cspOf = async (app: TestApp) => {
    const res = await app.app.inject('/');
    const header = String(res.headers['content-security-policy']);
    return Object.fromEntries(
      header.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };

  it("allows the SDK's origin and Toss' payment window only when Toss is configured", async () => {
    const csp = await cspOf(t);
    const toss = ['http://127.0.0.1:4030', 'https://*.tosspayments.com', 'https://*.toss.im'];
    for (const name of ['script-src', 'frame-src', 'connect-src', 'form-action']) {
      expect(csp[name], name).toEqual(["'self'", ...toss]);
    }
    expect(csp['img-src']).toEqual(expect.arrayContaining(toss));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    const plain = await cspOf(manual);
    expect(JSON.stringify(plain)).not.toMatch(/toss|4030/);
  });
});
