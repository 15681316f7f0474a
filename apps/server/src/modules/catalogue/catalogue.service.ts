import type { AdminFilmListQuery, AdminFilmSummary, FilmPublication, Page } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { FilmRow, VideoRow } from '../films/films.table.js';
import type { CatalogueRepository, LatestAsset } from './catalogue.repository.js';
import { missingTranslations } from './missing-translations.js';

/** What viewers see of a film now (the films module's own filter says the same in SQL). */
export const visibleNow = (film: Pick<FilmRow, 'state' | 'publishAt'>, now: number) =>
  film.state === 'published' ||
  (film.state === 'scheduled' && film.publishAt !== null && film.publishAt.getTime() <= now);

export const createCatalogueService = (options: {
  repository: CatalogueRepository;
  audit: AuditTrail;
  /** Drops the public answers' cache, so a change shows at once. */
  changed: () => void;
  now: Clock;
}) => {
  const { repository, audit, now } = options;

  const summaryOf = (
    film: FilmRow,
    videos: VideoRow[],
    assets: Map<bigint, LatestAsset>,
  ): AdminFilmSummary => ({
    _id: String(film.id),
    type: film.type,
    titleKr: film.titleKr,
    titleEng: film.titleEng,
    posterDomestic: film.posterDomestic,
    releaseDate: film.releaseDate,
    state: film.state,
    publishAt: film.publishAt?.toISOString() ?? null,
    visible: visibleNow(film, now()),
    missing: missingTranslations(
      film,
      videos.filter((v) => v.filmId === film.id),
    ),
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
  });

  const summariesOf = async (rows: FilmRow[]) => {
    const videos = await repository.videosOf(rows.map((f) => f.id));
    const assets = new Map(
      (await repository.latestAssets(videos.map((v) => v.id))).map((a) => [a.videoId, a]),
    );
    return rows.map((film) => summaryOf(film, videos, assets));
  };

  return {
    /** Films with their videos and where each video's media stands. */
    async list(query: AdminFilmListQuery): Promise<Page<AdminFilmSummary>> {
      const { rows, total } = await repository.list(query);
      return {
        items: await summariesOf(rows),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    /** Draft, scheduled at a time, published or unlisted; recorded in the audit log. */
    async setPublication(
      staff: StaffContext,
      id: string,
      input: FilmPublication,
    ): Promise<AdminFilmSummary> {
      const filmId = toId(id);
      const before = filmId === undefined ? undefined : await repository.findFilm(filmId);
      if (!before) throw new AppError('film.not_found');
      const publishAt =
        input.state === 'scheduled' && input.publishAt ? new Date(input.publishAt) : null;
      const after = await repository.setPublication(before.id, { state: input.state, publishAt });
      if (!after) throw new AppError('film.not_found');
      await audit.record(staff, {
        action: 'film.publication',
        entityType: 'film',
        entityId: String(before.id),
        before: { state: before.state, publishAt: before.publishAt },
        after: { state: after.state, publishAt: after.publishAt },
      });
      options.changed();
      const [summary] = await summariesOf([after]);
      if (!summary) throw new AppError('film.not_found');
      return summary;
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
