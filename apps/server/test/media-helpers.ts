import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runTool } from '../src/infra/media/run-tool.js';
import { keysUnder, type Storage } from '../src/infra/storage/storage.js';

/**
 * ffmpeg comes from Debian (`apt-get install ffmpeg`). CI installs it and requires these tests;
 * elsewhere they are skipped, with a note, on a machine without it.
 */
export const hasFfmpeg =
  spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg && process.env.CI)
  throw new Error('CI needs ffmpeg and ffprobe (apt-get install ffmpeg)');
if (!hasFfmpeg) console.warn('ffmpeg is not installed: the media tests are skipped');

export const TOOLS = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

export interface SourceSpec {
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  audio?: boolean;
  /** Display rotation written into the MP4 (degrees). */
  rotate?: number;
}

/** A test pattern with a tone, made by ffmpeg now (fast settings: tests pay for the encode). */
export const makeSource = async (dir: string, name: string, spec: SourceSpec): Promise<string> => {
  const out = join(dir, spec.rotate ? `unrotated-${name}` : name);
  const fps = spec.fps ?? 25;
  const audio = spec.audio ?? true;
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${spec.width}x${spec.height}:rate=${fps}:duration=${spec.seconds}`,
    ...(audio
      ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${spec.seconds}`]
      : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    '-shortest',
    out,
  ]);
  if (!spec.rotate) return out;
  // ffmpeg 5.1 writes the display matrix from the `rotate` tag on a stream copy.
  const rotated = join(dir, name);
  await runTool('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', out, '-c', 'copy'],
    ...['-metadata:s:v:0', `rotate=${spec.rotate}`, rotated],
  ]);
  return rotated;
};

/** A sound-only file (a music track): the pipeline must refuse it. */
export const makeAudioOnly = async (dir: string): Promise<string> => {
  const out = join(dir, 'tone.m4a');
  await runTool('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=48000:duration=2',
    '-c:a',
    'aac',
    out,
  ]);
  return out;
};

/** Whether the first video packet of a segment is a keyframe (`K` in ffprobe's flags). */
export const startsWithKeyframe = async (segment: string): Promise<boolean> => {
  const out = await runTool('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-read_intervals',
    '%+#1',
    '-show_entries',
    'packet=flags',
    '-of',
    'csv=p=0',
    segment,
  ]);
  return out.trim().split('\n')[0]?.startsWith('K') ?? false;
};

/**
 * Asserts one whole published ladder: every key of the video under the asset's one prefix, once,
 * and each rung holding exactly the segments its playlist lists (nothing duplicated, nothing
 * half-written). Returns the video's keys.
 */
export const expectOneWholeLadder = async (
  storage: Storage,
  videoId: string | bigint,
  assetId: string | bigint,
  rungs: readonly string[],
): Promise<string[]> => {
  const prefix = `videos/${videoId}/${assetId}/`;
  const keys = await keysUnder(storage, `videos/${videoId}/`);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k.startsWith(prefix))).toBe(true);
  expect(new Set(keys).size).toBe(keys.length);
  for (const rung of rungs) {
    const playlist = (await storage.get(`${prefix}${rung}/index.m3u8`))?.toString() ?? '';
    const listed = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(listed.length).toBeGreaterThan(1);
    const stored = keys
      .filter((k) => k.startsWith(`${prefix}${rung}/`) && k.endsWith('.ts'))
      .map((k) => k.slice(`${prefix}${rung}/`.length));
    expect(stored.sort()).toEqual([...listed].sort());
  }
  return keys;
};
