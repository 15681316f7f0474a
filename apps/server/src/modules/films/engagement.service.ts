import {
  WATCHED_RATIO,
  type FilmSummary,
  type HistoryItem,
  type Page,
  type Progress,
  type Reaction,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { EngagementRepository, ReactionKind } from './engagement.repository.js';
import type { WatchProgressRow } from './engagement.table.js';
import { pageFrom } from './films.columns.js';
import { toFilmSummary } from './films.dto.js';
import type { FilmsService } from './films.service.js';

/** The continue-watching list holds at most this many films. */
export const HISTORY_LIMIT = 50;

const toProgressDto = (row: WatchProgressRow): Progress => ({
  videoId: row.videoId.toString(),
  positionSeconds: row.positionSeconds,
  watched: row.watched,
  updatedAt: row.updatedAt.toISOString(),
});

export interface EngagementServiceOptions {
  repository: EngagementRepository;
  films: FilmsService;
  now: Clock;
}

export const createEngagementService = ({ repository, films, now }: EngagementServiceOptions) => ({
  async react(
    kind: ReactionKind,
    userId: bigint,
    filmId: string,
    active: boolean,
  ): Promise<Reaction> {
    const film = await films.filmRow(filmId);
    const count = await repository.setReaction(kind, userId, film.id, active);
    if (count === undefined) throw new AppError('film.not_found');
    return { active, count };
  },

  async myFilms(
    kind: ReactionKind,
    userId: bigint,
    page: number,
    pageSize: number,
  ): Promise<Page<FilmSummary>> {
    const found = await repository.reactedFilms(
      kind,
      userId,
      pageSize,
      pageOffset(page, pageSize),
      new Date(now()),
    );
    const items = found.rows.map((row) => toFilmSummary(row, found.extras));
    return toPage(items, page, pageSize, found.total);
  },

  /**
   * Saves where the viewer is. The stored duration (from the media) wins over the client's;
   * a video counts as watched from WATCHED_RATIO of it on, and stays watched afterwards.
   */
  async saveProgress(
    userId: bigint,
    videoId: string,
    body: { positionSeconds: number; durationSeconds?: number | undefined },
  ): Promise<Progress> {
    const { video } = await films.videoOf(videoId);
    const duration =
      video.durationSeconds > 0 ? video.durationSeconds : (body.durationSeconds ?? 0);
    const position = duration > 0 ? Math.min(body.positionSeconds, duration) : body.positionSeconds;
    const row = await repository.saveProgress({
      userId,
      videoId: video.id,
      positionSeconds: position,
      durationSeconds: duration,
      watched: duration > 0 && position >= duration * WATCHED_RATIO,
      at: new Date(now()),
    });
    return toProgressDto(row);
  },

  /** Position 0, not watched, when the viewer has not started the video. */
  async progress(userId: bigint, videoId: string): Promise<Progress> {
    const { video } = await films.videoOf(videoId);
    const row = await repository.progressOf(userId, video.id);
    return row
      ? toProgressDto(row)
      : {
          videoId: video.id.toString(),
          positionSeconds: 0,
          watched: false,
          updatedAt: new Date(0).toISOString(),
        };
  },

  async history(userId: bigint): Promise<HistoryItem[]> {
    const rows = await repository.history(userId, HISTORY_LIMIT, new Date(now()));
    const { extras } = pageFrom(rows);
    return rows.map((r) => ({
      film: toFilmSummary(r.film, extras),
      videoId: r.progress.videoId.toString(),
      episodeNumber: r.episodeNumber,
      positionSeconds: r.progress.positionSeconds,
      durationSeconds: r.progress.durationSeconds,
      watched: r.progress.watched,
      updatedAt: r.progress.updatedAt.toISOString(),
    }));
  },
});

export type EngagementService = ReturnType<typeof createEngagementService>;
