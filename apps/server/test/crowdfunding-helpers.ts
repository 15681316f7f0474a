import type { PaymentConfig, Pledge, ProjectDetail } from '@dalbit/contract';
import { aProject } from './builders/crowdfunding.js';
import { createTestApp, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import { startTossFake, type TossFake } from './fakes/toss-fake.js';
import { createTossProvider } from '../src/infra/payments/toss-provider.js';
import { createCrowdfundingRepository } from '../src/modules/crowdfunding/crowdfunding.repository.js';
import {
  createCrowdfundingService,
  type SettleReport,
} from '../src/modules/crowdfunding/crowdfunding.service.js';

export const TOSS_SECRET = 'test_sk_dalbit';
export const TOSS_CLIENT = 'test_ck_dalbit';
export { DAY } from './builders/crowdfunding.js';

/** A seeded app whose payments go to a local Toss fake, and the settle job to run by hand. */
export const startCrowdfundingApp = async (
  env: Record<string, string> = {},
): Promise<{ t: TestApp; toss: TossFake; settle: (at: Date) => Promise<SettleReport> }> => {
  const toss = await startTossFake(TOSS_SECRET);
  const t = await createTestApp(
    {
      TOSS_SECRET_KEY: TOSS_SECRET,
      TOSS_CLIENT_KEY: TOSS_CLIENT,
      TOSS_API_BASE: toss.url,
      ...env,
    },
    { rateLimitMax: 100_000 },
  );
  return { t, toss, settle: settlerFor(t, toss) };
};

/**
 * The end-of-campaign job on the app's database and the Toss fake, as a worker process runs it;
 * `at` stands for the time it runs at.
 */
export const settlerFor = (t: TestApp, toss: TossFake, changed?: () => void) => {
  const service = createCrowdfundingService({
    repository: createCrowdfundingRepository(t.app.database.db),
    payments: createTossProvider({ secretKey: TOSS_SECRET, apiBase: toss.url }),
    customerKeyOf: () => 'unused',
    now: Date.now,
    ...(changed ? { changed } : {}),
  });
  return (at: Date) => service.settleEndedProjects(at);
};

export type { Made } from './builders/crowdfunding.js';

export const makeProject = (
  t: TestApp,
  title: string,
  opts: { startsInDays: number; endsInDays: number; goal: number; stock?: number },
) => aProject(t.db, { title, ...opts });

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
