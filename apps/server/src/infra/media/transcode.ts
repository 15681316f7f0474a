import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ladderArgs,
  renditionFolder,
  spriteArgs,
  STORYBOARD_FRAMES_DIR,
  THUMBNAILS_DIR,
} from './ffmpeg-args.js';
import {
  AAC_LC,
  avcCodecString,
  measureBandwidth,
  parseMediaPlaylist,
  writeMasterPlaylist,
  type VariantEntry,
} from './hls.js';
import { fitInBox, planLadder } from './ladder.js';
import type { MediaProbe } from './probe.js';
import { createProgressTracker } from './progress.js';
import { runTool, type MediaTools } from './run-tool.js';
import {
  spriteLayout,
  storyboardInterval,
  storyboardVtt,
  thumbnailTimes,
  TILE_BOX,
} from './storyboard.js';

export const MASTER_PLAYLIST = 'master.m3u8';
export const STORYBOARD_SPRITE = 'storyboard.jpg';
export const STORYBOARD_VTT = 'storyboard.vtt';

export interface TranscodedRendition extends VariantEntry {
  folder: string;
  segmentCount: number;
}

export interface TranscodeResult {
  /** The directory holding every output file. */
  outDir: string;
  durationSeconds: number;
  renditions: TranscodedRendition[];
  /** Relative paths of the thumbnails, in time order. */
  thumbnails: string[];
  /** Relative paths of the sprite and its map, when the video gave any frame. */
  storyboard: { sprite: string; vtt: string } | null;
  /** Every output file (relative, `/`-separated) to publish; the master playlist last. */
  files: string[];
}

export interface TranscodeOptions {
  tools: MediaTools;
  /** A file path or an http(s) URL. */
  input: string;
  probe: MediaProbe;
  /** An empty directory of this run; the caller removes it. */
  outDir: string;
  signal?: AbortSignal | undefined;
  /** Percent of the source's duration, 0–100, as ffmpeg reports it (about twice a second). */
  onProgress?: ((percent: number) => void) | undefined;
  preset?: string | undefined;
}

const filesUnder = async (dir: string, base = dir): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(base.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
};

const codecsOf = async (tools: MediaTools, segment: string, withAudio: boolean) => {
  const out = await runTool(tools.ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=profile,level',
    '-of',
    'json',
    segment,
  ]);
  const stream = (JSON.parse(out) as { streams?: { profile?: string; level?: number }[] })
    .streams?.[0];
  const video = avcCodecString(stream?.profile ?? 'High', stream?.level ?? 40);
  return withAudio ? [video, AAC_LC] : [video];
};

const makeStoryboard = async (
  tools: MediaTools,
  outDir: string,
  map: { intervalSeconds: number; durationSeconds: number; width: number; height: number },
  signal: AbortSignal | undefined,
) => {
  const framesDir = join(outDir, STORYBOARD_FRAMES_DIR);
  const frames = (await readdir(framesDir)).filter((f) => f.endsWith('.jpg'));
  if (frames.length === 0) return null;
  const tiles = Math.min(frames.length, Math.ceil(map.durationSeconds / map.intervalSeconds));
  const layout = spriteLayout(tiles);
  await runTool(
    tools.ffmpeg,
    spriteArgs(join(framesDir, '%05d.jpg'), layout, join(outDir, STORYBOARD_SPRITE)),
    { signal },
  );
  await writeFile(
    join(outDir, STORYBOARD_VTT),
    storyboardVtt({
      sprite: STORYBOARD_SPRITE,
      tiles,
      intervalSeconds: map.intervalSeconds,
      durationSeconds: map.durationSeconds,
      tileWidth: map.width,
      tileHeight: map.height,
    }),
  );
  await rm(framesDir, { recursive: true, force: true });
  return { sprite: STORYBOARD_SPRITE, vtt: STORYBOARD_VTT };
};

/**
 * One source into the HLS ladder, thumbnails and a storyboard, all in `outDir`, from a single
 * ffmpeg decode; then the master playlist from what was measured. Aborting `signal` kills
 * ffmpeg at once.
 */
export const transcodeToHls = async (options: TranscodeOptions): Promise<TranscodeResult> => {
  const { tools, probe, outDir, signal } = options;
  const { displayWidth, displayHeight } = probe.video;
  const plan = planLadder({
    width: displayWidth,
    height: displayHeight,
    frameRate: probe.video.frameRate,
  });
  const top = plan.renditions[0];
  if (!top) throw new Error('empty ladder');
  const tile = fitInBox(displayWidth, displayHeight, TILE_BOX, TILE_BOX);
  const intervalSeconds = storyboardInterval(probe.durationSeconds);
  await mkdir(join(outDir, STORYBOARD_FRAMES_DIR), { recursive: true });
  await mkdir(join(outDir, THUMBNAILS_DIR), { recursive: true });

  const tracker = createProgressTracker(probe.durationSeconds);
  await runTool(
    tools.ffmpeg,
    ladderArgs({
      input: options.input,
      probe,
      plan,
      outDir,
      preset: options.preset,
      storyboard: { intervalSeconds, ...tile },
      thumbnails: {
        times: thumbnailTimes(probe.durationSeconds),
        width: top.width,
        height: top.height,
      },
    }),
    {
      signal,
      onLine: (line) => {
        const percent = tracker.push(line);
        if (percent !== undefined) options.onProgress?.(percent);
      },
    },
  );

  const storyboard = await makeStoryboard(
    tools,
    outDir,
    { intervalSeconds, durationSeconds: probe.durationSeconds, ...tile },
    signal,
  );
  const renditions: TranscodedRendition[] = await Promise.all(
    plan.renditions.map(async (r) => {
      const folder = renditionFolder(r);
      const playlist = parseMediaPlaylist(
        await readFile(join(outDir, folder, 'index.m3u8'), 'utf8'),
      );
      const sized = await Promise.all(
        playlist.segments.map(async (s) => ({
          durationSeconds: s.durationSeconds,
          bytes: (await stat(join(outDir, folder, s.uri))).size,
        })),
      );
      const first = playlist.segments[0];
      if (!first) throw new Error(`rendition ${folder} has no segment`);
      const { peak, average } = measureBandwidth(sized);
      return {
        folder,
        uri: `${folder}/index.m3u8`,
        width: r.width,
        height: r.height,
        bandwidth: peak,
        averageBandwidth: average,
        codecs: await codecsOf(tools, join(outDir, folder, first.uri), probe.audio !== null),
        frameRate: plan.frameRate,
        segmentCount: playlist.segments.length,
      };
    }),
  );
  await writeFile(join(outDir, MASTER_PLAYLIST), writeMasterPlaylist(renditions));

  const all = await filesUnder(outDir);
  const thumbnails = all.filter((f) => f.startsWith(`${THUMBNAILS_DIR}/`));
  return {
    outDir,
    durationSeconds: probe.durationSeconds,
    renditions,
    thumbnails,
    storyboard,
    files: [...all.filter((f) => f !== MASTER_PLAYLIST), MASTER_PLAYLIST],
  };
};
