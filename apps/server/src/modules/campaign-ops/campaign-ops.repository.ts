import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Shipping } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import {
  pledgeItems,
  pledges,
  projectCreators,
  projectProducts,
  projects,
  projectVotes,
} from '../crowdfunding/crowdfunding.table.js';
import { visibleAt } from '../crowdfunding/crowdfunding.module.js';
import { films, videos } from '../films/films.table.js';
import {
  backerReports,
  campaignNotices,
  pledgeCardUpdates,
  projectContacts,
  projectFilmLinks,
  projectPayouts,
} from './campaign-ops.table.js';

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
export const createCampaignOpsRepository = (db: Db) => ({
  project: async (id: bigint) =>
    (await db.select().from(projects).where(eq(projects.id, id)).limit(1))[0],

  async projects(limit: number, offset: number, q: string) {
    const where = q
      ? or(
          ilike(projects.titleKr, `%${escapeLike(q)}%`),
          ilike(projects.titleEng, `%${escapeLike(q)}%`),
        )
      : undefined;
    const [rows, totals] = await Promise.all([
      db
        .select({
          project: projects,
          paidAt: projectPayouts.paidAt,
          link: {
            filmId: projectFilmLinks.filmId,
            kind: projectFilmLinks.kind,
            titleKr: films.titleKr,
            titleEng: films.titleEng,
          },
        })
        .from(projects)
        .leftJoin(projectPayouts, eq(projectPayouts.projectId, projects.id))
        .leftJoin(projectFilmLinks, eq(projectFilmLinks.projectId, projects.id))
        .leftJoin(films, eq(films.id, projectFilmLinks.filmId))
        .where(where)
        .orderBy(desc(projects.endsAt), desc(projects.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(projects).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

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

  // Settlement

  async pledgeTotals(projectId: bigint) {
    const rows = await db
      .select({
        status: sql<string>`${pledges.status}::text`,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${pledges.amount}), 0)::bigint`,
      })
      .from(pledges)
      .where(eq(pledges.projectId, projectId))
      .groupBy(pledges.status);
    return rows.map((r) => ({
      status: r.status,
      count: Number(r.count),
      amount: Number(r.amount),
    }));
  },
  async payout(projectId: bigint) {
    const rows = await db
      .select({
        payout: projectPayouts,
        payer: { id: users.id, userName: users.userName, email: users.email },
      })
      .from(projectPayouts)
      .leftJoin(users, eq(users.id, projectPayouts.paidBy))
      .where(eq(projectPayouts.projectId, projectId))
      .limit(1);
    return rows[0];
  },
  /** Records the payout once: false when it was already recorded. */
  async recordPayout(values: typeof projectPayouts.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(projectPayouts)
      .values(values)
      .onConflictDoNothing()
      .returning({ projectId: projectPayouts.projectId });
    return rows.length > 0;
  },

  // Film links

  filmExists: async (filmId: bigint) =>
    (await db.select({ id: films.id }).from(films).where(eq(films.id, filmId)).limit(1)).length > 0,
  async setFilmLink(projectId: bigint, link: { filmId: bigint; kind: string } | null) {
    if (!link) {
      await db.delete(projectFilmLinks).where(eq(projectFilmLinks.projectId, projectId));
      return;
    }
    const kind = link.kind as (typeof projectFilmLinks.$inferInsert)['kind'];
    await db
      .insert(projectFilmLinks)
      .values({ projectId, filmId: link.filmId, kind })
      .onConflictDoUpdate({
        target: projectFilmLinks.projectId,
        set: { filmId: link.filmId, kind },
      });
  },
  /** The campaigns continuing a film that viewers may see at `now`, newest start first. */
  campaignsOfFilm: (filmId: bigint, now: Date) =>
    db
      .select({ project: projects, kind: projectFilmLinks.kind })
      .from(projectFilmLinks)
      .innerJoin(projects, eq(projects.id, projectFilmLinks.projectId))
      .where(and(eq(projectFilmLinks.filmId, filmId), visibleAt(now)))
      .orderBy(desc(projects.startsAt), desc(projects.id)),
  filmOfProject: async (projectId: bigint) =>
    (
      await db
        .select({
          filmId: films.id,
          kind: projectFilmLinks.kind,
          titleKr: films.titleKr,
          titleEng: films.titleEng,
          poster: films.posterDomestic,
          state: films.state,
          publishAt: films.publishAt,
        })
        .from(projectFilmLinks)
        .innerJoin(films, eq(films.id, projectFilmLinks.filmId))
        .where(eq(projectFilmLinks.projectId, projectId))
        .limit(1)
    )[0],
  firstVideoOf: async (filmId: bigint) =>
    (
      await db
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.filmId, filmId))
        .orderBy(sql`${videos.episodeNumber} asc nulls first`, asc(videos.id))
        .limit(1)
    )[0]?.id,
  /** Films whose next part is funding or upcoming at `now`, campaigns ending soonest first. */
  nextUpFilms: (now: Date, limit: number) =>
    db
      .select({
        project: projects,
        kind: projectFilmLinks.kind,
        film: {
          id: films.id,
          titleKr: films.titleKr,
          titleEng: films.titleEng,
          poster: films.posterDomestic,
          state: films.state,
          publishAt: films.publishAt,
        },
      })
      .from(projectFilmLinks)
      .innerJoin(projects, eq(projects.id, projectFilmLinks.projectId))
      .innerJoin(films, eq(films.id, projectFilmLinks.filmId))
      .where(and(gt(projects.endsAt, now), isNull(projects.outcome), visibleAt(now)))
      .orderBy(asc(projects.endsAt), asc(projects.id))
      .limit(limit),

  // Notices

  /** Claims a notice key: true the first time only. */
  async claimNotice(key: string): Promise<boolean> {
    const rows = await db
      .insert(campaignNotices)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: campaignNotices.key });
    return rows.length > 0;
  },
  async releaseNotice(key: string) {
    await db.delete(campaignNotices).where(eq(campaignNotices.key, key));
  },
  /** Projects that opened (start passed) within the window, to tell their voters. */
  openedSince: (since: Date, now: Date) =>
    db
      .select()
      .from(projects)
      .where(
        and(gt(projects.startsAt, since), lte(projects.startsAt, now), gt(projects.endsAt, now)),
      ),
  votersOf: (projectId: bigint) =>
    db
      .select({
        userId: users.id,
        email: users.email,
        userName: users.userName,
        language: users.language,
      })
      .from(projectVotes)
      .innerJoin(users, eq(users.id, projectVotes.userId))
      .where(eq(projectVotes.projectId, projectId)),
  /** Projects with an outcome decided since `since`, to tell their backers. */
  decidedSince: (since: Date) =>
    db
      .select()
      .from(projects)
      .where(and(sql`${projects.outcome} is not null`, gt(projects.endsAt, since))),
  /** Backers of a decided project whose pledge took part (charged, voided, failed, reserved). */
  backersToTell: (projectId: bigint) =>
    db
      .select({
        pledgeId: pledges.id,
        status: sql<string>`${pledges.status}::text`,
        amount: pledges.amount,
        email: users.email,
        userName: users.userName,
        language: users.language,
        updatedAt: pledges.updatedAt,
      })
      .from(pledges)
      .innerJoin(users, eq(users.id, pledges.userId))
      .where(
        and(
          eq(pledges.projectId, projectId),
          sql`${pledges.status}::text in ('charged', 'voided', 'failed')`,
        ),
      )
      .orderBy(asc(pledges.id)),
  /** New pledges of funding projects in [from, to), per project, for the creators' digest. */
  async pledgesBetween(from: Date, to: Date) {
    return db
      .select({
        projectId: pledges.projectId,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${pledges.amount}), 0)::bigint`,
      })
      .from(pledges)
      .where(and(sql`${pledges.createdAt} >= ${from}`, lt(pledges.createdAt, to)))
      .groupBy(pledges.projectId);
  },

  // Card update

  pledge: async (id: bigint) =>
    (
      await db
        .select({ pledge: pledges, project: projects })
        .from(pledges)
        .innerJoin(projects, eq(projects.id, pledges.projectId))
        .where(eq(pledges.id, id))
        .limit(1)
    )[0],
  attempts: async (pledgeId: bigint) =>
    (
      await db
        .select({ total: count() })
        .from(pledgeCardUpdates)
        .where(eq(pledgeCardUpdates.pledgeId, pledgeId))
    )[0]?.total ?? 0,
  async recordAttempt(pledgeId: bigint, attempt: number, outcome: 'charged' | 'declined') {
    await db.insert(pledgeCardUpdates).values({ pledgeId, attempt, outcome }).onConflictDoNothing();
  },
  /** A failed pledge becomes charged with its new card; false when it was not failed any more. */
  async chargeFailedPledge(
    pledgeId: bigint,
    values: { billingKey: string; paymentKey: string; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(pledges)
      .set({
        status: 'charged',
        billingKey: values.billingKey,
        paymentKey: values.paymentKey,
        chargedAt: values.at,
        updatedAt: values.at,
        failureCode: null,
      })
      .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'failed')))
      .returning({ id: pledges.id });
    return rows.length > 0;
  },
  /** The projects with their contact (the creators' digest goes to it). */
  contactsOf: (ids: bigint[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ project: projects, contact: projectContacts })
          .from(projects)
          .innerJoin(projectContacts, eq(projectContacts.projectId, projects.id))
          .where(inArray(projects.id, ids)),
  contact: async (projectId: bigint) =>
    (
      await db
        .select()
        .from(projectContacts)
        .where(eq(projectContacts.projectId, projectId))
        .limit(1)
    )[0],
  async setContact(
    projectId: bigint,
    contact: { email: string; language: 'korean' | 'english' } | null,
    at: Date,
  ) {
    if (!contact) {
      await db.delete(projectContacts).where(eq(projectContacts.projectId, projectId));
      return;
    }
    await db
      .insert(projectContacts)
      .values({ projectId, ...contact, updatedAt: at })
      .onConflictDoUpdate({
        target: projectContacts.projectId,
        set: { ...contact, updatedAt: at },
      });
  },
});

export type CampaignOpsRepository = ReturnType<typeof createCampaignOpsRepository>;
