import { lazy, Suspense, type ReactNode } from 'react';
import type { VideoPlayerProps } from './video-player';
import './player-spinner.css';

/**
 * The player's code (about 8 kB compressed and 3 kB of styles) in a chunk of its own: a page
 * with a player draws its first screen without it, and fetches it beside its playback read
 * (`loadVideoPlayer`), which the player waits for anyway (docs/performance.md#phones).
 */
export const loadVideoPlayer = () => import('./video-player');

const Player = lazy(() => loadVideoPlayer().then((module) => ({ default: module.VideoPlayer })));

/** The player once its code is in; `fallback` (the page's loading placeholder) until then. */
export function LazyVideoPlayer({
  fallback,
  ...props
}: VideoPlayerProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Player {...props} />
    </Suspense>
  );
}
