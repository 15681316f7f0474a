/**
 * The storyboard: small frames at a fixed interval tiled into one sprite image, and a WebVTT
 * file whose cues point at each tile with a `#xywh=` media fragment (the format Mux, PeerTube
 * and video.js thumbnails read). Pure.
 */
import { vttTime } from './webvtt-time.js';

/** At most this many tiles, whatever the length: long films get a wider interval. */
export const MAX_TILES = 200;
export const MIN_INTERVAL_SECONDS = 2;
export const TILE_BOX = 160;
export const SPRITE_COLUMNS = 10;

/** Seconds between two storyboard frames for a video this long. */
export const storyboardInterval = (durationSeconds: number): number =>
  Math.max(MIN_INTERVAL_SECONDS, Math.ceil(durationSeconds / MAX_TILES));

export interface SpriteLayout {
  columns: number;
  rows: number;
}

export const spriteLayout = (tiles: number): SpriteLayout => {
  const columns = Math.max(1, Math.min(SPRITE_COLUMNS, tiles));
  return { columns, rows: Math.max(1, Math.ceil(tiles / columns)) };
};

export interface StoryboardMap {
  /** Sprite path as the VTT refers to it (relative to the VTT file). */
  sprite: string;
  tiles: number;
  intervalSeconds: number;
  durationSeconds: number;
  tileWidth: number;
  tileHeight: number;
}

export const storyboardVtt = (map: StoryboardMap): string => {
  const { columns } = spriteLayout(map.tiles);
  const cues: string[] = ['WEBVTT', ''];
  for (let i = 0; i < map.tiles; i += 1) {
    const start = i * map.intervalSeconds;
    if (start >= map.durationSeconds) break;
    const end = Math.min(map.durationSeconds, start + map.intervalSeconds);
    const x = (i % columns) * map.tileWidth;
    const y = Math.floor(i / columns) * map.tileHeight;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}`,
      `${map.sprite}#xywh=${x},${y},${map.tileWidth},${map.tileHeight}`,
      '',
    );
  }
  return cues.join('\n');
};

/** Times (seconds) of the thumbnails the editor picks a poster frame from: 10 % … 90 %. */
export const thumbnailTimes = (durationSeconds: number, count = 5): number[] =>
  Array.from({ length: count }, (_, i) => {
    const t = durationSeconds * (0.1 + (0.8 * i) / Math.max(1, count - 1));
    return Math.round(t * 1000) / 1000;
  });
