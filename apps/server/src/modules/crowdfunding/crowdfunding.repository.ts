import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Shipping } from '@dalbit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../infra/http/app-error.js';
import {
  pledgeItems,
  pledges,
  projectProducts,
  projects,
  projectUpdates,
  projectVotes,
  type PledgeRow,
  type ProjectRow,
} from './crowdfunding.table.js';

export type ProjectFilter = 'funding' | 'upcoming' | 'ended' | undefined;

/**
 * How long a settle worker holds a pledge: far longer than one provider call (10 s time-out), so
 * a live worker never loses it, and short enough that a crashed worker's pledges are retried
 * soon. Measured on the database's clock, the one clock all processes share.
 */
export const SETTLE_LEASE = sql`interval '2 minutes'`;

export interface NewPledge {
  userId: bigint;
  projectId: bigint;
  /** Merged by product, quantities ≥ 1. */
  items: { productId: bigint; quantity: number }[];
  extraSupport: number;
  shipping: Shipping | null;
  customerKey: string;
  billingKey: string;
  paymentProvider: string;
  now: Date;
}

export interface PledgeItemView {
  pledgeId: bigint;
  productId: bigint;
  nameKr: string;
  nameEng: string;
  price: number;
  quantity: number;
}

const filterOf = (filter: ProjectFilter, now: Date): SQL | undefined => {
  if (filter === 'upcoming') return gt(projects.startsAt, now);
  if (filter === 'funding') return and(lte(projects.startsAt, now), gt(projects.endsAt, now));
  if (filter === 'ended') return lte(projects.endsAt, now);
  return undefined;
};

const orderOf = (filter: ProjectFilter) =>
  filter === 'upcoming'
    ? [asc(projects.startsAt), asc(projects.id)]
    : filter === 'funding'
      ? [asc(projects.endsAt), asc(projects.id)]
      : [desc(projects.endsAt), desc(projects.id)];

export const createCrowdfundingRepository = (db: Db) => ({
  async list(filter: ProjectFilter, now: Date, limit: number, offset: number) {
    const where = filterOf(filter, now);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(...orderOf(filter))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(projects).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async project(id: bigint): Promise<ProjectRow | undefined> {
    const rows = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
    return rows[0];
  },

  products: (projectId: bigint) =>
    db
      .select()
      .from(projectProducts)
      .where(eq(projectProducts.projectId, projectId))
      .orderBy(asc(projectProducts.position), asc(projectProducts.id)),

  updates: (projectId: bigint) =>
    db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, projectId))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id)),

  async votedProjectIds(userId: bigint, projectIds: bigint[]): Promise<Set<bigint>> {
    if (projectIds.length === 0) return new Set();
    const rows = await db
      .select({ projectId: projectVotes.projectId })
      .from(projectVotes)
      .where(and(eq(projectVotes.userId, userId), inArray(projectVotes.projectId, projectIds)));
    return new Set(rows.map((r) => r.projectId));
  },

  /** Adds or removes the vote; the counter moves only when a row really changed. */
  async setVote(userId: bigint, projectId: bigint, active: boolean) {
    return db.transaction(async (tx) => {
      const changed = active
        ? await tx
            .insert(projectVotes)
            .values({ userId, projectId })
            .onConflictDoNothing()
            .returning({ id: projectVotes.id })
        : await tx
            .delete(projectVotes)
            .where(and(eq(projectVotes.userId, userId), eq(projectVotes.projectId, projectId)))
            .returning({ id: projectVotes.id });
      const delta = changed.length === 0 ? 0 : active ? 1 : -1;
      const rows = await tx
        .update(projects)
        .set({ voteCount: sql`${projects.voteCount} + ${delta}` })
        .where(eq(projects.id, projectId))
        .returning({ count: projects.voteCount });
      return rows[0]?.count;
    });
  },

  /**
   * All-or-nothing reservation: locks the chosen products (in id order, so two pledges never
   * deadlock), checks and moves their stock, inserts the pledge and moves the project's counters,
   * in one transaction. Throws AppError on sold-out, foreign products or an ended campaign.
   */
  async createPledge(input: NewPledge): Promise<bigint> {
    const { projectId, items, now } = input;
    return db.transaction(async (tx) => {
      const ids = items.map((i) => i.productId);
      const locked = await tx
        .select()
        .from(projectProducts)
        .where(and(eq(projectProducts.projectId, projectId), inArray(projectProducts.id, ids)))
        .orderBy(asc(projectProducts.id))
        .for('update');
      if (locked.length !== ids.length) throw new AppError('project.product_invalid', 400);
      let amount = input.extraSupport;
      for (const product of locked) {
        const quantity = items.find((i) => i.productId === product.id)?.quantity ?? 0;
        if (product.stockLimit !== null && product.sold + quantity > product.stockLimit) {
          throw new AppError('project.sold_out', 409);
        }
        amount += product.price * quantity;
      }
      const open = await tx
        .update(projects)
        .set({
          pledgedAmount: sql`${projects.pledgedAmount} + ${amount}`,
          backerCount: sql`${projects.backerCount} + 1`,
        })
        .where(
          and(
            eq(projects.id, projectId),
            lte(projects.startsAt, now),
            gt(projects.endsAt, now),
            isNull(projects.outcome),
          ),
        )
        .returning({ id: projects.id });
      if (open.length === 0) throw new AppError('project.not_funding', 409);
      for (const product of locked) {
        const quantity = items.find((i) => i.productId === product.id)?.quantity ?? 0;
        await tx
          .update(projectProducts)
          .set({ sold: sql`${projectProducts.sold} + ${quantity}` })
          .where(eq(projectProducts.id, product.id));
      }
      const inserted = await tx
        .insert(pledges)
        .values({
          userId: input.userId,
          projectId,
          status: 'reserved',
          amount,
          extraSupport: input.extraSupport,
          shipping: input.shipping,
          customerKey: input.customerKey,
          billingKey: input.billingKey,
          paymentProvider: input.paymentProvider,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: pledges.id });
      const pledgeId = inserted[0]?.id;
      if (pledgeId === undefined) throw new Error('pledge insert returned nothing');
      await tx.insert(pledgeItems).values(
        locked.map((product) => ({
          pledgeId,
          productId: product.id,
          price: product.price,
          quantity: items.find((i) => i.productId === product.id)?.quantity ?? 0,
        })),
      );
      return pledgeId;
    });
  },

  /**
   * Cancels a reserved pledge of the user before the campaign's end: the stock and the counters
   * go back in the same transaction. Answers the cancelled row (its billing key is then voided).
   */
  async cancelPledge(pledgeId: bigint, userId: bigint, now: Date): Promise<PledgeRow> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(pledges)
        .where(and(eq(pledges.id, pledgeId), eq(pledges.userId, userId)))
        .for('update');
      const pledge = rows[0];
      if (!pledge) throw new AppError('pledge.not_found', 404);
      if (pledge.status !== 'reserved') throw new AppError('pledge.not_cancellable', 409);
      const open = await tx
        .update(projects)
        .set({
          pledgedAmount: sql`${projects.pledgedAmount} - ${pledge.amount}`,
          backerCount: sql`${projects.backerCount} - 1`,
        })
        .where(
          and(
            eq(projects.id, pledge.projectId),
            gt(projects.endsAt, now),
            isNull(projects.outcome),
          ),
        )
        .returning({ id: projects.id });
      if (open.length === 0) throw new AppError('pledge.not_cancellable', 409);
      const items = await tx
        .select()
        .from(pledgeItems)
        .where(eq(pledgeItems.pledgeId, pledgeId))
        .orderBy(asc(pledgeItems.productId));
      const productIds = items.map((i) => i.productId);
      if (productIds.length > 0) {
        await tx
          .select({ id: projectProducts.id })
          .from(projectProducts)
          .where(inArray(projectProducts.id, productIds))
          .orderBy(asc(projectProducts.id))
          .for('update');
      }
      for (const item of items) {
        await tx
          .update(projectProducts)
          .set({ sold: sql`greatest(${projectProducts.sold} - ${item.quantity}, 0)` })
          .where(eq(projectProducts.id, item.productId));
      }
      const updated = await tx
        .update(pledges)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(pledges.id, pledgeId))
        .returning();
      const row = updated[0];
      if (!row) throw new Error('pledge update returned nothing');
      return row;
    });
  },

  async pledge(pledgeId: bigint): Promise<PledgeRow | undefined> {
    const rows = await db.select().from(pledges).where(eq(pledges.id, pledgeId)).limit(1);
    return rows[0];
  },

  userPledges: (userId: bigint, projectId?: bigint) =>
    db
      .select({ pledge: pledges, titleKr: projects.titleKr, titleEng: projects.titleEng })
      .from(pledges)
      .innerJoin(projects, eq(projects.id, pledges.projectId))
      .where(
        projectId === undefined
          ? eq(pledges.userId, userId)
          : and(eq(pledges.userId, userId), eq(pledges.projectId, projectId)),
      )
      .orderBy(desc(pledges.createdAt), desc(pledges.id)),

  async itemsOf(pledgeIds: bigint[]): Promise<PledgeItemView[]> {
    if (pledgeIds.length === 0) return [];
    return db
      .select({
        pledgeId: pledgeItems.pledgeId,
        productId: pledgeItems.productId,
        nameKr: projectProducts.nameKr,
        nameEng: projectProducts.nameEng,
        price: pledgeItems.price,
        quantity: pledgeItems.quantity,
      })
      .from(pledgeItems)
      .innerJoin(projectProducts, eq(projectProducts.id, pledgeItems.productId))
      .where(inArray(pledgeItems.pledgeId, pledgeIds))
      .orderBy(asc(pledgeItems.id));
  },

  // ---- end of campaign ----

  unsettledEnded: (now: Date) =>
    db
      .select()
      .from(projects)
      .where(and(lte(projects.endsAt, now), isNull(projects.settledAt)))
      .orderBy(asc(projects.endsAt), asc(projects.id)),

  /** Decides the outcome once; a later run reads the same decision. */
  async decideOutcome(projectId: bigint): Promise<'succeeded' | 'failed'> {
    await db
      .update(projects)
      .set({
        outcome: sql`case when ${projects.pledgedAmount} >= ${projects.goalAmount} then 'succeeded' else 'failed' end`,
      })
      .where(and(eq(projects.id, projectId), isNull(projects.outcome)));
    const row = await this.project(projectId);
    return row?.outcome === 'succeeded' ? 'succeeded' : 'failed';
  },

  reservedPledges: (projectId: bigint) =>
    db
      .select()
      .from(pledges)
      .where(and(eq(pledges.projectId, projectId), eq(pledges.status, 'reserved')))
      .orderBy(asc(pledges.id)),

  /**
   * Claims a reserved pledge for this settle worker: one conditional UPDATE, so of several
   * processes (or runs) exactly one gets the row back. Undefined when it is settled already or
   * another worker's lease is still running.
   */
  async claimPledge(pledgeId: bigint): Promise<PledgeRow | undefined> {
    const rows = await db
      .update(pledges)
      .set({ settlingUntil: sql`now() + ${SETTLE_LEASE}` })
      .where(
        and(
          eq(pledges.id, pledgeId),
          eq(pledges.status, 'reserved'),
          or(isNull(pledges.settlingUntil), lt(pledges.settlingUntil, sql`now()`)),
        ),
      )
      .returning();
    return rows[0];
  },

  /** Gives a claimed pledge back (the provider was unreachable): the next run retries it. */
  async releasePledge(pledgeId: bigint) {
    await db
      .update(pledges)
      .set({ settlingUntil: null })
      .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'reserved')));
  },

  /** Moves a reserved pledge on; false when another run got there first. */
  async finishPledge(
    pledgeId: bigint,
    status: 'charged' | 'voided' | 'failed',
    at: Date,
    extra: { paymentKey?: string; failureCode?: string } = {},
  ): Promise<boolean> {
    const rows = await db
      .update(pledges)
      .set({
        status,
        updatedAt: at,
        settlingUntil: null,
        ...(status === 'charged' ? { chargedAt: at, paymentKey: extra.paymentKey ?? null } : {}),
        ...(extra.failureCode ? { failureCode: extra.failureCode } : {}),
      })
      .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'reserved')))
      .returning({ id: pledges.id });
    return rows.length > 0;
  },

  /**
   * Marks the project settled once no reserved pledge is left: a pledge another worker still
   * holds, or one the provider could not take yet, keeps it open for a later run.
   */
  async markSettled(projectId: bigint, at: Date): Promise<boolean> {
    const rows = await db
      .update(projects)
      .set({ settledAt: at })
      .where(
        and(
          eq(projects.id, projectId),
          isNull(projects.settledAt),
          sql`not exists (select 1 from pledges p where p.project_id = ${projects.id} and p.status = 'reserved')`,
        ),
      )
      .returning({ id: projects.id });
    return rows.length > 0;
  },
});

export type CrowdfundingRepository = ReturnType<typeof createCrowdfundingRepository>;
