import type { PaymentConfig, Pledge, ProjectDetail } from '@dalbit/contract';
import { projectProducts, projects } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import { startTossFake, type TossFake } from './fakes/toss-fake.js';

export const TOSS_SECRET = 'test_sk_dalbit';
export const TOSS_CLIENT = 'test_ck_dalbit';
export const DAY = 86_400_000;

/** A seeded app whose payments go to a local Toss fake; the settle job runs only when called. */
export const startCrowdfundingApp = async (
  env: Record<string, string> = {},
): Promise<{ t: TestApp; toss: TossFake }> => {
  const toss = await startTossFake(TOSS_SECRET);
  const t = await createTestApp(
    {
      TOSS_SECRET_KEY: TOSS_SECRET,
      TOSS_CLIENT_KEY: TOSS_CLIENT,
      TOSS_API_BASE: toss.url,
      ...env,
    },
    { settleIntervalMs: 0, rateLimitMax: 100_000 },
  );
  return { t, toss };
};

export interface Made {
  id: string;
  /** 30,000, needs shipping, unlimited. */
  shipped: string;
  /** 10,000, stock `opts.stock` (10). */
  limited: string;
  /** 5,000, unlimited. */
  digital: string;
}

export const makeProject = async (
  t: TestApp,
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
  const product = (nameEng: string, price: number, position: number) => ({
    projectId: row.id,
    nameKr: `${nameEng} 한국어`,
    nameEng,
    price,
    estimatedDelivery: '2027-03',
    position,
  });
  const products = await db
    .insert(projectProducts)
    .values([
      { ...product('Blu-ray', 30_000, 0), needsShipping: true },
      { ...product('Limited poster', 10_000, 1), stockLimit: opts.stock ?? 10 },
      product('Digital', 5_000, 2),
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

/** A signed-in, verified account and its payment customer id. */
export interface Backer {
  token: string;
  customerKey: string;
}

export const paymentConfigOf = async (t: TestApp, token: string) =>
  dataOf<PaymentConfig>(await api(t).get('/crowdfunding/payment-config', token));

export const newBacker = async (t: TestApp, email: string): Promise<Backer> => {
  const token = await newUser(t, email);
  return { token, customerKey: (await paymentConfigOf(t, token)).customerKey };
};

export const pledgeBody = (
  backer: Backer,
  items: { productId: string; quantity: number }[],
  extra: object = {},
) => ({
  items,
  extraSupport: 0,
  billing: { customerKey: backer.customerKey, authKey: 'auth-ok' },
  ...extra,
});

export const pledgeAs = (
  t: TestApp,
  backer: Backer,
  projectId: string,
  items: { productId: string; quantity: number }[],
  extra: object = {},
) =>
  send(
    t,
    'POST',
    `/crowdfunding/projects/${projectId}/pledges`,
    backer.token,
    pledgeBody(backer, items, extra),
  );

/** Pledges and answers the created pledge (fails the test on anything but 201). */
export const pledged = async (...args: Parameters<typeof pledgeAs>): Promise<Pledge> => {
  const res = await pledgeAs(...args);
  if (res.statusCode !== 201) throw new Error(`pledge answered ${res.statusCode}: ${res.body}`);
  return dataOf<Pledge>(res);
};

export const detailOf = async (t: TestApp, id: string, token?: string) =>
  dataOf<ProjectDetail>(await api(t).get(`/crowdfunding/projects/${id}`, token));

export const myPledges = async (t: TestApp, token: string) =>
  dataOf<Pledge[]>(await api(t).get('/crowdfunding/me/pledges', token));
