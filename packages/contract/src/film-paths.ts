// Kept apart from films.ts and its schemas (`@dalbit/contract/film-paths`): the web's films
// reads import these values (the paths of the reads a page's data blocks answer, and the video a
// film page opens), and an import of the contract's index would bring zod and every
// schema (some 37 kB compressed) into the film, streaming and home pages' chunks. It imports
// nothing (films.ts re-exports it), so a film type and a rail are plain strings here.

/** How many films a rail asks for (the web's rails; /streaming's data blocks). */
export const RAIL_PAGE_SIZE = 20;

/**
 * The API path (below /api) of a films list read, its parameters always in this order and empty
 * ones left out, as the web's API client writes it: the key of a page's data block on both
 * sides (the server writes the block under it, the web's read looks for it;
 * docs/architecture.md#page-data).
 */
export const filmListPath = (query: {
  type?: string | null;
  genre?: string | null;
  sort: 'latest' | 'popular';
  rail?: string | null;
  page: number;
  pageSize: number;
}) => {
  const { type, genre, sort, rail, page, pageSize } = query;
  const params = Object.entries({ type, genre, sort, rail, page, pageSize })
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${formEncode(String(value))}`);
  return `/films?${params.join('&')}`;
};

/** The API path of a film's campaigns (its next season, episode or sequel raising funds). */
export const filmCampaignsPath = (filmId: string) =>
  `/films/${encodeURIComponent(filmId)}/campaigns`;

/** The API path of what the player needs to play one video. */
export const playbackPath = (videoId: string) =>
  `/films/videos/${encodeURIComponent(videoId)}/playback`;

/** What choosing a film page's video reads of the film (its detail, as the API answers it). */
interface EpisodeChoiceFilm<E extends { videoId: string }> {
  episodes: E[];
  viewer: { resume: { videoId: string; watched: boolean } | null } | null;
}

/**
 * The video a film page opens: the one in the address (`?v=`), else the unfinished one the viewer
 * was watching, else the episode after a finished one, else the first. The web's film page plays
 * it; the server writes its playback into a visitor's page (docs/architecture.md#page-data).
 */
export function episodeToOpen<E extends { videoId: string }>(
  film: EpisodeChoiceFilm<E> | undefined,
  requested: string | null,
): string | null {
  if (!film || film.episodes.length === 0) return null;
  if (requested && film.episodes.some((episode) => episode.videoId === requested)) return requested;
  const resume = film.viewer?.resume;
  if (resume && !resume.watched) return resume.videoId;
  if (resume?.watched) {
    const next = nextEpisode(film.episodes, resume.videoId);
    if (next) return next.videoId;
  }
  return film.episodes[0]!.videoId;
}

/** The episode after the given video, if there is one. */
export function nextEpisode<E extends { videoId: string }>(
  episodes: E[],
  videoId: string,
): E | undefined {
  const index = episodes.findIndex((episode) => episode.videoId === videoId);
  return index >= 0 ? episodes[index + 1] : undefined;
}

/**
 * A query value as URLSearchParams writes it (the form encoding: a space as `+`, and `!'()~`
 * escaped too, which encodeURIComponent leaves), without relying on a platform's global: the
 * contract is shared by Node and the browser.
 */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
