/**
 * The HLS ladder of a source: which renditions to make and at what size and bitrate
 * (docs/product/video-ingest.md#the-ladder). Pure, so every rule is a unit test.
 */

export interface RungSpec {
  /** The rung's name: the short edge of its box (`1080p`, …). */
  name: string;
  /** The box a landscape picture must fit (a portrait one fits it turned). */
  long: number;
  short: number;
  /** Video bitrate cap for a picture that fills the box, bits per second. */
  videoBitrate: number;
  audioBitrate: number;
}

/** Largest first. Caps follow the usual H.264 ladders (Apple's authoring guide, Mux, PeerTube). */
export const RUNGS: readonly RungSpec[] = [
  { name: '1080p', long: 1920, short: 1080, videoBitrate: 5_000_000, audioBitrate: 128_000 },
  { name: '720p', long: 1280, short: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { name: '480p', long: 854, short: 480, videoBitrate: 1_400_000, audioBitrate: 96_000 },
  { name: '360p', long: 640, short: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '240p', long: 426, short: 240, videoBitrate: 400_000, audioBitrate: 64_000 },
];

export interface Rendition {
  name: string;
  /** Output size: even, aspect of the source kept, never larger than the source. */
  width: number;
  height: number;
  /** x264's -maxrate; -bufsize is twice it. */
  maxrate: number;
  audioBitrate: number;
}

export interface LadderPlan {
  renditions: Rendition[];
  /** Output frames per second: the source's, at most 60 (0 when unknown: ffmpeg keeps the source's). */
  frameRate: number;
}

export interface LadderSource {
  /** Display size (rotation and pixel aspect applied). */
  width: number;
  height: number;
  frameRate: number;
}

export const MAX_FRAME_RATE = 60;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The source scaled to fit a box, never up; both edges even. */
export const fitInBox = (
  width: number,
  height: number,
  boxWidth: number,
  boxHeight: number,
): { width: number; height: number } => {
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  return { width: even(width * scale), height: even(height * scale) };
};

/**
 * Rungs from the source's own resolution down: a rung is made when the source reaches its box
 * on one edge (so a 1280×720 source starts at 720p and a 1920×800 one at 1080p); the smallest
 * rung is always made, at the source's size if that is smaller still. Never upscaled.
 */
export const planLadder = (source: LadderSource): LadderPlan => {
  const portrait = source.height > source.width;
  const renditions: Rendition[] = [];
  for (const [index, rung] of RUNGS.entries()) {
    const boxWidth = portrait ? rung.short : rung.long;
    const boxHeight = portrait ? rung.long : rung.short;
    const reaches = source.width >= boxWidth || source.height >= boxHeight;
    const last = index === RUNGS.length - 1;
    if (!reaches && !last) continue;
    const size = fitInBox(source.width, source.height, boxWidth, boxHeight);
    if (renditions.some((r) => r.height === size.height || r.width === size.width)) continue;
    // A picture smaller than its box (a wide or a small one) needs fewer bits.
    const fill = (size.width * size.height) / (boxWidth * boxHeight);
    const highRate = source.frameRate > 31 ? 1.5 : 1;
    renditions.push({
      name: rung.name,
      ...size,
      maxrate: Math.round(rung.videoBitrate * Math.max(0.4, Math.min(1, fill)) * highRate),
      audioBitrate: rung.audioBitrate,
    });
  }
  return {
    renditions,
    frameRate: Math.min(source.frameRate, MAX_FRAME_RATE),
  };
};
