import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FilmType, Rail } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import type { Clock } from '../../shared/clock.js';
import { searchSql, type SearchMatch } from '../../shared/search-match.js';
import {
  filmGenres,
  filmRails,
  films,
  genres,
  videos,
  type FilmRow,
  type GenreRow,
  type VideoRow,
} from './films.table.js';

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
const published = (now: Date) =>
  or(
    eq(films.state, 'published'),
    and(eq(films.state, 'scheduled'), lte(films.publishAt, now)),
  ) as SQL;

/**
 * In lists, rails and search (docs/product/back-office.md#publication): published by now and
 * with at least one ready video.
 */
const listed = (now: Date) =>
  and(
    published(now),
    sql`exists (select 1 from ${videos} where ${videos.filmId} = ${films.id} and ${ready})`,
  ) as SQL;

/** Reachable by its link: listed, or unlisted on purpose. Never a draft or an early one. */
const reachable = (now: Date) => or(published(now), eq(films.state, 'unlisted')) as SQL;

// Must stay identical to the expression of films_synopsis_trgm_idx.
const synopsisText = sql`lower(${films.synopsisKr} || ' ' || ${films.synopsisEng})`;

/**
 * The viewers' reads of the catalogue: every query shows only what viewers may see at `now`
 * (the back office reads the tables through its own catalogue module).
 */
export const createFilmsRepository = (db: Db, now: Clock = Date.now) => ({
  listGenres(): Promise<GenreRow[]> {
    return db.select().from(genres).orderBy(asc(genres.position), asc(genres.id));
  },

  async list(filter: FilmFilter, limit: number, offset: number) {
    const where = and(
      listed(new Date(now())),
      filter.type ? eq(films.type, filter.type) : undefined,
      filter.genre ? genreCondition(filter.genre) : undefined,
    );
    const placed = filter.rail
      ? [
          sql`(select ${filmRails.position} from ${filmRails} where ${filmRails.rail} = ${filter.rail} and ${filmRails.filmId} = ${films.id}) asc nulls last`,
        ]
      : [];
    const order =
      filter.sort === 'popular'
        ? [
            desc(films.likeCount),
            desc(films.bookmarkCount),
            desc(films.releaseDate),
            desc(films.id),
          ]
        : [desc(films.releaseDate), desc(films.id)];
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(films)
        .where(where)
        .orderBy(...placed, ...order)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(films).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findById(id: bigint): Promise<FilmRow | undefined> {
    const rows = await db
      .select()
      .from(films)
      .where(and(eq(films.id, id), reachable(new Date(now()))))
      .limit(1);
    return rows[0];
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
          durationSeconds: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)`.mapWith(Number),
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
   * initials (shared/search-match.ts), each on a trigram index. Keys shorter than three
   * characters yield no trigrams; Postgres then scans, which is fine at catalogue size. One page
   * of hits by rank (title hits, closeness, newest) and the total.
   */
  async search(
    match: SearchMatch,
    limit: number,
    offset: number,
  ): Promise<{ rows: FilmRow[]; total: number }> {
    const matched = searchSql(match, {
      titleKr: films.titleKr,
      titleEng: films.titleEng,
      titleChoseong: films.titleChoseong,
      body: synopsisText,
    });
    const { titleHit, closeness } = matched;
    // Viewers find only what they may see: published by now, with a ready video.
    const where = and(listed(new Date(now())), matched.where);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(films)
        .where(where)
        .orderBy(
          sql`case when ${titleHit} then 0 else 1 end`,
          desc(closeness),
          desc(films.releaseDate),
          desc(films.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(films).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },
});

export type FilmsRepository = ReturnType<typeof createFilmsRepository>;
