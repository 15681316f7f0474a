import {
  and,
  asc,
  count,
  eq,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
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
import { filmBookmarks, filmLikes, watchProgress } from './engagement.table.js';
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

const genreCondition = (genre: string): SQL => {
  const byGenre = /^[1-9][0-9]{0,17}$/.test(genre)
    ? or(eq(genres.slug, genre), eq(genres.id, BigInt(genre)))
    : eq(genres.slug, genre.toLowerCase());
  return sql`exists (select 1 from ${filmGenres} join ${genres} on ${genres.id} = ${filmGenres.genreId} where ${filmGenres.filmId} = ${films.id} and ${byGenre})`;
};

/** A video viewers may see: its ladder is published (not uploading, not transcoding). */
const ready = sql`jsonb_array_length(${videos.renditions}) > 0`;

/** Published, or scheduled and its time has come. */
/** A moment: a date, or the placeholder of a query built once (infra/database/built-once.ts). */
type At = Date | Placeholder;

const published = (now: At) =>
  or(
    eq(films.state, 'published'),
    and(eq(films.state, 'scheduled'), lte(films.publishAt, now)),
  ) as SQL;

/**
 * In lists, rails and search (docs/product/back-office.md#publication): published by now and
 * with at least one ready video.
 */
const listed = (now: At) =>
  and(
    published(now),
    sql`exists (select 1 from ${videos} where ${videos.filmId} = ${films.id} and ${ready})`,
  ) as SQL;

/** Reachable by its link: listed, or unlisted on purpose. Never a draft or an early one. */
const reachable = (now: At) => or(published(now), eq(films.state, 'unlisted')) as SQL;

/**
 * The outer film's id inside a subquery of the select list. Drizzle writes a column of a
 * one-table select unqualified there (`"id"`), and inside a subquery over genres, likes or
 * videos that names their own `id`: every film got the same genres.
 */
const filmIdRef = sql.raw('"films"."id"');

/** A film's genres as JSON, built by the database (ids as text: JSON has no bigint). */
const genresJson = sql<
  GenreJson[]
>`(select coalesce(json_agg(json_build_object('id', g.id::text, 'slug', g.slug, 'nameKr', g.name_kr, 'nameEng', g.name_eng, 'position', g.position) order by g.position, g.id), '[]'::json) from film_genres fg join genres g on g.id = fg.genre_id where fg.film_id = ${filmIdRef})`;
const readyVideos = sql`from videos v where v.film_id = ${filmIdRef} and jsonb_array_length(v.renditions) > 0`;

interface GenreJson {
  id: string;
  slug: string;
  nameKr: string;
  nameEng: string;
  position: number;
}

/**
 * One page of films with what their summaries need (genres, running time, episodes) and the
 * number of matches (`cappedCount`), in one statement: the list answers with one round trip
 * instead of four (docs/performance.md#one-query-per-answer).
 */
const summaryColumns = {
  film: films,
  genres: genresJson,
  durationSeconds:
    sql<number>`(select coalesce(sum(v.duration_seconds), 0) ${readyVideos})`.mapWith(Number),
  episodeCount: sql<number>`(select count(*) ${readyVideos})`.mapWith(Number),
};

/** A ready video as JSON built by the database (ids as text). */
interface EpisodeJson {
  id: string;
  episodeNumber: number | null;
  titleKr: string;
  titleEng: string;
  synopsisKr: string;
  synopsisEng: string;
  thumbnail: string;
  durationSeconds: number;
}

/** The film's ready videos in episode order, as the detail lists them. */
const episodesJson = sql<
  EpisodeJson[]
>`(select coalesce(json_agg(json_build_object('id', v.id::text, 'episodeNumber', v.episode_number, 'titleKr', v.title_kr, 'titleEng', v.title_eng, 'synopsisKr', v.synopsis_kr, 'synopsisEng', v.synopsis_eng, 'thumbnail', v.thumbnail, 'durationSeconds', v.duration_seconds) order by v.episode_number asc nulls first, v.id), '[]'::json) ${readyVideos})`;

/**
 * What the signed-in viewer did with the film: reactions and the last video watched. (A raw
 * bigint parameter is passed as text: only columns map bigints for the drivers.)
 */
const viewerColumns = (userId: Placeholder) => ({
  liked: sql<boolean>`exists (select 1 from ${filmLikes} l where l.user_id = ${userId} and l.film_id = ${filmIdRef})`,
  bookmarked: sql<boolean>`exists (select 1 from ${filmBookmarks} b where b.user_id = ${userId} and b.film_id = ${filmIdRef})`,
  last: sql<{
    videoId: string;
    positionSeconds: number;
    watched: boolean;
  } | null>`(select json_build_object('videoId', wp.video_id::text, 'positionSeconds', wp.position_seconds, 'watched', wp.watched) from ${watchProgress} wp join videos v on v.id = wp.video_id where wp.user_id = ${userId} and v.film_id = ${filmIdRef} order by wp.updated_at desc, wp.id desc limit 1)`,
});

type SummaryRow = {
  film: FilmRow;
  genres: GenreJson[];
  durationSeconds: number;
  episodeCount: number;
  total: number;
};

const pageFrom = (found: SummaryRow[]) => {
  const extras: FilmExtras = { genres: new Map(), totals: new Map() };
  for (const r of found) {
    extras.genres.set(
      r.film.id,
      r.genres.map((g) => ({ ...g, id: BigInt(g.id) })),
    );
    extras.totals.set(r.film.id, {
      durationSeconds: r.durationSeconds,
      episodeCount: r.episodeCount,
    });
  }
  return { rows: found.map((r) => r.film), extras, total: found[0]?.total };
};

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
