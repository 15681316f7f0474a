import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FilmType, Rail } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { builtOnce } from '../../infra/database/built-once.js';
import type { Clock } from '../../shared/clock.js';
import type { SearchMatch } from '../../shared/search-match.js';
import {
  filmGenres,
  films,
  genres,
  videos,
  type FilmRow,
  type GenreRow,
  type VideoRow,
} from './films.table.js';
import {
  cappedCount,
  COUNT_AHEAD,
  newestFirst,
  notPlaced,
  popularFirst,
  railCandidates,
  railPosition,
  totalOf,
} from './films.listing.js';
import { SEARCH_WINDOW, searchCount, searchOrder, searchPage } from './films.search.js';
import {
  episodesJson,
  genreCondition,
  listed,
  pageFrom,
  reachable,
  ready,
  summaryColumns,
  viewerColumns,
  type EpisodeJson,
  type SummaryRow,
} from './films.columns.js';

export interface FilmFilter {
  type?: FilmType | undefined;
  /** A genre slug (`drama`) or id. */
  genre?: string | undefined;
  sort: 'latest' | 'popular';
  /** Staff's order of a rail first (docs/product/back-office.md#rails-and-hero), then `sort`. */
  rail?: Rail | undefined;
}

export interface FilmExtras {
  genres: Map<bigint, GenreRow[]>;
  totals: Map<bigint, { durationSeconds: number; episodeCount: number }>;
}

/**
 * The viewers' reads of the catalogue: every query shows only what viewers may see at `now`
 * (the back office reads the tables through its own catalogue module).
 */
export const createFilmsRepository = (
  db: Db,
  now: Clock = Date.now,
  /** Matches counted past a page (tests make it small). */
  countAhead = COUNT_AHEAD,
  /** Newest films search reads for its first tier (tests: 0 never does). */
  searchWindow = SEARCH_WINDOW,
) => {
  /**
   * One page of `where` in `order` with its summaries and the capped total in one statement;
   * a page past the end has no row to carry the total, so only then a second statement counts.
   */
  const pageOf = async (
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
    candidates?: SQL,
  ) => {
    const cap = offset + countAhead;
    const found = await db
      .select({ ...summaryColumns, total: cappedCount(where, cap) })
      .from(films)
      .where(and(where, candidates))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const page = pageFrom(found);
    const counted =
      page.total ??
      (await db.select({ total: cappedCount(where, cap) }).from(sql`(select 1) as one`))[0]
        ?.total ??
      0;
    return { ...page, ...totalOf(counted, cap) };
  };

  /** The detail's statement, built once for a visitor and once for a viewer. */
  const detailOf = (viewer: boolean) =>
    builtOnce(() =>
      db
        .select({
          ...summaryColumns,
          episodes: episodesJson,
          ...(viewer ? viewerColumns(sql.placeholder('user')) : {}),
        })
        .from(films)
        .where(and(eq(films.id, sql.placeholder('id')), reachable(sql.placeholder('at'))))
        .limit(1),
    );
  const visitorDetail = detailOf(false);
  const viewerDetail = detailOf(true);

  return {
    listGenres(): Promise<GenreRow[]> {
      return db.select().from(genres).orderBy(asc(genres.position), asc(genres.id));
    },

    async list(filter: FilmFilter, limit: number, offset: number) {
      const where = and(
        listed(new Date(now())),
        filter.type ? eq(films.type, filter.type) : undefined,
        filter.genre ? genreCondition(filter.genre) : undefined,
      );
      // Each order has its index: the page is a top-N read along it (no sort of every match).
      const order = filter.sort === 'popular' ? popularFirst : newestFirst;
      if (!filter.rail) return pageOf(where, order, limit, offset);
      const others = db
        .select({ id: films.id })
        .from(films)
        .where(and(where, notPlaced(filter.rail)))
        .orderBy(...order)
        .limit(offset + limit);
      return pageOf(
        where,
        [railPosition(filter.rail), ...order],
        limit,
        offset,
        railCandidates(filter.rail, others),
      );
    },

    async findById(id: bigint): Promise<FilmRow | undefined> {
      const rows = await db
        .select()
        .from(films)
        .where(and(eq(films.id, id), reachable(new Date(now()))))
        .limit(1);
      return rows[0];
    },

    /**
     * A film's detail in one statement: the film, its summary's genres and totals, its ready
     * episodes and, for a signed-in viewer, their reactions and last progress
     * (docs/performance.md#one-query-per-answer). Undefined when not reachable.
     */
    async detail(id: bigint, userId: bigint | null) {
      const at = new Date(now());
      const rows =
        userId === null
          ? await visitorDetail().execute({ id, at })
          : await viewerDetail().execute({ id, at, user: String(userId) });
      const row = rows[0] as
        | (Omit<SummaryRow, 'total'> & {
            episodes: EpisodeJson[];
            liked?: boolean;
            bookmarked?: boolean;
            last?: { videoId: string; positionSeconds: number; watched: boolean } | null;
          })
        | undefined;
      if (!row) return undefined;
      const { extras } = pageFrom([{ ...row, total: 1 }]);
      const episodes = row.episodes.map((e) => ({ ...e, id: BigInt(e.id) }));
      const viewer =
        userId === null
          ? null
          : {
              liked: row.liked ?? false,
              bookmarked: row.bookmarked ?? false,
              last: row.last ?? null,
            };
      return { film: row.film, extras, episodes, viewer };
    },

    async findByIds(ids: bigint[]): Promise<Map<bigint, FilmRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(films)
        .where(and(inArray(films.id, ids), reachable(new Date(now()))));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Genres, running time and episode count of each film, in two queries. */
    async extrasOf(ids: bigint[]): Promise<FilmExtras> {
      const extras: FilmExtras = { genres: new Map(), totals: new Map() };
      if (ids.length === 0) return extras;
      const [genreRows, totals] = await Promise.all([
        db
          .select({ filmId: filmGenres.filmId, genre: genres })
          .from(filmGenres)
          .innerJoin(genres, eq(genres.id, filmGenres.genreId))
          .where(inArray(filmGenres.filmId, ids))
          .orderBy(asc(genres.position), asc(genres.id)),
        db
          .select({
            filmId: videos.filmId,
            durationSeconds: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)`.mapWith(
              Number,
            ),
            episodeCount: count(),
          })
          .from(videos)
          .where(and(inArray(videos.filmId, ids), ready))
          .groupBy(videos.filmId),
      ]);
      for (const { filmId, genre } of genreRows) {
        extras.genres.set(filmId, [...(extras.genres.get(filmId) ?? []), genre]);
      }
      for (const { filmId, ...t } of totals) extras.totals.set(filmId, t);
      return extras;
    },

    videosOf(filmId: bigint): Promise<VideoRow[]> {
      return db
        .select()
        .from(videos)
        .where(and(eq(videos.filmId, filmId), ready))
        .orderBy(sql`${videos.episodeNumber} asc nulls first`, asc(videos.id));
    },

    async findVideo(id: bigint): Promise<{ video: VideoRow; film: FilmRow } | undefined> {
      const rows = await db
        .select({ video: videos, film: films })
        .from(videos)
        .innerJoin(films, eq(films.id, videos.filmId))
        .where(and(eq(videos.id, id), reachable(new Date(now()))))
        .limit(1);
      return rows[0];
    },

    /**
     * Substring search over both titles and the synopses, or a 초성 key over the Korean title's
     * initials, on `film_search` (films.search.ts): one page of hits by rank (title hits,
     * closeness, newest) with its summaries and the capped total, in one statement.
     */
    async search(
      match: SearchMatch,
      limit: number,
      offset: number,
    ): Promise<{ rows: FilmRow[]; extras: FilmExtras; total: number; capped: boolean }> {
      const at = new Date(now()).toISOString();
      const cap = offset + countAhead;
      const window = Math.min(searchWindow.perFilm * (offset + limit), searchWindow.max);
      const page = searchPage(match, { offset, limit, cap, at, window });
      const found = await db
        .select({ ...summaryColumns, total: sql<number>`page.total`.mapWith(Number) })
        .from(films)
        .innerJoin(page, sql`page.film_id = ${films.id}`)
        .orderBy(...searchOrder);
      const result = pageFrom(found);
      const counted =
        result.total ??
        (
          await db
            .select({ total: searchCount(match, cap, at).mapWith(Number) })
            .from(sql`(select 1) as one`)
        )[0]?.total ??
        0;
      return { ...result, ...totalOf(counted, cap) };
    },
  };
};

export type FilmsRepository = ReturnType<typeof createFilmsRepository>;
