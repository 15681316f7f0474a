import type { Episode, FilmHit, FilmSummary } from '@dalbit/contract';
import type { Locale } from '../../../lib/language';
import { pickText } from '../../../lib/localized';

export interface FilmView {
  title: string;
  synopsis: string;
  poster: string;
  backdrop: string;
  year: string;
  genres: string[];
}

/** What a card shows of a film: a search hit or a summary (docs/api.md#bilingual-fields). */
export type CardView = Pick<FilmView, 'title' | 'poster' | 'year'>;

export function localizeCard(film: FilmHit, locale: Locale): CardView {
  return {
    title: pickText(film.title_kr, film.title_eng, locale),
    poster: pickText(film.posterDomestic, film.posterOversea, locale),
    year: film.releaseDate.slice(0, 4),
  };
}

/** The current language's texts and images, falling back to the other language (docs/api.md#bilingual-fields). */
export function localizeFilm(film: FilmSummary, locale: Locale): FilmView {
  return {
    ...localizeCard(film, locale),
    synopsis: pickText(film.synopsis_kr, film.synopsis_eng, locale),
    backdrop: pickText(film.backdropDomestic, film.backdropOversea, locale),
    genres: film.genres.map((genre) => pickText(genre.name_kr, genre.name_eng, locale)),
  };
}

/**
 * The episode's own title. The list already says "EP 2" / "2화" beside it, so a title that starts
 * with that label again ("Episode 2: …", "제2화 · …") loses the repeat; a title that is nothing
 * but the label stays as it is.
 */
export function episodeTitle(
  episode: Pick<Episode, 'number' | 'title_kr' | 'title_eng'>,
  locale: Locale,
): string {
  const title = pickText(episode.title_kr, episode.title_eng, locale);
  const repeat = new RegExp(
    `^\\s*(?:(?:ep(?:isode)?\\.?|e)\\s*0*${episode.number}(?!\\d)|제?\\s*0*${episode.number}\\s*[화회])\\s*(?:[:·.\\-–—|]\\s*)?`,
    'iu',
  );
  const rest = title.replace(repeat, '').trim();
  return rest || title;
}

/** 754 → "12:34", 3754 → "1:02:34" (the player's clock). */
export function formatClock(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = String(safe % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** A running time for people: "1h 5m", "12m", "45s" (ko: "1시간 5분", "12분", "45초"). */
export function formatRuntime(totalSeconds: number, locale: Locale): string {
  const safe = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const [h, m, s] = locale === 'ko' ? ['시간', '분', '초'] : ['h', 'm', 's'];
  const sep = locale === 'ko' ? ' ' : ' ';
  if (hours > 0) return `${hours}${h}${minutes ? `${sep}${minutes}${m}` : ''}`;
  if (minutes > 0) return `${minutes}${m}${seconds && minutes < 5 ? `${sep}${seconds}${s}` : ''}`;
  return `${seconds}${s}`;
}

export function detailPath(filmId: string, videoId?: string, play = false): string {
  const params = new URLSearchParams();
  if (videoId) params.set('v', videoId);
  if (play) params.set('play', '1');
  const search = params.toString();
  return `/detail-film/${encodeURIComponent(filmId)}${search ? `?${search}` : ''}`;
}
