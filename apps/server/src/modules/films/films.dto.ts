import type { Episode, FilmHit, FilmSummary, Genre } from '@dalbit/contract';
import type { FilmExtras } from './films.repository.js';
import type { HitRow, SummaryFilm } from './films.columns.js';
import type { GenreRow, VideoRow } from './films.table.js';

export const toGenreDto = (row: GenreRow): Genre => ({
  _id: row.id.toString(),
  name_kr: row.nameKr,
  name_eng: row.nameEng,
});

export const toFilmHit = (row: HitRow): FilmHit => ({
  _id: row.id.toString(),
  type: row.type,
  title_kr: row.titleKr,
  title_eng: row.titleEng,
  posterDomestic: row.posterDomestic,
  posterOversea: row.posterOversea,
  ageRating: row.ageRating,
  releaseDate: row.releaseDate,
  episodeCount: row.episodeCount,
});

/** A summary is a film hit (what a card shows) with the rest of what lists show. */
export const toFilmSummary = (row: SummaryFilm, extras: FilmExtras): FilmSummary => {
  const totals = extras.totals.get(row.id);
  return {
    ...toFilmHit({ ...row, episodeCount: totals?.episodeCount ?? 0 }),
    synopsis_kr: row.synopsisKr,
    synopsis_eng: row.synopsisEng,
    backdropDomestic: row.backdropDomestic,
    backdropOversea: row.backdropOversea,
    genres: (extras.genres.get(row.id) ?? []).map(toGenreDto),
    durationSeconds: totals?.durationSeconds ?? 0,
    likeCount: row.likeCount,
    bookmarkCount: row.bookmarkCount,
  };
};

/** What an episode of the detail shows of its video. */
export type EpisodeFields = Pick<
  VideoRow,
  | 'id'
  | 'episodeNumber'
  | 'titleKr'
  | 'titleEng'
  | 'synopsisKr'
  | 'synopsisEng'
  | 'thumbnail'
  | 'durationSeconds'
>;

export const toEpisodeDto = (video: EpisodeFields, index: number): Episode => ({
  _id: video.id.toString(),
  videoId: video.id.toString(),
  number: video.episodeNumber ?? index + 1,
  title_kr: video.titleKr,
  title_eng: video.titleEng,
  synopsis_kr: video.synopsisKr,
  synopsis_eng: video.synopsisEng,
  thumbnail: video.thumbnail,
  durationSeconds: video.durationSeconds,
});
