import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Shipping } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { AppError } from '../../infra/http/app-error.js';
import { searchSql, type SearchMatch } from '../../shared/search-match.js';
import { createSettleRepository } from './settle.repository.js';
import { visibleAt } from './visibility.js';
import {
  pledgeItems,
  pledges,
  projectCreators,
  projectProducts,
  projects,
  projectUpdates,
  projectVotes,
  type PledgeRow,
  type ProjectRow,
} from './crowdfunding.table.js';

export type ProjectFilter = 'funding' | 'upcoming' | 'ended' | undefined;

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

const byDates = (filter: ProjectFilter, now: Date): SQL | undefined => {
  if (filter === 'upcoming') return gt(projects.startsAt, now);
  if (filter === 'funding') return and(lte(projects.startsAt, now), gt(projects.endsAt, now));
  if (filter === 'ended') return lte(projects.endsAt, now);
  return undefined;
};

/** Viewers see only published projects (docs/product/crowdfunding.md#project-workflow). */
const filterOf = (filter: ProjectFilter, now: Date): SQL | undefined =>
  and(visibleAt(now), byDates(filter, now));

// Must stay identical to the expression of projects_summary_trgm_idx.
const summaryText = sql`lower(${projects.summaryKr} || ' ' || ${projects.summaryEng})`;

const orderOf = (filter: ProjectFilter) =>
  filter === 'upcoming'
    ? [asc(projects.startsAt), asc(projects.id)]
    : filter === 'funding'
      ? [asc(projects.endsAt), asc(projects.id)]
      : [desc(projects.endsAt), desc(projects.id)];

const createCoreRepository = (db: Db) => ({
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

  /**
   * Projects by text (both titles and the summaries) or by a 초성 key (the Korean title's
   * initials), on trigram indexes (shared/search-match.ts): title hits, closeness, newest first.
   */
  async search(match: SearchMatch, limit: number, offset: number, now: Date = new Date()) {
    const matched = searchSql(match, {
      titleKr: projects.titleKr,
      titleEng: projects.titleEng,
      titleChoseong: projects.titleChoseong,
      body: summaryText,
    });
    const found = { ...matched, where: and(visibleAt(now), matched.where) };
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(found.where)
        .orderBy(
          sql`case when ${found.titleHit} then 0 else 1 end`,
          desc(found.closeness),
          desc(projects.startsAt),
          desc(projects.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(projects).where(found.where),
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

  /** Whether the user has a live pledge (reserved or charged) in the project. */
  async isBacker(projectId: bigint, userId: bigint): Promise<boolean> {
    const rows = await db
      .select({ id: pledges.id })
      .from(pledges)
      .where(
        and(
          eq(pledges.projectId, projectId),
          eq(pledges.userId, userId),
          inArray(pledges.status, ['reserved', 'charged']),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async isCreatorOf(projectId: bigint, userId: bigint): Promise<boolean> {
    const rows = await db
      .select({ id: projectCreators.projectId })
      .from(projectCreators)
      .where(and(eq(projectCreators.projectId, projectId), eq(projectCreators.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },

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
      if (locked.length !== ids.length) throw new AppError('project.product_invalid');
      let amount = input.extraSupport;
      for (const product of locked) {
        const quantity = items.find((i) => i.productId === product.id)?.quantity ?? 0;
        if (product.stockLimit !== null && product.sold + quantity > product.stockLimit) {
          throw new AppError('project.sold_out');
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
            visibleAt(now),
          ),
        )
        .returning({ id: projects.id });
      if (open.length === 0) throw new AppError('project.not_funding');
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
   * Cancels a reserved pledge of the user (any user's when none is given) before the campaign's
   * end: the stock and the counters
   * go back in the same transaction. Answers the cancelled row (its billing key is then voided).
   */
  async cancelPledge(pledgeId: bigint, userId: bigint | undefined, now: Date): Promise<PledgeRow> {
    return db.transaction(async (tx) => {
      // No user: staff cancel any backer's pledge (docs/product/crowdfunding.md#reviewing-projects-staff).
      const rows = await tx
        .select()
        .from(pledges)
        .where(
          userId === undefined
            ? eq(pledges.id, pledgeId)
            : and(eq(pledges.id, pledgeId), eq(pledges.userId, userId)),
        )
        .for('update');
      const pledge = rows[0];
      if (!pledge) throw new AppError('pledge.not_found');
      if (pledge.status !== 'reserved') throw new AppError('pledge.not_cancellable');
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
      if (open.length === 0) throw new AppError('pledge.not_cancellable');
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
});

/** Projects, pledges and votes, with the end-of-campaign queries of settle.repository.ts. */
export const createCrowdfundingRepository = (db: Db) => ({
  ...createCoreRepository(db),
  ...createSettleRepository(db),
});

export type CrowdfundingRepository = ReturnType<typeof createCrowdfundingRepository>;
