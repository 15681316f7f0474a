import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminFilmListQuery } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { films, videos, type FilmRow, type VideoRow } from '../films/films.table.js';
import { videoAssets, type VideoAssetRow } from '../ingest/ingest.table.js';

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

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
