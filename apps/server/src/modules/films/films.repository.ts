import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FilmType } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { searchSql, type SearchMatch } from '../../shared/search-match.js';
import {
  filmGenres,
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

// Must stay identical to the expression of films_synopsis_trgm_idx.
const synopsisText = sql`lower(${films.synopsisKr} || ' ' || ${films.synopsisEng})`;

export const createFilmsRepository = (db: Db) => ({
  listGenres(): Promise<GenreRow[]> {
    return db.select().from(genres).orderBy(asc(genres.position), asc(genres.id));
  },

  async list(filter: FilmFilter, limit: number, offset: number) {
    const where = and(
      filter.type ? eq(films.type, filter.type) : undefined,
      filter.genre ? genreCondition(filter.genre) : undefined,
    );
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
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(films).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findById(id: bigint): Promise<FilmRow | undefined> {
    const rows = await db.select().from(films).where(eq(films.id, id)).limit(1);
    return rows[0];
  },

  async findByIds(ids: bigint[]): Promise<Map<bigint, FilmRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(films).where(inArray(films.id, ids));
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
        .where(inArray(videos.filmId, ids))
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
      .where(eq(videos.filmId, filmId))
      .orderBy(sql`${videos.episodeNumber} asc nulls first`, asc(videos.id));
  },

  async findVideo(id: bigint): Promise<{ video: VideoRow; film: FilmRow } | undefined> {
    const rows = await db
      .select({ video: videos, film: films })
      .from(videos)
      .innerJoin(films, eq(films.id, videos.filmId))
      .where(eq(videos.id, id))
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
    const { where, titleHit, closeness } = searchSql(match, {
      titleKr: films.titleKr,
      titleEng: films.titleEng,
      titleChoseong: films.titleChoseong,
      body: synopsisText,
    });
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
