import { parseVtt } from './vtt';

/** One seek-preview picture: the part of the sprite image shown from `start` to `end`. */
export interface StoryboardTile {
  start: number;
  end: number;
  /** The sprite's absolute URL. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const XYWH = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/**
 * Reads a storyboard map: WebVTT cues whose text is `sprite.jpg#xywh=x,y,w,h` (a media
 * fragment), the image resolved against the map's own URL. Cues of any other shape are skipped.
 */
export function parseStoryboard(vtt: string, mapUrl: string): StoryboardTile[] {
  const base = new URL(mapUrl, globalThis.location?.href ?? 'http://localhost/');
  return parseVtt(vtt).flatMap((cue) => {
    const match = XYWH.exec(cue.text.trim());
    if (!match) return [];
    const [, image = '', x = '0', y = '0', w = '0', h = '0'] = match;
    return [
      {
        start: cue.start,
        end: cue.end,
        image: new URL(image, base).toString(),
        x: Number(x),
        y: Number(y),
        width: Number(w),
        height: Number(h),
      },
    ];
  });
}

/** The tile for a moment: the cue that covers it, else the last one before it. */
export function tileAt(tiles: readonly StoryboardTile[], time: number): StoryboardTile | undefined {
  let found: StoryboardTile | undefined;
  for (const tile of tiles) {
    if (tile.start > time) break;
    found = tile;
    if (time < tile.end) break;
  }
  return found;
}
