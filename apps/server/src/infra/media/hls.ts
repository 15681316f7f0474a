/**
 * HLS playlists: reading the media playlists ffmpeg wrote, and writing the master playlist
 * from what was measured (RFC 8216 §4.3.4.2: BANDWIDTH is the peak segment bitrate,
 * AVERAGE-BANDWIDTH the whole rendition's; CODECS, RESOLUTION and FRAME-RATE per variant). Pure.
 */

export interface MediaSegment {
  uri: string;
  durationSeconds: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  segments: MediaSegment[];
  ended: boolean;
}

export const parseMediaPlaylist = (text: string): MediaPlaylist => {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist');
  const segments: MediaSegment[] = [];
  let targetDuration = 0;
  let pending: number | undefined;
  let ended = false;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line && !line.startsWith('#') && pending !== undefined) {
      segments.push({ uri: line, durationSeconds: pending });
      pending = undefined;
    }
  }
  return { targetDuration, segments, ended };
};

/** Start times of each segment (seconds), for checking that renditions cut at the same places. */
export const segmentStarts = (playlist: MediaPlaylist): number[] => {
  let at = 0;
  return playlist.segments.map((s) => {
    const start = at;
    at += s.durationSeconds;
    return Math.round(start * 1000) / 1000;
  });
};

/** Segments shorter than this are left out of the peak (a last half-second would spike it). */
const SHORT_SEGMENT_SECONDS = 1;

/** Peak and average bits per second of a rendition from its segments' sizes. */
export const measureBandwidth = (
  segments: readonly { durationSeconds: number; bytes: number }[],
): { peak: number; average: number } => {
  const total = segments.reduce(
    (sum, s) => ({ bytes: sum.bytes + s.bytes, seconds: sum.seconds + s.durationSeconds }),
    { bytes: 0, seconds: 0 },
  );
  const average = total.seconds > 0 ? (total.bytes * 8) / total.seconds : 0;
  const counted = segments.filter((s) => s.durationSeconds >= SHORT_SEGMENT_SECONDS);
  const peak = Math.max(
    average,
    ...(counted.length ? counted : segments)
      .filter((s) => s.durationSeconds > 0)
      .map((s) => (s.bytes * 8) / s.durationSeconds),
  );
  return { peak: Math.ceil(peak), average: Math.ceil(average) };
};

const AVC_PROFILES: Record<string, [profileIdc: number, constraints: number]> = {
  'constrained baseline': [66, 0xe0],
  baseline: [66, 0x00],
  main: [77, 0x40],
  extended: [88, 0x00],
  high: [100, 0x00],
  'high 10': [110, 0x00],
  'high 4:2:2': [122, 0x00],
};

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** RFC 6381 codec string of an H.264 stream from ffprobe's profile name and level (`31`). */
export const avcCodecString = (profile: string, level: number): string => {
  const [idc, constraints] = AVC_PROFILES[profile.toLowerCase()] ?? [100, 0];
  return `avc1.${hex2(idc)}${hex2(constraints)}${hex2(level)}`;
};

/** AAC-LC, the only audio the ladder makes. */
export const AAC_LC = 'mp4a.40.2';

export interface VariantEntry {
  /** Playlist path relative to the master (`720p/index.m3u8`). */
  uri: string;
  width: number;
  height: number;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string[];
  frameRate: number;
}

export const writeMasterPlaylist = (variants: readonly VariantEntry[]): string => {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of [...variants].sort((a, b) => a.bandwidth - b.bandwidth)) {
    const attributes = [
      `BANDWIDTH=${v.bandwidth}`,
      `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
      `RESOLUTION=${v.width}x${v.height}`,
      ...(v.frameRate > 0 ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
      `CODECS="${v.codecs.join(',')}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
};
