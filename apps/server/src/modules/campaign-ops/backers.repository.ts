import { and, asc, count, desc, eq, gt, ilike, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Shipping } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import {
  pledgeItems,
  pledges,
  projectCreators,
  projectProducts,
} from '../crowdfunding/crowdfunding.table.js';
import { backerReports } from './campaign-ops.table.js';

export interface BackerView {
  pledgeId: bigint;
  userId: bigint;
  userName: string;
  email: string | null;
  language: string;
  status: string;
  amount: number;
  extraSupport: number;
  shipping: Shipping | null;
  createdAt: Date;
  chargedAt: Date | null;
}

export interface BackerItemView {
  pledgeId: bigint;
  nameKr: string;
  nameEng: string;
  price: number;
  quantity: number;
}

const backerColumns = {
  pledgeId: pledges.id,
  userId: pledges.userId,
  userName: users.userName,
  email: users.email,
  language: users.language,
  status: sql<string>`${pledges.status}::text`,
  amount: pledges.amount,
  extraSupport: pledges.extraSupport,
  shipping: pledges.shipping,
  createdAt: pledges.createdAt,
  chargedAt: pledges.chargedAt,
};

const backerFilter = (projectId: bigint, status: string, q: string) =>
  and(
    eq(pledges.projectId, projectId),
    status === 'all' ? undefined : sql`${pledges.status}::text = ${status}`,
    q
      ? or(ilike(users.userName, `%${escapeLike(q)}%`), ilike(users.email, `%${escapeLike(q)}%`))
      : undefined,
  );

/** Every query of the after-the-campaign tables, and the reads of pledges and projects it needs. */

/** A project's backers (the studio's and the back office's lists) and their CSV reports. */
export const createBackersRepository = (db: Db) => ({
  async backers(
    projectId: bigint,
    filter: { status: string; q: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: BackerView[]; total: number }> {
    const where = backerFilter(projectId, filter.status, filter.q);
    const [rows, totals] = await Promise.all([
      db
        .select(backerColumns)
        .from(pledges)
        .innerJoin(users, eq(users.id, pledges.userId))
        .where(where)
        .orderBy(asc(pledges.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: count() })
        .from(pledges)
        .innerJoin(users, eq(users.id, pledges.userId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** One batch of a project's pledges after `afterId`, for the CSV (keyset paging). */
  backerBatch: (projectId: bigint, afterId: bigint, limit: number): Promise<BackerView[]> =>
    db
      .select(backerColumns)
      .from(pledges)
      .innerJoin(users, eq(users.id, pledges.userId))
      .where(and(eq(pledges.projectId, projectId), gt(pledges.id, afterId)))
      .orderBy(asc(pledges.id))
      .limit(limit),

  pledgeCount: async (projectId: bigint) =>
    (await db.select({ total: count() }).from(pledges).where(eq(pledges.projectId, projectId)))[0]
      ?.total ?? 0,

  async itemsOf(pledgeIds: bigint[]): Promise<BackerItemView[]> {
    if (pledgeIds.length === 0) return [];
    return db
      .select({
        pledgeId: pledgeItems.pledgeId,
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

  // Reports

  async createReport(projectId: bigint, requestedBy: bigint | null) {
    const [row] = await db.insert(backerReports).values({ projectId, requestedBy }).returning();
    if (!row) throw new Error('report insert returned nothing');
    return row;
  },
  report: async (id: bigint) =>
    (await db.select().from(backerReports).where(eq(backerReports.id, id)).limit(1))[0],
  /**
   * The latest reports of a project: those `requestedBy` one creator (the studio's), or with
   * `requestedBy` undefined those the project's creators did not ask for (the back office's).
   */
  reportsOf: (projectId: bigint, requestedBy?: bigint) =>
    db
      .select({
        id: backerReports.id,
        projectId: backerReports.projectId,
        status: backerReports.status,
        rowCount: backerReports.rowCount,
        createdAt: backerReports.createdAt,
        finishedAt: backerReports.finishedAt,
      })
      .from(backerReports)
      .where(
        and(
          eq(backerReports.projectId, projectId),
          requestedBy === undefined
            ? notExists(
                db
                  .select({ one: sql`1` })
                  .from(projectCreators)
                  .where(
                    and(
                      eq(projectCreators.projectId, backerReports.projectId),
                      eq(projectCreators.userId, backerReports.requestedBy),
                    ),
                  ),
              )
            : eq(backerReports.requestedBy, requestedBy),
        ),
      )
      .orderBy(desc(backerReports.createdAt), desc(backerReports.id))
      .limit(10),
  async finishReport(
    id: bigint,
    result: { status: 'ready' | 'failed'; content?: string; rowCount?: number },
    at: Date,
  ) {
    await db
      .update(backerReports)
      .set({
        status: result.status,
        content: result.content ?? null,
        rowCount: result.rowCount ?? null,
        finishedAt: at,
      })
      .where(and(eq(backerReports.id, id), eq(backerReports.status, 'pending')));
  },
  async removeReportsBefore(at: Date) {
    await db.delete(backerReports).where(lt(backerReports.createdAt, at));
  },
});
