import type {
  AdminEpisode,
  AdminFilmDetail,
  EpisodeFields,
  FilmCreate,
  FilmFields,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Clock } from '../../shared/clock.js';
import { randomName } from '../../infra/crypto/tokens.js';
import { toId } from '../../shared/ids.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { FilmRow, VideoRow } from '../films/films.table.js';
import type { CatalogueRepository, FilmValues, LatestAsset } from './catalogue.repository.js';
import { visibleNow } from './catalogue.service.js';
import { createFilmImages } from './film-images.js';
import { missingTranslations } from './missing-translations.js';

/** The files of a video (ladders, subtitles, sources), from the ingest module. */
export interface VideoMediaFiles<F = unknown> {
  /** Refuses (409 `media.in_progress`) a video whose upload or transcode is under way. */
  filesOf(videoId: bigint): Promise<F>;
  removeFiles(files: F): Promise<void>;
}

export interface PosterUploads {
  /** The URL is one storage hands out for the posters folder. */
  isPosterUrl(url: string): boolean;
  /** The upload behind it holds an image (400 `upload.*` otherwise). */
  checkPoster(url: string): Promise<void>;
}

export interface FilmEditorOptions {
  repository: CatalogueRepository;
  audit: AuditTrail;
  changed: () => void;
  now: Clock;
  /** Poster and backdrop uploads (the accounts module's image check). */
  posters: PosterUploads;
  /** Public URLs of storage keys (the generated frames). */
  publicUrl: (key: string) => string;
  /** Copies a stored file (a picked frame that must outlive its episode). */
  copy: (fromKey: string, toKey: string) => Promise<void>;
  /** Every stored key under a prefix. */
  list: (prefix: string) => Promise<string[]>;
  media: VideoMediaFiles;
}

/** What an audit line keeps of a film's fields. */
const auditView = (film: FilmRow, genreIds: bigint[]) => ({
  type: film.type,
  titleKr: film.titleKr,
  titleEng: film.titleEng,
  synopsisKr: film.synopsisKr,
  synopsisEng: film.synopsisEng,
  releaseDate: film.releaseDate,
  ageRating: film.ageRating,
  genreIds: genreIds.map(String),
  credits: film.credits,
  posterDomestic: film.posterDomestic,
  posterOversea: film.posterOversea,
  backdropDomestic: film.backdropDomestic,
  backdropOversea: film.backdropOversea,
});

const videoView = (v: VideoRow) => ({
  episodeNumber: v.episodeNumber,
  titleKr: v.titleKr,
  titleEng: v.titleEng,
  synopsisKr: v.synopsisKr,
  synopsisEng: v.synopsisEng,
  renditions: v.renditions.length,
  subtitles: v.subtitles.map((s) => s.lang),
});

const toVideoValues = (input: EpisodeFields) => ({
  titleKr: input.title_kr,
  titleEng: input.title_eng,
  synopsisKr: input.synopsis_kr,
  synopsisEng: input.synopsis_eng,
});

/** Today in Korea (YYYY-MM-DD): a new film's release date until the editor sets one. */
const koreaToday = (at: number) => new Date(at + 9 * 3600_000).toISOString().slice(0, 10);

/**
 * Creating and editing films in the back office (docs/product/back-office.md#catalogue-editing):
 * the three types, a series' episodes (add, reorder, remove), every field in both languages,
 * genres, credits, age rating, posters and backdrops. Every write is audited and drops the
 * viewers' cache.
 */
export const createFilmEditorService = (options: FilmEditorOptions) => {
  const { repository, audit, now } = options;
  const images = createFilmImages(options);

  const filmOf = async (id: string): Promise<FilmRow> => {
    const filmId = toId(id);
    const film = filmId === undefined ? undefined : await repository.findFilm(filmId);
    if (!film) throw new AppError('film.not_found');
    return film;
  };

  const seriesOf = async (id: string): Promise<FilmRow> => {
    const film = await filmOf(id);
    if (film.type !== 'web_series') throw new AppError('film.not_series');
    return film;
  };

  const videoOf = async (film: FilmRow, id: string): Promise<VideoRow> => {
    const videoId = toId(id);
    const video = videoId === undefined ? undefined : await repository.findVideo(film.id, videoId);
    if (!video) throw new AppError('video.not_found');
    return video;
  };

  const episodeOf = (
    v: VideoRow,
    assets: Map<bigint, LatestAsset>,
    progress: Map<bigint, number>,
  ): AdminEpisode => {
    const asset = assets.get(v.id);
    return {
      _id: String(v.id),
      episodeNumber: v.episodeNumber,
      titleKr: v.titleKr,
      titleEng: v.titleEng,
      synopsisKr: v.synopsisKr,
      synopsisEng: v.synopsisEng,
      durationSeconds: v.durationSeconds,
      playable: v.renditions.length > 0,
      thumbnail: v.thumbnail,
      asset: asset
        ? { status: asset.status, progress: Math.round(asset.progress * 10) / 10 }
        : null,
      progressCount: progress.get(v.id) ?? 0,
    };
  };

  const detailOf = async (film: FilmRow): Promise<AdminFilmDetail> => {
    const [videos, genreIds] = await Promise.all([
      repository.videosOf([film.id]),
      repository.genreIdsOf(film.id),
    ]);
    const ids = videos.map((v) => v.id);
    const [assets, progress] = await Promise.all([
      repository.latestAssets(ids),
      repository.progressCounts(ids),
    ]);
    const assetMap = new Map(assets.map((a) => [a.videoId, a]));
    return {
      _id: String(film.id),
      type: film.type,
      title_kr: film.titleKr,
      title_eng: film.titleEng,
      synopsis_kr: film.synopsisKr,
      synopsis_eng: film.synopsisEng,
      releaseDate: film.releaseDate,
      ageRating: film.ageRating,
      genreIds: genreIds.map(String),
      credits: film.credits,
      posterDomestic: film.posterDomestic,
      posterOversea: film.posterOversea,
      backdropDomestic: film.backdropDomestic,
      backdropOversea: film.backdropOversea,
      state: film.state,
      publishAt: film.publishAt?.toISOString() ?? null,
      visible: visibleNow(film, now()),
      missing: missingTranslations(film, videos),
      episodes: videos.map((v) => episodeOf(v, assetMap, progress)),
      frames: images.framesOf(videos),
    };
  };

  const done = async (film: FilmRow) => {
    options.changed();
    return detailOf(film);
  };

  return {
    detail: async (id: string) => detailOf(await filmOf(id)),

    /** A draft of the type; a short movie or music video gets its one video at once. */
    async create(staff: StaffContext, input: FilmCreate): Promise<AdminFilmDetail> {
      const values: FilmValues = {
        type: input.type,
        slug: `new-${randomName(9).toLowerCase()}`,
        titleKr: input.title_kr,
        titleEng: input.title_eng,
        releaseDate: koreaToday(now()),
        state: 'draft',
      };
      const film = await repository.insertFilm(values, input.type !== 'web_series');
      await audit.record(staff, {
        action: 'film.create',
        entityType: 'film',
        entityId: String(film.id),
        after: auditView(film, []),
      });
      return done(film);
    },

    async update(staff: StaffContext, id: string, input: FilmFields): Promise<AdminFilmDetail> {
      const before = await filmOf(id);
      const genreIds = [...new Set(input.genreIds)].map((g) => BigInt(g));
      if ((await repository.countGenres(genreIds)) !== genreIds.length) {
        throw new AppError('film.genre_unknown');
      }
      await images.check(before, input);
      const genresBefore = await repository.genreIdsOf(before.id);
      const after = await repository.updateFilm(
        before.id,
        {
          titleKr: input.title_kr,
          titleEng: input.title_eng,
          synopsisKr: input.synopsis_kr,
          synopsisEng: input.synopsis_eng,
          releaseDate: input.releaseDate,
          ageRating: input.ageRating,
          credits: input.credits,
          posterDomestic: input.posterDomestic,
          posterOversea: input.posterOversea,
          backdropDomestic: input.backdropDomestic,
          backdropOversea: input.backdropOversea,
        },
        genreIds,
      );
      if (!after) throw new AppError('film.not_found');
      await audit.record(staff, {
        action: 'film.update',
        entityType: 'film',
        entityId: id,
        before: auditView(before, genresBefore),
        after: auditView(after, genreIds),
      });
      return done(after);
    },

    async addEpisode(
      staff: StaffContext,
      id: string,
      input: EpisodeFields,
    ): Promise<AdminFilmDetail> {
      const film = await seriesOf(id);
      const video = await repository.addEpisode(film.id, toVideoValues(input));
      await audit.record(staff, {
        action: 'film.episode_add',
        entityType: 'film',
        entityId: id,
        after: { videoId: String(video.id), ...videoView(video) },
      });
      return done(film);
    },

    /** An episode's (or the one video's) titles and synopsis. */
    async updateEpisode(
      staff: StaffContext,
      id: string,
      videoId: string,
      input: EpisodeFields,
    ): Promise<AdminFilmDetail> {
      const film = await filmOf(id);
      const before = await videoOf(film, videoId);
      const after = await repository.updateVideo(before.id, toVideoValues(input));
      if (!after) throw new AppError('video.not_found');
      await audit.record(staff, {
        action: 'film.episode_update',
        entityType: 'video',
        entityId: videoId,
        before: videoView(before),
        after: videoView(after),
      });
      return done(film);
    },

    async reorderEpisodes(
      staff: StaffContext,
      id: string,
      ids: string[],
    ): Promise<AdminFilmDetail> {
      const film = await seriesOf(id);
      const keys = ids.map((v) => toId(v) ?? -1n);
      const before = await repository.videosOf([film.id]);
      if (!(await repository.reorderEpisodes(film.id, keys))) {
        throw new AppError('film.episode_order_mismatch');
      }
      await audit.record(staff, {
        action: 'film.episode_order',
        entityType: 'film',
        entityId: id,
        before: { order: before.map((v) => String(v.id)) },
        after: { order: ids },
      });
      return done(film);
    },

    /**
     * Removes a series' episode. One with media (a ladder, subtitles, an upload) or viewers'
     * progress goes only when confirmed; its files are deleted after the row.
     */
    async removeEpisode(
      staff: StaffContext,
      id: string,
      videoId: string,
      confirm: boolean,
    ): Promise<AdminFilmDetail> {
      const film = await filmOf(id);
      const video = await videoOf(film, videoId);
      if (film.type !== 'web_series') throw new AppError('film.last_video');
      const progress = (await repository.progressCounts([video.id])).get(video.id) ?? 0;
      const assets = await repository.latestAssets([video.id]);
      const inUse =
        video.renditions.length > 0 ||
        video.subtitles.length > 0 ||
        assets.length > 0 ||
        progress > 0;
      if (inUse && !confirm) throw new AppError('film.episode_in_use');
      const files = await options.media.filesOf(video.id);
      const kept = await images.keepShownFrames(film, video);
      const removed = await repository.removeEpisode(film.id, video.id, kept);
      if (!removed) throw new AppError('video.not_found');
      await options.media.removeFiles(files);
      await audit.record(staff, {
        action: 'film.episode_remove',
        entityType: 'video',
        entityId: videoId,
        before: { filmId: id, ...videoView(removed), progressCount: progress },
      });
      // The film's images may point at kept copies now.
      return done((await repository.findFilm(film.id)) ?? film);
    },
  };
};

export type FilmEditorService = ReturnType<typeof createFilmEditorService>;
