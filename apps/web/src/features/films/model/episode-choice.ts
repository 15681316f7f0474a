import type { Episode, FilmDetail } from '@dalbit/contract';

/**
 * The video a film page opens: the one in the address, else the unfinished one the viewer was
 * watching, else the episode after a finished one, else the first.
 */
export function episodeToOpen(
  film: FilmDetail | undefined,
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
export function nextEpisode(episodes: Episode[], videoId: string): Episode | undefined {
  const index = episodes.findIndex((episode) => episode.videoId === videoId);
  return index >= 0 ? episodes[index + 1] : undefined;
}

/** The episode that plays a video. */
export function episodeOf(episodes: Episode[], videoId: string | null | undefined) {
  return videoId ? episodes.find((episode) => episode.videoId === videoId) : undefined;
}
