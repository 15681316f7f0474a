import type { AdminFilmListQuery, AdminFilmSummary, Page } from '@dalbit/contract';
import type { CatalogueRepository } from './catalogue.repository.js';

export const createCatalogueService = (options: { repository: CatalogueRepository }) => {
  const { repository } = options;
  return {
    /** Films with their videos and where each video's media stands. */
    async list(query: AdminFilmListQuery): Promise<Page<AdminFilmSummary>> {
      const { rows, total } = await repository.list(query);
      const videos = await repository.videosOf(rows.map((f) => f.id));
      const assets = new Map(
        (await repository.latestAssets(videos.map((v) => v.id))).map((a) => [a.videoId, a]),
      );
      return {
        items: rows.map((film) => ({
          _id: String(film.id),
          type: film.type,
          titleKr: film.titleKr,
          titleEng: film.titleEng,
          posterDomestic: film.posterDomestic,
          releaseDate: film.releaseDate,
          videos: videos
            .filter((v) => v.filmId === film.id)
            .map((v) => {
              const asset = assets.get(v.id);
              return {
                _id: String(v.id),
                episodeNumber: v.episodeNumber,
                titleKr: v.titleKr,
                titleEng: v.titleEng,
                durationSeconds: v.durationSeconds,
                playable: v.renditions.length > 0,
                thumbnail: v.thumbnail,
                asset: asset
                  ? { status: asset.status, progress: Math.round(asset.progress * 10) / 10 }
                  : null,
              };
            }),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
