import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PledgeStatus, Shipping } from '@dalbit/contract';
import type { Db } from '../infra/database/database.js';
import { pledgeItems, pledges, projectProducts, projects, users } from '../db/schema.js';
import { DAY_MS } from '../shared/clock.js';
import { DEMO_ACCOUNT } from './seed-accounts.js';

interface DemoPledge {
  projectKey: string;
  status: Extract<PledgeStatus, 'reserved' | 'charged' | 'cancelled'>;
  /** Product positions in the seeded project, one of each. */
  products: number[];
  extraSupport: number;
  daysAgo: number;
}

/** What /mypage shows the demo account on a fresh start: one pledge of each kind it can hold. */
const DEMO_PLEDGES: DemoPledge[] = [
  {
    projectKey: 'seoul-in-the-rain-s2',
    status: 'reserved',
    products: [0, 1],
    extraSupport: 5_000,
    daysAgo: 5,
  },
  {
    projectKey: 'moonlight-delivery-special',
    status: 'cancelled',
    products: [0],
    extraSupport: 0,
    daysAgo: 2,
  },
  // Charged when the campaign ended (see chargedAt below).
  {
    projectKey: 'the-last-ferry-epilogue',
    status: 'charged',
    products: [0, 1],
    extraSupport: 0,
    daysAgo: 60,
  },
];

const DEMO_SHIPPING: Shipping = {
  recipient: DEMO_ACCOUNT.userName,
  phone: '010-1234-5678',
  postalCode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '',
};

/**
 * Idempotent: a demo pledge is written only when the demo account has no pledge in that project
 * yet. They go through the manual provider (no money, no real billing key). The seeded projects'
 * counters already include them, so only the stock of a reserved or charged product moves.
 */
export const seedDemoPledges = async (db: Db, now: Date) => {
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .limit(1);
  const userId = demo[0]?.id;
  if (userId === undefined) return;
  for (const seed of DEMO_PLEDGES) {
    const found = await db
      .select({ id: projects.id, endsAt: projects.endsAt })
      .from(projects)
      .where(eq(projects.seedKey, seed.projectKey))
      .limit(1);
    const project = found[0];
    if (!project) continue;
    const existing = await db
      .select({ id: pledges.id })
      .from(pledges)
      .where(and(eq(pledges.userId, userId), eq(pledges.projectId, project.id)))
      .limit(1);
    if (existing.length > 0) continue;
    const products = await db
      .select()
      .from(projectProducts)
      .where(
        and(
          eq(projectProducts.projectId, project.id),
          inArray(projectProducts.position, seed.products),
        ),
      );
    if (products.length === 0) continue;
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
    const amount = seed.extraSupport + products.reduce((sum, p) => sum + p.price, 0);
    const charged = seed.status === 'charged';
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(pledges)
        .values({
          userId,
          projectId: project.id,
          status: seed.status,
          amount,
          extraSupport: seed.extraSupport,
          shipping: products.some((p) => p.needsShipping) ? DEMO_SHIPPING : null,
          customerKey: 'manual-demo',
          billingKey: `manual-demo-${seed.projectKey}`,
          paymentProvider: 'manual',
          paymentKey: charged ? `manual-payment-demo-${seed.projectKey}` : null,
          chargedAt: charged ? project.endsAt : null,
          createdAt,
          updatedAt: charged ? project.endsAt : now,
        })
        .returning({ id: pledges.id });
      const pledgeId = rows[0]?.id;
      if (pledgeId === undefined) throw new Error('demo pledge insert returned nothing');
      await tx
        .insert(pledgeItems)
        .values(products.map((p) => ({ pledgeId, productId: p.id, price: p.price, quantity: 1 })));
      if (seed.status !== 'cancelled') {
        await tx
          .update(projectProducts)
          .set({ sold: sql`${projectProducts.sold} + 1` })
          .where(
            inArray(
              projectProducts.id,
              products.map((p) => p.id),
            ),
          );
      }
    });
  }
};
