import type { Episode } from '@dalbit/contract';

// The video a film page opens is chosen by one function for the web and the server, which writes
// its playback into a visitor's page (docs/architecture.md#page-data).
export { episodeToOpen, nextEpisode } from '@dalbit/contract/film-paths';

/** The episode that plays a video. */
export function episodeOf(episodes: Episode[], videoId: string | null | undefined) {
  return videoId ? episodes.find((episode) => episode.videoId === videoId) : undefined;
}
