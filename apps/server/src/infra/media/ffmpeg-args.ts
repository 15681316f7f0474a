import type { LadderPlan, Rendition } from './ladder.js';
import type { MediaProbe } from './probe.js';

/**
 * The arguments of the one ffmpeg run that makes the whole ladder (and, when asked, the
 * storyboard frames and the thumbnails from the same decode). Pure: the bench runs the same
 * ladder arguments directly to measure the pipeline against it.
 *
 * Keyframes are aligned across renditions: every rendition gets the same frames (one decode,
 * split), a keyframe forced every KEYFRAME_SECONDS, x264's scene-cut keyframes off, and the
 * HLS muxer cuts at the first keyframe after SEGMENT_SECONDS, so every rendition is cut at the
 * same instants (docs/product/video-ingest.md#the-ladder).
 */

export const SEGMENT_SECONDS = 6;
export const KEYFRAME_SECONDS = 2;
export const DEFAULT_PRESET = 'veryfast';
/** Quality target; -maxrate caps the bitrate per rung ("capped CRF"). */
export const CRF = 23;

/** Where each rendition's files go, relative to the output directory. */
export const renditionFolder = (r: Pick<Rendition, 'height'>) => `${r.height}p`;
export const STORYBOARD_FRAMES_DIR = 'storyboard-frames';
export const THUMBNAILS_DIR = 'thumbnails';

export interface LadderArgsInput {
  input: string;
  probe: MediaProbe;
  plan: LadderPlan;
  /** Output directory (absolute). */
  outDir: string;
  preset?: string | undefined;
  /** Storyboard frames: one every `intervalSeconds`, scaled to `width`×`height`. */
  storyboard?: { intervalSeconds: number; width: number; height: number } | undefined;
  /** Thumbnails at these times (seconds), scaled to `width`×`height`. */
  thumbnails?: { times: number[]; width: number; height: number } | undefined;
}

/** A select expression true for the first frame at or after each time. */
export const selectAtTimes = (times: readonly number[]): string => {
  const terms = times.map((t) => {
    const at = t.toFixed(3);
    return `gte(t\\,${at})*(isnan(prev_selected_t)+lt(prev_selected_t\\,${at}))`;
  });
  return `gt(${terms.join('+') || '0'}\\,0)`;
};

const videoHead = (probe: MediaProbe, plan: LadderPlan): string => {
  const steps: string[] = [];
  // Interlaced camera files are deinterlaced once, before the split.
  if (probe.video.interlaced) steps.push('bwdif=mode=send_frame:parity=auto:deint=interlaced');
  if (plan.frameRate > 0 && probe.video.frameRate > plan.frameRate) {
    steps.push(`fps=${plan.frameRate}`);
  }
  steps.push('format=yuv420p');
  return steps.join(',');
};

export const ladderArgs = (spec: LadderArgsInput): string[] => {
  const { probe, plan, outDir } = spec;
  const renditions = plan.renditions;
  const branches = renditions.map((_, i) => `v${i}`);
  if (spec.storyboard) branches.push('sb');
  if (spec.thumbnails) branches.push('th');
  const graph = [
    `[0:v]${videoHead(probe, plan)},split=${branches.length}${branches.map((b) => `[${b}in]`).join('')}`,
    ...renditions.map(
      (r, i) => `[v${i}in]scale=${r.width}:${r.height}:flags=bicubic,setsar=1[v${i}]`,
    ),
  ];
  if (spec.storyboard) {
    const s = spec.storyboard;
    graph.push(`[sbin]fps=1/${s.intervalSeconds},scale=${s.width}:${s.height},setsar=1[sb]`);
  }
  if (spec.thumbnails) {
    const t = spec.thumbnails;
    graph.push(
      `[thin]select='${selectAtTimes(t.times)}',scale=${t.width}:${t.height},setsar=1[th]`,
    );
  }

  const hasAudio = probe.audio !== null;
  const fps = plan.frameRate > 0 ? plan.frameRate : probe.video.frameRate;
  const gop = fps > 0 ? Math.max(1, Math.round(fps * KEYFRAME_SECONDS)) : 250;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    ...(/^https?:/.test(spec.input) ? ['-rw_timeout', '30000000'] : []),
    '-i',
    spec.input,
    '-filter_complex',
    graph.join(';'),
  ];
  for (const [i] of renditions.entries()) {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  }
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    spec.preset ?? DEFAULT_PRESET,
    '-profile:v',
    'high',
    '-crf',
    String(CRF),
    '-g',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
  );
  for (const [i, r] of renditions.entries()) {
    args.push(`-maxrate:v:${i}`, String(r.maxrate), `-bufsize:v:${i}`, String(r.maxrate * 2));
  }
  if (hasAudio) {
    args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
    for (const [i, r] of renditions.entries()) args.push(`-b:a:${i}`, String(r.audioBitrate));
  }
  const streamMap = renditions
    .map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${renditionFolder(r)}`)
    .join(' ');
  args.push(
    '-max_muxing_queue_size',
    '1024',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    `${outDir}/%v/seg-%05d.ts`,
    '-var_stream_map',
    streamMap,
    `${outDir}/%v/index.m3u8`,
  );
  if (spec.storyboard) {
    args.push('-map', '[sb]', '-q:v', '5', `${outDir}/${STORYBOARD_FRAMES_DIR}/%05d.jpg`);
  }
  if (spec.thumbnails) {
    args.push(
      '-map',
      '[th]',
      '-fps_mode',
      'vfr',
      '-q:v',
      '3',
      `${outDir}/${THUMBNAILS_DIR}/%02d.jpg`,
    );
  }
  return args;
};

/** Tiles the storyboard frames into one sprite (a second, tiny ffmpeg run). */
export const spriteArgs = (
  framesPattern: string,
  layout: { columns: number; rows: number },
  output: string,
): string[] => [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-loglevel',
  'error',
  '-framerate',
  '1',
  '-i',
  framesPattern,
  '-vf',
  `tile=${layout.columns}x${layout.rows}`,
  '-frames:v',
  '1',
  '-q:v',
  '5',
  output,
];
