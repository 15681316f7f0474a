import { and, count, desc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { WAITING_APPLICATION_STATUSES } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { users } from '../accounts/users.table.js';
import { applications } from '../applications/applications.table.js';
import { commentReports, comments } from '../comments/comments.table.js';
import { pledges } from '../crowdfunding/crowdfunding.table.js';
import { watchProgress } from '../films/engagement.table.js';
import { films, videos } from '../films/films.table.js';

const num = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's figures, each one SQL aggregate over the tables themselves (no separate
 * analytics store). A play is an account's progress on a video saved in the period; watch time
 * is the position reached in those plays.
 */
export const createDashboardRepository = (db: Db) => ({
  async figures(since: Date) {
    const [signUps, verified, plays, money, waiting, reports] = await Promise.all([
      db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
      db
        .select({ n: count() })
        .from(users)
        .where(and(gte(users.emailVerifiedAt, since), isNull(users.deletedAt))),
      db
        .select({
          n: count(),
          seconds: sql<number>`coalesce(sum(${watchProgress.positionSeconds}), 0)`,
        })
        .from(watchProgress)
        .where(gte(watchProgress.updatedAt, since)),
      db
        .select({ n: count(), amount: sql<number>`coalesce(sum(${pledges.amount}), 0)` })
        .from(pledges)
        .where(
          and(gte(pledges.createdAt, since), notInArray(pledges.status, ['cancelled', 'voided'])),
        ),
      db
        .select({ n: count() })
        .from(applications)
        .where(inArray(applications.status, [...WAITING_APPLICATION_STATUSES])),
      db
        .select({ n: sql<number>`count(distinct ${commentReports.commentId})` })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.commentId))
        .where(eq(commentReports.status, 'open')),
    ]);
    return {
      signUps: num(signUps[0]?.n),
      verifiedAccounts: num(verified[0]?.n),
      plays: num(plays[0]?.n),
      watchSeconds: num(plays[0]?.seconds),
      pledges: num(money[0]?.n),
      pledgedAmount: num(money[0]?.amount),
      applicationsWaiting: num(waiting[0]?.n),
      openReports: num(reports[0]?.n),
    };
  },

  async topFilms(since: Date, limit: number) {
    const plays = count();
    const rows = await db
      .select({
        id: films.id,
        titleKr: films.titleKr,
        titleEng: films.titleEng,
        plays,
        seconds: sql<number>`coalesce(sum(${watchProgress.positionSeconds}), 0)`,
      })
      .from(watchProgress)
      .innerJoin(videos, eq(videos.id, watchProgress.videoId))
      .innerJoin(films, eq(films.id, videos.filmId))
      .where(gte(watchProgress.updatedAt, since))
      .groupBy(films.id, films.titleKr, films.titleEng)
      .orderBy(desc(plays), desc(sql`sum(${watchProgress.positionSeconds})`), films.id)
      .limit(limit);
    return rows.map((r) => ({ ...r, plays: num(r.plays), seconds: num(r.seconds) }));
  },
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
