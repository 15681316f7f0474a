import { and, asc, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { AdminFilmListQuery } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { randomName } from '../../infra/crypto/tokens.js';
import { escapeLike } from '../../shared/like.js';
import { watchProgress } from '../films/engagement.table.js';
import {
  filmGenres,
  films,
  genres,
  videos,
  type FilmRow,
  type NewFilmRow,
  type VideoRow,
} from '../films/films.table.js';
import { videoAssets, type VideoAssetRow } from '../ingest/ingest.table.js';

export type FilmValues = Omit<
  NewFilmRow,
  'id' | 'createdAt' | 'likeCount' | 'bookmarkCount' | 'listedFrom'
>;
export type VideoValues = Pick<VideoRow, 'titleKr' | 'titleEng' | 'synopsisKr' | 'synopsisEng'>;

/** A video row's storage prefix before its first ladder (unique, points at nothing). */
const pendingPrefix = () => `pending/${randomName()}`;

export type LatestAsset = Pick<VideoAssetRow, 'videoId' | 'status' | 'progress'>;

/** The back office's reads of the catalogue: every film, whatever viewers may see of it. */
export const createCatalogueRepository = (db: Db) => ({
  async list(query: AdminFilmListQuery): Promise<{ rows: FilmRow[]; total: number }> {
    const pattern = `%${escapeLike(query.q)}%`;
    const where = and(
      query.q ? or(ilike(films.titleKr, pattern), ilike(films.titleEng, pattern)) : undefined,
      query.type === 'all' ? undefined : eq(films.type, query.type),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(films)
        .where(where)
        .orderBy(direction(films.releaseDate), direction(films.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(films).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findFilm(id: bigint): Promise<FilmRow | undefined> {
    return (await db.select().from(films).where(eq(films.id, id)).limit(1))[0];
  },

  /** A new film with its first video (a short movie's or music video's one; none for a series). */
  async insertFilm(values: FilmValues, withVideo: boolean): Promise<FilmRow> {
    return db.transaction(async (tx) => {
      const [film] = await tx.insert(films).values(values).returning();
      if (!film) throw new Error('film insert returned nothing');
      if (withVideo) {
        await tx.insert(videos).values({ filmId: film.id, storagePrefix: pendingPrefix() });
      }
      return film;
    });
  },

  /** The film's fields and its genres, in one transaction. */
  async updateFilm(
    id: bigint,
    values: Partial<FilmValues>,
    genreIds: bigint[],
  ): Promise<FilmRow | undefined> {
    return db.transaction(async (tx) => {
      const [film] = await tx.update(films).set(values).where(eq(films.id, id)).returning();
      if (!film) return undefined;
      await tx.delete(filmGenres).where(eq(filmGenres.filmId, id));
      if (genreIds.length > 0) {
        await tx.insert(filmGenres).values(genreIds.map((genreId) => ({ filmId: id, genreId })));
      }
      return film;
    });
  },

  async genreIdsOf(filmId: bigint): Promise<bigint[]> {
    const rows = await db
      .select({ id: filmGenres.genreId })
      .from(filmGenres)
      .innerJoin(genres, eq(genres.id, filmGenres.genreId))
      .where(eq(filmGenres.filmId, filmId))
      .orderBy(asc(genres.position), asc(genres.id));
    return rows.map((r) => r.id);
  },

  /** How many of these genre ids exist. */
  async countGenres(ids: bigint[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db.select({ n: count() }).from(genres).where(inArray(genres.id, ids));
    return rows[0]?.n ?? 0;
  },

  /** Viewers' saved positions per video (what removing an episode erases). */
  async progressCounts(videoIds: bigint[]): Promise<Map<bigint, number>> {
    if (videoIds.length === 0) return new Map();
    const rows = await db
      .select({ videoId: watchProgress.videoId, n: count() })
      .from(watchProgress)
      .where(inArray(watchProgress.videoId, videoIds))
      .groupBy(watchProgress.videoId);
    return new Map(rows.map((r) => [r.videoId, r.n]));
  },

  async findVideo(filmId: bigint, videoId: bigint): Promise<VideoRow | undefined> {
    const rows = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.filmId, filmId)))
      .limit(1);
    return rows[0];
  },

  async updateVideo(id: bigint, values: VideoValues): Promise<VideoRow | undefined> {
    return (await db.update(videos).set(values).where(eq(videos.id, id)).returning())[0];
  },

  /** A new last episode of a series (its number follows the highest). */
  async addEpisode(filmId: bigint, values: VideoValues): Promise<VideoRow> {
    return db.transaction(async (tx) => {
      // One writer at a time per film: two adds never take the same number.
      await tx.execute(sql`select id from ${films} where ${films.id} = ${filmId} for update`);
      const [top] = await tx
        .select({ n: max(videos.episodeNumber) })
        .from(videos)
        .where(eq(videos.filmId, filmId));
      const [row] = await tx
        .insert(videos)
        .values({
          ...values,
          filmId,
          episodeNumber: (top?.n ?? 0) + 1,
          storagePrefix: pendingPrefix(),
        })
        .returning();
      if (!row) throw new Error('episode insert returned nothing');
      return row;
    });
  },

  /**
   * Numbers the film's episodes 1…n in the order given, which must name every episode once;
   * false when it does not (the list changed meanwhile).
   */
  async reorderEpisodes(filmId: bigint, ids: bigint[]): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${films} where ${films.id} = ${filmId} for update`);
      const current = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.filmId, filmId));
      const known = new Set(current.map((r) => r.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length) return false;
      if (!ids.every((id) => known.has(id))) return false;
      await renumber(tx, filmId, ids);
      return true;
    });
  },

  /** Removes an episode and numbers the others 1…n again, in their order. */
  /** Removes an episode, renumbers the rest, and points the film at `images` (kept frames). */
  async removeEpisode(
    filmId: bigint,
    videoId: bigint,
    images: Partial<
      Pick<FilmRow, 'posterDomestic' | 'posterOversea' | 'backdropDomestic' | 'backdropOversea'>
    > = {},
  ): Promise<VideoRow | undefined> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${films} where ${films.id} = ${filmId} for update`);
      const [removed] = await tx
        .delete(videos)
        .where(and(eq(videos.id, videoId), eq(videos.filmId, filmId)))
        .returning();
      if (!removed) return undefined;
      if (Object.keys(images).length > 0) {
        await tx.update(films).set(images).where(eq(films.id, filmId));
      }
      const rest = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.filmId, filmId))
        .orderBy(asc(videos.episodeNumber), asc(videos.id));
      await renumber(
        tx,
        filmId,
        rest.map((r) => r.id),
      );
      return removed;
    });
  },

  async setPublication(
    id: bigint,
    values: Pick<FilmRow, 'state' | 'publishAt'>,
  ): Promise<FilmRow | undefined> {
    const rows = await db.update(films).set(values).where(eq(films.id, id)).returning();
    return rows[0];
  },

  async videosOf(filmIds: bigint[]): Promise<VideoRow[]> {
    if (filmIds.length === 0) return [];
    return db
      .select()
      .from(videos)
      .where(inArray(videos.filmId, filmIds))
      .orderBy(asc(sql`coalesce(${videos.episodeNumber}, 0)`), asc(videos.id));
  },

  /** The latest upload of each video (its state and progress). */
  async latestAssets(videoIds: bigint[]): Promise<LatestAsset[]> {
    if (videoIds.length === 0) return [];
    return db
      .selectDistinctOn([videoAssets.videoId], {
        videoId: videoAssets.videoId,
        status: videoAssets.status,
        progress: videoAssets.progress,
      })
      .from(videoAssets)
      .where(inArray(videoAssets.videoId, videoIds))
      .orderBy(videoAssets.videoId, desc(videoAssets.id));
  },
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Episode numbers 1…n in the given order. The unique (film, number) index is checked row by
 * row, so the numbers go negative first and then to their places.
 */
const renumber = async (tx: Tx, filmId: bigint, ids: bigint[]) => {
  if (ids.length === 0) return;
  const cases = (sign: number) =>
    sql.join(
      ids.map((id, index) => sql`when ${id} then ${sign * (index + 1)}`),
      sql` `,
    );
  const set = async (sign: number) =>
    tx
      .update(videos)
      .set({ episodeNumber: sql`(case ${videos.id} ${cases(sign)} end)::int` })
      .where(and(eq(videos.filmId, filmId), inArray(videos.id, ids)));
  await set(-1);
  await set(1);
};

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
