import { and, asc, eq, sql } from 'drizzle-orm';
import type { FilmType, Rail } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { builtOnce, byShape, literalLimit } from '../../infra/database/built-once.js';
import type { Clock } from '../../shared/clock.js';
import {
  searchShapeOf,
  searchValues,
  type SearchMatch,
  type SearchShape,
} from '../../shared/search-match.js';
import {
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
import {
  SEARCH_WINDOW,
  searchCount,
  searchOrder,
  searchPage,
  searchPageValues,
} from './films.search.js';
import {
  episodesJson,
  genreCondition,
  genreValues,
  hitColumns,
  listed,
  pageFrom,
  reachable,
  ready,
  summaryColumns,
  viewerColumns,
  type EpisodeJson,
  type HitRow,
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

/** What a signed-in viewer did with a film: reactions and the last video watched. */
export interface ViewerColumns {
  liked: boolean;
  bookmarked: boolean;
  last: { videoId: string; positionSeconds: number; watched: boolean } | null;
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
   * A films list's statements for one shape (order, which filters, rail), built once each: the
   * page with its summaries and capped total in one statement, and the count alone, asked only
   * for a page past the end (no row carries the total). Shapes are few: two orders, with or
   * without a type, a genre by slug or by slug-or-id, the rails, and the first page (one per
   * page size the paging schema allows, as its counts are in the text) or a later one.
   */
  const listShapes = byShape<ReturnType<typeof listStatements>>();
  const listStatements = (
    filter: FilmFilter,
    genreById: boolean,
    /** The first page's size; undefined: a later page. */
    firstPage: number | undefined,
  ) => {
    const ph = sql.placeholder;
    const deep = firstPage === undefined;
    const where = and(
      listed(ph('at')),
      filter.type ? eq(films.type, ph('type')) : undefined,
      filter.genre ? genreCondition(genreById) : undefined,
    );
    // The first page's counts are in its text (literalLimit), so PostgreSQL may keep one
    // generic plan for it instead of planning every call: 0.6-0.9 ms of a genre's 1.2-2.2 ms at
    // 100,000 films. A later page keeps its offset a parameter: its plans are made per call.
    const total = cappedCount(where, deep ? { over: ph('countOver') } : countAhead);
    const pageLimit = deep ? ph('limit') : literalLimit(firstPage);
    // Each order has its index: the page is a top-N read along it (no sort of every match).
    const order = filter.sort === 'popular' ? popularFirst : newestFirst;
    const { rail } = filter;
    const others = rail
      ? db
          .select({ id: films.id })
          .from(films)
          .where(and(where, notPlaced(rail)))
          .orderBy(...order)
          .limit(deep ? ph('ahead') : pageLimit)
      : undefined;
    const ranked = rail ? [railPosition(rail), ...order] : order;
    const candidates = and(where, rail && others ? railCandidates(rail, others) : undefined);
    // Past the first page, the page's ids alone go under the LIMIT and OFFSET and the summaries
    // (genres, running time, episodes) are built for the page's films only: in the same select
    // PostgreSQL built them for every film the offset skips (1,012 times at offset 1,000). The
    // first page skips none, and the join would cost it a lookup and a sort per film.
    const pageIds = db
      .select({ id: films.id })
      .from(films)
      .where(candidates)
      .orderBy(...ranked)
      .limit(ph('limit'))
      .offset(ph('offset'))
      .as('page');
    return {
      page: builtOnce(() =>
        deep
          ? db
              .select({ ...summaryColumns, total })
              .from(films)
              .innerJoin(pageIds, eq(pageIds.id, films.id))
              .orderBy(...ranked)
          : db
              .select({ ...summaryColumns, total })
              .from(films)
              .where(candidates)
              .orderBy(...ranked)
              .limit(pageLimit),
      ),
      count: builtOnce(() => db.select({ total }).from(sql`(select 1) as one`)),
    };
  };
  const listShape = (filter: FilmFilter, genreById: boolean, firstPage: number | undefined) => {
    const key = [
      // A page size: at most MAX_PAGE_SIZE of them, as the paging schema allows.
      firstPage === undefined ? 'deep' : `first:${firstPage}`,
      filter.sort,
      filter.type ? 'type' : '',
      filter.genre ? (genreById ? 'genre-or-id' : 'genre') : '',
      filter.rail ?? '',
    ].join('|');
    return listShapes(key, () => listStatements(filter, genreById, firstPage));
  };

  /** The detail's statement, built once for a visitor and once for a viewer. */
  const detailOf = (viewer: boolean) =>
    builtOnce(() =>
      db
        .select({
          ...summaryColumns,
          // The page shows the credits too.
          film: films,
          episodes: episodesJson,
          ...(viewer ? viewerColumns(sql.placeholder('user')) : {}),
        })
        .from(films)
        .where(and(eq(films.id, sql.placeholder('id')), reachable(sql.placeholder('at'))))
        .limit(1),
    );
  const visitorDetail = detailOf(false);
  const viewerOnly = builtOnce(() =>
    db
      .select({
        likeCount: films.likeCount,
        bookmarkCount: films.bookmarkCount,
        ...viewerColumns(sql.placeholder('user')),
      })
      .from(films)
      .where(and(eq(films.id, sql.placeholder('id')), reachable(sql.placeholder('at'))))
      .limit(1),
  );
  // Playback's reads and the summaries of films by id (watch history, bookmarks).
  const readyVideosOf = builtOnce(() =>
    db
      .select()
      .from(videos)
      .where(and(eq(videos.filmId, sql.placeholder('filmId')), ready))
      .orderBy(sql`${videos.episodeNumber} asc nulls first`, asc(videos.id)),
  );
  const videoWithFilm = builtOnce(() =>
    db
      .select({ video: videos, film: films })
      .from(videos)
      .innerJoin(films, eq(films.id, videos.filmId))
      .where(and(eq(videos.id, sql.placeholder('id')), reachable(sql.placeholder('at'))))
      .limit(1),
  );
  /** Search's statements per kind of key (films.search.ts), built once each. */
  const searchStatementsOf = (shape: SearchShape) => ({
    page: builtOnce(() =>
      db
        .select({ ...hitColumns, total: sql<number>`page.total`.mapWith(Number) })
        .from(films)
        .innerJoin(searchPage(shape), sql`page.film_id = ${films.id}`)
        .orderBy(...searchOrder),
    ),
    count: builtOnce(() =>
      db.select({ total: searchCount(shape).mapWith(Number) }).from(sql`(select 1) as one`),
    ),
  });
  const searchStatements = byShape<ReturnType<typeof searchStatementsOf>>();
  const allGenres = builtOnce(() =>
    db.select().from(genres).orderBy(asc(genres.position), asc(genres.id)),
  );
  const viewerDetail = detailOf(true);

  return {
    listGenres(): Promise<GenreRow[]> {
      return allGenres().execute();
    },

    async list(filter: FilmFilter, limit: number, offset: number) {
      const cap = offset + countAhead;
      const genre = filter.genre ? genreValues(filter.genre) : undefined;
      const shape = listShape(filter, genre?.genreId !== undefined, offset > 0 ? undefined : limit);
      const values = {
        at: new Date(now()),
        type: filter.type,
        ...genre,
        countOver: cap + 1,
        // Ranked films past the placed ones: as many as the page may reach.
        ahead: offset + limit,
        limit,
        offset,
      };
      const page = pageFrom(await shape.page().execute(values));
      const counted = page.total ?? (await shape.count().execute(values))[0]?.total ?? 0;
      return { ...page, ...totalOf(counted, cap) };
    },

    /** A viewer's own state on a film and its live counts; undefined when not reachable. */
    async viewerState(id: bigint, userId: bigint) {
      const rows = await viewerOnly().execute({ id, at: new Date(now()), user: String(userId) });
      return rows[0];
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
        | (Omit<SummaryRow, 'total' | 'film'> & {
            film: FilmRow;
            episodes: EpisodeJson[];
            liked?: boolean;
            bookmarked?: boolean;
            last?: ViewerColumns['last'];
          })
        | undefined;
      if (!row) return undefined;
      const { extras } = pageFrom([row]);
      const episodes = row.episodes.map((e) => ({ ...e, id: BigInt(e.id) }));
      const viewer: ViewerColumns | null =
        userId === null
          ? null
          : {
              liked: row.liked ?? false,
              bookmarked: row.bookmarked ?? false,
              last: row.last ?? null,
            };
      return { film: row.film, extras, episodes, viewer };
    },

    videosOf(filmId: bigint): Promise<VideoRow[]> {
      return readyVideosOf().execute({ filmId });
    },

    async findVideo(id: bigint): Promise<{ video: VideoRow; film: FilmRow } | undefined> {
      const rows = await videoWithFilm().execute({ id, at: new Date(now()) });
      return rows[0];
    },

    /**
     * Substring search over both titles and the synopses, or a 초성 key over the Korean title's
     * initials, on `film_search` (films.search.ts): one page of hits by rank (title hits,
     * closeness, newest) with what their cards show and the capped total, in one statement.
     */
    async search(
      match: SearchMatch,
      limit: number,
      offset: number,
    ): Promise<{ rows: HitRow[]; total: number; capped: boolean }> {
      const cap = offset + countAhead;
      const window = Math.min(searchWindow.perFilm * (offset + limit), searchWindow.max);
      const shape = searchShapeOf(match);
      const statements = searchStatements(shape, () => searchStatementsOf(shape));
      const values = {
        ...searchValues(match),
        ...searchPageValues({
          offset,
          limit,
          cap,
          window,
          walk: searchWindow.max,
          countWindow: searchWindow.count,
          probeWindow: searchWindow.probe,
          at: new Date(now()).toISOString(),
        }),
      };
      const rows = await statements.page().execute(values);
      const counted = rows[0]?.total ?? (await statements.count().execute(values))[0]?.total ?? 0;
      return { rows, ...totalOf(counted, cap) };
    },
  };
};

export type FilmsRepository = ReturnType<typeof createFilmsRepository>;
