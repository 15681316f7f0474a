import { formatClock } from '../../model/film-meta';
import { tileAt, type StoryboardTile } from './storyboard';

/** Widest preview drawn, in CSS pixels; a larger tile is scaled down. */
const MAX_WIDTH = 160;

/**
 * The picture and time above the seek bar at the place the pointer points to, from the video's
 * storyboard (as Mux and PeerTube show it). Decorative: the range itself reads out the time.
 */
export function SeekPreview({
  tiles,
  time,
  ratio,
}: {
  tiles: readonly StoryboardTile[];
  /** The moment pointed at, seconds. */
  time: number;
  /** Where along the bar, 0–1. */
  ratio: number;
}) {
  const tile = tileAt(tiles, time);
  if (!tile) return null;
  const scale = Math.min(1, MAX_WIDTH / tile.width);
  const width = Math.round(tile.width * scale);
  const height = Math.round(tile.height * scale);
  return (
    <div
      className="player__preview"
      aria-hidden="true"
      data-testid="seek-preview"
      style={{ left: `clamp(${width / 2}px, ${ratio * 100}%, calc(100% - ${width / 2}px))` }}
    >
      <div className="player__preview-frame" style={{ width, height }}>
        <div
          className="player__preview-image"
          data-testid="seek-preview-image"
          style={{
            width: tile.width,
            height: tile.height,
            backgroundImage: `url("${tile.image}")`,
            backgroundPosition: `-${tile.x}px -${tile.y}px`,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
      </div>
      <span className="player__preview-time">{formatClock(time)}</span>
    </div>
  );
}
