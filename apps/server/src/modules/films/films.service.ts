import type {
  FilmDetail,
  FilmHit,
  FilmListQuery,
  FilmSummary,
  Genre,
  Page,
  Playback,
  ViewerState,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { AppError } from '../../infra/http/app-error.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { EngagementRepository } from './engagement.repository.js';
import { toId } from '../../shared/ids.js';
import { languageName } from '../../shared/language-name.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { SearchMatch } from '../../shared/search-match.js';
import { toEpisodeDto, toFilmHit, toFilmSummary, toGenreDto } from './films.dto.js';
import type { FilmExtras, FilmsRepository, ViewerColumns } from './films.repository.js';
import type { FilmRow } from './films.table.js';
import type { SummaryFilm } from './films.columns.js';

/** Cache keys of this module start with this; catalogue writes invalidate by it (app.ts). */
export const FILMS_CACHE_PREFIX = 'films:';

/** Korean first, English second, then the others by code: the order of the player's menu. */
const langOrder = (lang: string) => ({ ko: 0, en: 1 })[lang] ?? 2;

export interface FilmsServiceOptions {
  repository: FilmsRepository;
  /** Viewer state (reactions, progress) of a film's detail and playback. */
  engagement: EngagementRepository;
  storage: Storage;
  cache: TtlCache;
}

export const createFilmsService = ({
  repository,
  engagement,
  storage,
  cache,
}: FilmsServiceOptions) => {
  const filmRow = async (id: string): Promise<FilmRow> => {
    const filmId = toId(id);
    const row = filmId === undefined ? undefined : await repository.findById(filmId);
    if (!row) throw new AppError('film.not_found');
    return row;
  };

  const videoOf = async (id: string) => {
    const videoId = toId(id);
    const found = videoId === undefined ? undefined : await repository.findVideo(videoId);
    if (!found) throw new AppError('video.not_found');
    return found;
  };

  /** A page of films the repository found (a list's or a search's), as the API answers it. */
  const pageOf = async (
    found: Promise<{
      rows: SummaryFilm[];
      extras: FilmExtras;
      total: number;
      capped?: boolean | undefined;
    }>,
    page: number,
    pageSize: number,
  ): Promise<Page<FilmSummary>> => {
    const { rows, extras, total, capped } = await found;
    return toPage(
      rows.map((r) => toFilmSummary(r, extras)),
      page,
      pageSize,
      total,
      capped,
    );
  };

  const viewerStateOf = (state: ViewerColumns): ViewerState => ({
    liked: state.liked,
    bookmarked: state.bookmarked,
    resume: state.last
      ? {
          videoId: state.last.videoId,
          positionSeconds: state.last.positionSeconds,
          watched: state.last.watched,
        }
      : null,
  });

  const detailOf = async (filmId: bigint, userId: bigint | null): Promise<FilmDetail> => {
    const found = await repository.detail(filmId, userId);
    if (!found) throw new AppError('film.not_found');
    const { film, extras, episodes, viewer } = found;
    return {
      ...toFilmSummary(film, extras),
      credits: film.credits,
      episodes: episodes.map(toEpisodeDto),
      viewer: viewer ? viewerStateOf(viewer) : null,
    };
  };

  const list = (query: FilmListQuery): Promise<Page<FilmSummary>> =>
    pageOf(
      repository.list(query, query.pageSize, pageOffset(query.page, query.pageSize)),
      query.page,
      query.pageSize,
    );

  return {
    filmRow,
    videoOf,

    genres(): Promise<Genre[]> {
      return cache.get(`${FILMS_CACHE_PREFIX}genres`, async () =>
        (await repository.listGenres()).map(toGenreDto),
      );
    },

    list,

    /**
     * A film's page. A visitor's is one statement (docs/performance.md#one-query-per-answer).
     * A viewer's, while answers are kept, is the kept visitor's page with their own state and the
     * live like and bookmark counts read beside it (one small statement), so the counts agree with
     * what they just did; with caching off it is one statement with the viewer's columns.
     */
    async detail(id: string, userId: bigint | null): Promise<FilmDetail> {
      const filmId = toId(id);
      if (filmId === undefined) throw new AppError('film.not_found');
      const visitors = () =>
        cache.get(`${FILMS_CACHE_PREFIX}detail:${filmId}`, () => detailOf(filmId, null));
      if (userId === null) return visitors();
      if (!cache.keeps) return detailOf(filmId, userId);
      const [page, state] = await Promise.all([visitors(), repository.viewerState(filmId, userId)]);
      if (!state) throw new AppError('film.not_found');
      return {
        ...page,
        likeCount: state.likeCount,
        bookmarkCount: state.bookmarkCount,
        viewer: viewerStateOf(state),
      };
    },

    async playback(id: string, userId: bigint | null): Promise<Playback> {
      const { video, film } = await videoOf(id);
      // A video without a published ladder (still uploading or processing) is not playable.
      if (video.renditions.length === 0) throw new AppError('video.not_found');
      const prefix = video.storagePrefix;
      let nextVideoId: string | null = null;
      if (video.episodeNumber !== null) {
        const next = (await repository.videosOf(film.id)).find(
          (v) => v.episodeNumber !== null && v.episodeNumber > (video.episodeNumber ?? 0),
        );
        nextVideoId = next ? next.id.toString() : null;
      }
      const progress = userId === null ? undefined : await engagement.progressOf(userId, video.id);
      return {
        videoId: video.id.toString(),
        filmId: film.id.toString(),
        episodeNumber: video.episodeNumber,
        masterUrl: storage.publicUrl(`${prefix}/master.m3u8`),
        renditions: [...video.renditions]
          .sort((a, b) => a.height - b.height)
          .map((r) => ({
            height: r.height,
            bandwidth: r.bandwidth,
            url: storage.publicUrl(`${prefix}/${r.height}p/index.m3u8`),
          })),
        subtitles: [...video.subtitles]
          .sort((a, b) => langOrder(a.lang) - langOrder(b.lang) || a.lang.localeCompare(b.lang))
          .map((s) => ({
            lang: s.lang,
            label: languageName(s.lang),
            url: storage.publicUrl(s.key),
          })),
        storyboardUrl: video.storyboardKey ? storage.publicUrl(video.storyboardKey) : null,
        durationSeconds: video.durationSeconds,
        nextVideoId,
        resumeSeconds: progress && !progress.watched ? progress.positionSeconds : 0,
      };
    },

    /** One page of search hits by rank (modules/search groups them by kind). */
    async search(match: SearchMatch, page: number, pageSize: number): Promise<Page<FilmHit>> {
      const found = await repository.search(match, pageSize, pageOffset(page, pageSize));
      return toPage(found.rows.map(toFilmHit), page, pageSize, found.total, found.capped);
    },
  };
};

export type FilmsService = ReturnType<typeof createFilmsService>;
