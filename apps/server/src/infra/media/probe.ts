/**
 * What ffprobe says of a source file, reduced to what the pipeline needs, and the typed refusal
 * of a file that is no video (docs/product/video-ingest.md#what-is-accepted). Pure: the runner
 * (`ffprobe.ts`) feeds it ffprobe's JSON.
 */

export interface VideoStreamInfo {
  codec: string;
  /** Coded size, as stored. */
  width: number;
  height: number;
  /** The size a viewer sees: rotation and non-square pixels applied. */
  displayWidth: number;
  displayHeight: number;
  /** Frames per second (average, else nominal); 0 when the file does not say. */
  frameRate: number;
  /** Clockwise degrees the picture is turned on display: 0, 90, 180 or 270. */
  rotation: number;
  interlaced: boolean;
}

export interface AudioStreamInfo {
  codec: string;
  channels: number;
  sampleRate: number;
}

export interface MediaProbe {
  /** Seconds. */
  durationSeconds: number;
  /** ffprobe's `format_name` (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, …). */
  container: string;
  video: VideoStreamInfo;
  /** Null for a silent video. */
  audio: AudioStreamInfo | null;
}

export type MediaProbeFailure =
  /** Not a media file at all (text, an archive, a truncated header) or a still image. */
  | 'not_video'
  /** Sound only (a music track, a voice memo): there is no picture to stream. */
  | 'audio_only'
  /** A picture so small or so large that no rendition can be made of it. */
  | 'unsupported_dimensions';

/** Why a source is refused; the ingest module maps each reason to a translated error code. */
export class MediaProbeError extends Error {
  override name = 'MediaProbeError';
  constructor(
    readonly reason: MediaProbeFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  field_order?: string;
  duration?: string;
  channels?: number;
  sample_rate?: string;
  disposition?: { attached_pic?: number; still_image?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

export interface RawProbe {
  streams?: RawStream[];
  format?: { format_name?: string; duration?: string };
}

/** Image formats ffprobe reads as a one-frame "video". */
const STILL_CODECS = new Set([
  'mjpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tiff',
  'jpegls',
  'jpeg2000',
  'ljpeg',
  'svg',
]);
const STILL_CONTAINERS = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng|webp)(,|$)/;

/** `30000/1001` → 29.97; nonsense → 0. */
export const parseRate = (value: string | undefined): number => {
  if (!value) return 0;
  const [num, den] = value.split('/').map(Number);
  if (num === undefined || !Number.isFinite(num) || num <= 0) return 0;
  if (den === undefined) return num;
  return Number.isFinite(den) && den > 0 ? num / den : 0;
};

const positive = (value: string | number | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Display-matrix rotation (`-90`) or the older `rotate` tag, as 0, 90, 180 or 270. */
export const rotationOf = (stream: RawStream): number => {
  const fromSideData = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const raw = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(raw)) return 0;
  const quarter = Math.round(raw / 90) * 90;
  return ((quarter % 360) + 360) % 360;
};

const isStill = (stream: RawStream, container: string) =>
  stream.disposition?.attached_pic === 1 ||
  stream.disposition?.still_image === 1 ||
  STILL_CODECS.has(stream.codec_name ?? '') ||
  STILL_CONTAINERS.test(container);

/** Smallest and largest picture edge the ladder accepts. */
export const MIN_EDGE = 64;
export const MAX_EDGE = 8192;

/** Reads ffprobe's JSON (`-show_format -show_streams`); throws MediaProbeError when refused. */
export const parseProbe = (raw: RawProbe): MediaProbe => {
  const container = raw.format?.format_name ?? '';
  const streams = raw.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !isStill(s, container));
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video) {
    if (audio) throw new MediaProbeError('audio_only');
    throw new MediaProbeError('not_video', streams.length ? 'no moving picture' : 'no stream');
  }
  const durationSeconds =
    positive(raw.format?.duration) || Math.max(0, ...streams.map((s) => positive(s.duration)));
  // A video stream without a duration is a still image or a broken file either way.
  if (durationSeconds <= 0) throw new MediaProbeError('not_video', 'no duration');

  const width = positive(video.width);
  const height = positive(video.height);
  const rotation = rotationOf(video);
  const sar = parseRate(video.sample_aspect_ratio?.replace(':', '/'));
  const pixelAspect = sar > 0 ? sar : 1;
  const shownWidth = Math.round(width * pixelAspect);
  const turned = rotation === 90 || rotation === 270;
  const displayWidth = turned ? height : shownWidth;
  const displayHeight = turned ? shownWidth : height;
  if (Math.min(displayWidth, displayHeight) < MIN_EDGE || Math.max(width, height) > MAX_EDGE) {
    throw new MediaProbeError('unsupported_dimensions', `${width}x${height}`);
  }
  const fieldOrder = video.field_order ?? 'progressive';
  return {
    durationSeconds,
    container,
    video: {
      codec: video.codec_name ?? 'unknown',
      width,
      height,
      displayWidth,
      displayHeight,
      frameRate: parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate),
      rotation,
      interlaced: ['tt', 'bb', 'tb', 'bt'].includes(fieldOrder),
    },
    audio: audio
      ? {
          codec: audio.codec_name ?? 'unknown',
          channels: positive(audio.channels),
          sampleRate: positive(audio.sample_rate),
        }
      : null,
  };
};
