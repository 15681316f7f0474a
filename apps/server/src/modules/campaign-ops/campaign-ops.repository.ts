import { and, asc, count, desc, eq, gt, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import { pledges, projects, projectVotes } from '../crowdfunding/crowdfunding.table.js';
import { films } from '../films/films.table.js';
import {
  campaignNotices,
  pledgeCardUpdates,
  projectContacts,
  projectFilmLinks,
  projectPayouts,
} from './campaign-ops.table.js';
import { createBackersRepository } from './backers.repository.js';
import { createFilmLinksRepository } from './film-links.repository.js';

export type { BackerItemView, BackerView } from './backers.repository.js';

export const createCampaignOpsRepository = (db: Db) => ({
  ...createBackersRepository(db),
  ...createFilmLinksRepository(db),

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
