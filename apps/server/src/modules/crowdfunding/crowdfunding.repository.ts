/* eslint-disable max-lines -- the public reads are one statement each (docs/performance.md#one-query-per-answer), so the list and the project page carry their SQL here in full. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Shipping } from '@dalbit/contract';
import { builtOnce, byShape, idIn, literalLimit } from '../../infra/database/built-once.js';
import type { Db } from '../../infra/database/database.js';
import { AppError } from '../../infra/http/app-error.js';
import { fromJson, rowJson } from '../../shared/json-rows.js';
import {
  searchShapeOf,
  searchShapeSql,
  searchValues,
  type SearchMatch,
  type SearchShape,
} from '../../shared/search-match.js';
import { createSettleRepository } from './settle.repository.js';
import { visibleAt, type At } from './visibility.js';
import {
  pledgeItems,
  pledges,
  projectCreators,
  projectProducts,
  projects,
  projectUpdates,
  projectSummaryColumns,
  projectVotes,
  type PledgeRow,
  type ProjectRow,
  type ProjectSummaryRow,
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

const byDates = (filter: ProjectFilter, now: At): SQL | undefined => {
  if (filter === 'upcoming') return gt(projects.startsAt, now);
  if (filter === 'funding') return and(lte(projects.startsAt, now), gt(projects.endsAt, now));
  if (filter === 'ended') return lte(projects.endsAt, now);
  return undefined;
};

/** Viewers see only published projects (docs/product/crowdfunding.md#project-workflow). */
const filterOf = (filter: ProjectFilter, now: At): SQL | undefined =>
  and(visibleAt(now), byDates(filter, now));

// Must stay identical to the expression of projects_summary_trgm_idx.
const summaryText = sql`lower(${projects.summaryKr} || ' ' || ${projects.summaryEng})`;

const orderOf = (filter: ProjectFilter) =>
  filter === 'upcoming'
    ? [asc(projects.startsAt), asc(projects.id)]
    : filter === 'funding'
      ? [asc(projects.endsAt), asc(projects.id)]
      : [desc(projects.endsAt), desc(projects.id)];

/**
 * The outer project's id inside a subquery of the select list (drizzle writes a column of a
 * one-table select unqualified there, which a subquery over another table would take as its own).
 */
const projectIdRef = sql.raw('"projects"."id"');

/**
 * Whether the user voted for the outer project. `user` is a placeholder given the id as text (a
 * raw template's parameter is sent as it is: only columns map bigints for the drivers).
 */
const votedBy = (user: Placeholder) =>
  sql<boolean>`exists (select 1 from ${projectVotes} pv where pv.user_id = ${user} and pv.project_id = ${projectIdRef})`;

/**
 * What a signed-in viewer's project page adds: their vote, their pledges in it with their items,
 * and whether they may read backers-only updates (a live pledge, or one of its creators).
 */
const viewerColumns = (user: Placeholder) => ({
  voted: votedBy(user),
  pledges: sql<
    { pledge: Record<string, unknown>; items: Record<string, unknown>[] }[]
  >`(select coalesce(json_agg(json_build_object('pledge', ${rowJson(pledges, 'p')}, 'items', (select coalesce(json_agg(json_build_object('pledgeId', pi.pledge_id::text, 'productId', pi.product_id::text, 'nameKr', pp.name_kr, 'nameEng', pp.name_eng, 'price', pi.price, 'quantity', pi.quantity) order by pi.id), '[]'::json) from ${pledgeItems} pi join ${projectProducts} pp on pp.id = pi.product_id where pi.pledge_id = p.id)) order by p.created_at desc, p.id desc), '[]'::json) from ${pledges} p where p.user_id = ${user} and p.project_id = ${projectIdRef})`,
  insider: sql<boolean>`(exists (select 1 from ${pledges} b where b.project_id = ${projectIdRef} and b.user_id = ${user} and b.status in ('reserved', 'charged')) or exists (select 1 from ${projectCreators} c where c.project_id = ${projectIdRef} and c.user_id = ${user}))`,
});

/** The project page's rewards and updates, as JSON the database builds. */
const pageColumns = {
  project: projects,
  products: sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(${rowJson(projectProducts, 'r')} order by r.position, r.id), '[]'::json) from ${projectProducts} r where r.project_id = ${projectIdRef})`,
  updates: sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(${rowJson(projectUpdates, 'u')} order by u.created_at desc, u.id desc), '[]'::json) from ${projectUpdates} u where u.project_id = ${projectIdRef})`,
};

const ph = sql.placeholder;

/**
 * The public reads (the list, the project page, a viewer's votes, search), built once per shape
 * (infra/database/built-once.ts, docs/performance.md#queries-built-once): every value (the
 * moment, the page, ids, the key) is a placeholder, and only the date filter, visitor-or-viewer
 * and the kind of key choose a statement. Shapes are few: four filters by two for the list's
 * page, each for a first page of each size the paging schema allows or a later page, four for its
 * count, two for the project page, three kinds of key for search.
 */
const createPublicReads = (db: Db) => {
  const listShapes = byShape<ReturnType<typeof listStatement>>();
  /**
   * `firstPage`: the first page's size, written into the text (literalLimit) so that PostgreSQL
   * keeps one generic plan for it instead of planning every call (0.2 of the statement's 0.4 ms
   * at 1,000 projects); undefined, a later page, whose limit and offset stay parameters.
   */
  const listStatement = (filter: ProjectFilter, viewer: boolean, firstPage: number | undefined) =>
    builtOnce(() =>
      db
        .select({
          project: projectSummaryColumns,
          // An uncorrelated scalar subquery, run once (an InitPlan): the page itself stays a
          // top-N read along the order's index. `count(*) over ()` made every visible project
          // a full row through a window and a sort to return twelve.
          total:
            sql<number>`(select count(*) from ${projects} where ${filterOf(filter, ph('at'))})`.mapWith(
              Number,
            ),
          voted: viewer ? votedBy(ph('user')) : sql<boolean>`false`,
        })
        .from(projects)
        .where(filterOf(filter, ph('at')))
        .orderBy(...orderOf(filter))
        .limit(firstPage === undefined ? ph('limit') : literalLimit(firstPage))
        .offset(firstPage === undefined ? ph('offset') : literalLimit(0)),
    );
  const listShape = (filter: ProjectFilter, viewer: boolean, firstPage: number | undefined) => {
    const key = `${filter ?? 'all'}|${viewer ? 'viewer' : 'visitor'}|${firstPage ?? 'deep'}`;
    return listShapes(key, () => listStatement(filter, viewer, firstPage));
  };

  const countShapes = byShape<ReturnType<typeof countStatement>>();
  const countStatement = (filter: ProjectFilter) =>
    builtOnce(() =>
      db
        .select({ total: count() })
        .from(projects)
        .where(filterOf(filter, ph('at'))),
    );
  const countShape = (filter: ProjectFilter) =>
    countShapes(filter ?? 'all', () => countStatement(filter));

  const pageOf = (viewer: boolean) =>
    builtOnce(() =>
      db
        .select({ ...pageColumns, ...(viewer ? viewerColumns(ph('user')) : {}) })
        .from(projects)
        .where(eq(projects.id, ph('id')))
        .limit(1),
    );
  const visitorPage = pageOf(false);
  const viewerPage = pageOf(true);
  const votesOn = builtOnce(() =>
    db
      .select({ id: projects.id, voteCount: projects.voteCount, voted: votedBy(ph('user')) })
      .from(projects)
      .where(idIn(projects.id, 'ids')),
  );

  /** Search's statements per kind of key, built once each. */
  const searchShapes = byShape<ReturnType<typeof searchStatements>>();
  const searchStatements = (shape: SearchShape) => {
    const found = searchShapeSql(shape, {
      table: projects,
      id: projects.id,
      titleKr: projects.titleKr,
      titleEng: projects.titleEng,
      titleChoseong: projects.titleChoseong,
      body: summaryText,
      // Not in the drizzle schema (migration 0026), so that a whole project row never carries it.
      shortGrams: sql.raw('"projects"."search_grams"'),
    });
    const where = and(visibleAt(ph('at')), found.where);
    const [rank1, rank2 = sql`0`] = found.rank;
    const newest = sql`${projects.startsAt} desc, ${projects.id} desc`;
    const end = ph('end');
    const total = sql`(select count(*) from matches)`;
    // The matches' ids, titles and start (a narrow copy, read once). The page is first looked
    // for among those of the best rank, newest first: each is ranked only as the walk reaches
    // it (`offset 0` keeps the test below the sort), and if there are as many as the page
    // reaches they are the page, since none ranks better and none as good is newer. Otherwise
    // every match is ranked. At 1,000 projects, 한 matches 553 and "Hanok" 63, where ranking
    // each (a position in the lower-cased titles, or word_similarity) was most of the statement
    // (docs/performance.md#a-rarer-keys-first-tier-among-its-title-hits-seventeenth-session).
    const page = sql`(with matches as (
        select ${projects.id}, ${projects.titleKr}, ${projects.titleEng}, ${projects.titleChoseong}, ${projects.startsAt}
        from ${projects} where ${where}),
      best as (
        select id, starts_at from (select * from matches as ${projects} order by ${newest} offset 0) as ${projects}
        where ${found.best} order by ${newest} limit ${end}),
      ranked as (
        select id, starts_at, (${rank1})::float8 as rank1, (${rank2})::float8 as rank2
        from matches as ${projects} where (select count(*) from best) < ${end}
        order by 3, 4, ${newest} limit ${end})
      select id, 0 as tier, 0::float8 as rank1, 0::float8 as rank2, starts_at, ${total} as total
        from best where (select count(*) from best) = ${end}
      union all select id, 1, rank1, rank2, starts_at, ${total} from ranked
      order by 2, 3, 4, 5 desc, 1 desc offset ${ph('offset')} limit ${ph('limit')}) as page`;
    return {
      page: builtOnce(() =>
        db
          .select({ ...projectSummaryColumns, total: sql<number>`page.total`.mapWith(Number) })
          .from(projects)
          .innerJoin(page, sql`page.id = ${projects.id}`)
          .orderBy(
            sql`page.tier`,
            sql`page.rank1`,
            sql`page.rank2`,
            sql`page.starts_at desc`,
            sql`page.id desc`,
          ),
      ),
      count: builtOnce(() => db.select({ total: count() }).from(projects).where(where)),
    };
  };
  const searchShape = (shape: SearchShape) => searchShapes(shape, () => searchStatements(shape));

  return {
    /** Projects by text or 초性 key, ranked (shared/search-match.ts); the count rides along. */
    async search(match: SearchMatch, limit: number, offset: number, now: Date = new Date()) {
      const statements = searchShape(searchShapeOf(match));
      const values = { ...searchValues(match), at: now, limit, offset, end: offset + limit };
      const rows = await statements.page().execute(values);
      if (rows.length > 0 || offset === 0) {
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
      }
      const totals = await statements.count().execute(values);
      return { rows: [], total: totals[0]?.total ?? 0 };
    },

    /** The viewer's votes on these projects and their live vote counts (one statement). */
    async votesOn(ids: bigint[], userId: bigint) {
      if (ids.length === 0) return new Map<bigint, { voted: boolean; voteCount: number }>();
      const rows = await votesOn().execute({ ids: ids.map(String), user: String(userId) });
      return new Map(rows.map(({ id, ...votes }) => [id, votes]));
    },

    /**
     * One page of projects, the number of matches and the viewer's votes, in one statement
     * (docs/performance.md#one-query-per-answer); a page past the end counts in a second one.
     */
    async list(
      filter: ProjectFilter,
      now: Date,
      limit: number,
      offset: number,
      userId?: bigint,
    ): Promise<{ rows: ProjectSummaryRow[]; voted: Set<bigint>; total: number }> {
      const viewer = userId !== undefined;
      const values = { at: now, limit, offset, user: viewer ? String(userId) : undefined };
      const firstPage = offset === 0 ? limit : undefined;
      const found = await listShape(filter, viewer, firstPage)().execute(values);
      const total = found[0]?.total ?? (await countShape(filter)().execute(values))[0]?.total ?? 0;
      const voted = new Set(found.filter((r) => r.voted).map((r) => r.project.id));
      return { rows: found.map((r) => r.project), voted, total };
    },

    /**
     * A project's page in one statement: the project, its rewards and updates and, for a viewer,
     * their vote, their pledges in it with their items, and whether they may read backers-only
     * updates (a live pledge, or one of its creators). Undefined when there is no such project.
     */
    async page(id: bigint, userId?: bigint) {
      const rows =
        userId === undefined
          ? await visitorPage().execute({ id })
          : await viewerPage().execute({ id, user: String(userId) });
      const row = rows[0] as
        | {
            project: ProjectRow;
            products: Record<string, unknown>[];
            updates: Record<string, unknown>[];
            voted?: boolean;
            pledges?: { pledge: Record<string, unknown>; items: Record<string, unknown>[] }[];
            insider?: boolean;
          }
        | undefined;
      if (!row) return undefined;
      const viewerPledges = row.pledges?.map((p) => ({
        pledge: fromJson(pledges, p.pledge),
        items: p.items.map((i): PledgeItemView => ({
          ...(i as Omit<PledgeItemView, 'pledgeId' | 'productId'>),
          pledgeId: BigInt(i.pledgeId as string),
          productId: BigInt(i.productId as string),
        })),
      }));
      return {
        project: row.project,
        products: row.products.map((r) => fromJson(projectProducts, r)),
        updates: row.updates.map((u) => fromJson(projectUpdates, u)),
        voted: row.voted ?? false,
        pledges: viewerPledges,
        insider: row.insider ?? false,
      };
    },
  };
};

const createCoreRepository = (db: Db) => ({
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
  ...createPublicReads(db),
  ...createCoreRepository(db),
  ...createSettleRepository(db),
});

export type CrowdfundingRepository = ReturnType<typeof createCrowdfundingRepository>;
