import { and, count, desc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../infra/database/built-once.js';
import type { Db } from '../../infra/database/database.js';
import {
  filmBookmarks,
  filmLikes,
  watchProgress,
  type WatchProgressRow,
} from './engagement.table.js';
import { pageFrom, reachable, summaryColumns, type SummaryRow } from './films.columns.js';
import { films, videos } from './films.table.js';

export type ReactionKind = 'like' | 'bookmark';

// Both tables have the same columns; only the name and the counter they keep differ.
const tableOf = (kind: ReactionKind) =>
  kind === 'like' ? filmLikes : (filmBookmarks as unknown as typeof filmLikes);
const counterOf = (kind: ReactionKind) => (kind === 'like' ? films.likeCount : films.bookmarkCount);

export interface ProgressInput {
  userId: bigint;
  videoId: bigint;
  positionSeconds: number;
  durationSeconds: number;
  /** Reached the watched share in this report; once watched, a video stays watched. */
  watched: boolean;
  at: Date;
}

/** A film's last video watched, with the film's summary (films.columns.ts). */
export interface HistoryRow extends SummaryRow {
  progress: WatchProgressRow;
  episodeNumber: number | null;
}

export const createEngagementRepository = (db: Db) => {
  // Playback's resume point and 'continue watching': built once (infra/database/built-once.ts).
  const progress = builtOnce(() =>
    db
      .select()
      .from(watchProgress)
      .where(
        and(
          eq(watchProgress.userId, sql.placeholder('userId')),
          eq(watchProgress.videoId, sql.placeholder('videoId')),
        ),
      )
      .limit(1),
  );
  const lastInEachFilm = builtOnce(() => {
    const latest = db
      .selectDistinctOn([videos.filmId], {
        id: watchProgress.id,
        filmId: sql<bigint>`${videos.filmId}`.as('film_id'),
        episodeNumber: sql<number | null>`${videos.episodeNumber}`.as('episode_number'),
      })
      .from(watchProgress)
      .innerJoin(videos, eq(videos.id, watchProgress.videoId))
      .where(eq(watchProgress.userId, sql.placeholder('userId')))
      .orderBy(videos.filmId, desc(watchProgress.updatedAt), desc(watchProgress.id))
      .as('latest');
    // The films' summaries in the same statement (docs/performance.md#one-query-per-answer):
    // those the viewer may still reach, before the limit.
    return db
      .select({
        ...summaryColumns,
        progress: watchProgress,
        episodeNumber: latest.episodeNumber,
      })
      .from(latest)
      .innerJoin(watchProgress, eq(watchProgress.id, latest.id))
      .innerJoin(films, sql`${films.id} = ${latest.filmId}`)
      .where(reachable(sql.placeholder('at')))
      .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.id))
      .limit(sql.placeholder('limit'));
  });
  // A user's liked or bookmarked films with their summaries (docs/performance.md#one-query-per-answer).
  const reactedOf = (kind: ReactionKind) => {
    const table = tableOf(kind);
    const ph = sql.placeholder;
    const mine = and(eq(table.userId, ph('userId')), reachable(ph('at')));
    return {
      page: builtOnce(() =>
        db
          .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(table)
          .innerJoin(films, eq(films.id, table.filmId))
          .where(mine)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(ph('limit'))
          .offset(ph('offset')),
      ),
      count: builtOnce(() =>
        db
          .select({ total: count() })
          .from(table)
          .innerJoin(films, eq(films.id, table.filmId))
          .where(mine),
      ),
    };
  };
  const reacted = { like: reactedOf('like'), bookmark: reactedOf('bookmark') };

  return {
    /**
     * Adds (or removes) the user's reaction and moves the film's counter in the same transaction,
     * only when a row was really inserted (or deleted): the unique pair makes repeats and races
     * no-ops, so the counter always equals the number of rows. Undefined when the film is absent.
     */
    async setReaction(kind: ReactionKind, userId: bigint, filmId: bigint, active: boolean) {
      const table = tableOf(kind);
      const counter = counterOf(kind);
      return db.transaction(async (tx) => {
        const changed = active
          ? await tx
              .insert(table)
              .values({ userId, filmId })
              .onConflictDoNothing()
              .returning({ id: table.id })
          : await tx
              .delete(table)
              .where(and(eq(table.userId, userId), eq(table.filmId, filmId)))
              .returning({ id: table.id });
        const delta = changed.length === 0 ? 0 : active ? 1 : -1;
        const rows =
          delta === 0
            ? await tx.select({ count: counter }).from(films).where(eq(films.id, filmId))
            : await tx
                .update(films)
                .set({
                  [kind === 'like' ? 'likeCount' : 'bookmarkCount']: sql`${counter} + ${delta}`,
                })
                .where(eq(films.id, filmId))
                .returning({ count: counter });
        return rows[0]?.count;
      });
    },

    async reactionsOf(userId: bigint, filmId: bigint) {
      const has = async (kind: ReactionKind) => {
        const table = tableOf(kind);
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.userId, userId), eq(table.filmId, filmId)))
          .limit(1);
        return rows.length > 0;
      };
      const [liked, bookmarked] = await Promise.all([has('like'), has('bookmark')]);
      return { liked, bookmarked };
    },

    /**
     * The films the user reacted to that they may reach at `at`, most recent first, with their
     * summaries and how many in all: one statement (a page past the end counts in a second).
     */
    async reactedFilms(
      kind: ReactionKind,
      userId: bigint,
      limit: number,
      offset: number,
      at: Date,
    ) {
      const statements = reacted[kind];
      const values = { userId, limit, offset, at };
      const found = await statements.page().execute(values);
      const page = pageFrom(found);
      const total =
        page.total ??
        (offset === 0 ? 0 : ((await statements.count().execute(values))[0]?.total ?? 0));
      return { ...page, total };
    },

    async saveProgress(input: ProgressInput): Promise<WatchProgressRow> {
      const { userId, videoId, positionSeconds, durationSeconds, watched, at } = input;
      const rows = await db
        .insert(watchProgress)
        .values({ userId, videoId, positionSeconds, durationSeconds, watched, updatedAt: at })
        .onConflictDoUpdate({
          target: [watchProgress.userId, watchProgress.videoId],
          set: {
            positionSeconds: sql`excluded.position_seconds`,
            durationSeconds: sql`excluded.duration_seconds`,
            watched: sql`${watchProgress.watched} or excluded.watched`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('progress upsert returned nothing');
      return row;
    },

    async progressOf(userId: bigint, videoId: bigint): Promise<WatchProgressRow | undefined> {
      const rows = await progress().execute({ userId, videoId });
      return rows[0];
    },

    /** The user's most recent progress in one film (any of its videos). */
    async lastProgressInFilm(
      userId: bigint,
      filmId: bigint,
    ): Promise<WatchProgressRow | undefined> {
      const rows = await db
        .select({ progress: watchProgress })
        .from(watchProgress)
        .innerJoin(videos, eq(videos.id, watchProgress.videoId))
        .where(and(eq(watchProgress.userId, userId), eq(videos.filmId, filmId)))
        .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.id))
        .limit(1);
      return rows[0]?.progress;
    },

    /**
     * The last video watched in each film the viewer may reach at `at`, most recent first, with
     * the film's summary: 'continue watching', in one statement.
     */
    history(userId: bigint, limit: number, at: Date): Promise<HistoryRow[]> {
      return lastInEachFilm().execute({ userId, limit, at });
    },
  };
};

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
