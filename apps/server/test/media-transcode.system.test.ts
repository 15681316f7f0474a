import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../src/infra/media/ffprobe.js';
import { parseMediaPlaylist, segmentStarts } from '../src/infra/media/hls.js';
import { MediaProbeError } from '../src/infra/media/probe.js';
import { MediaToolAbortedError, runTool } from '../src/infra/media/run-tool.js';
import { transcodeToHls } from '../src/infra/media/transcode.js';
import {
  hasFfmpeg,
  makeAudioOnly,
  makeSource,
  startsWithKeyframe,
  TOOLS,
} from './media-helpers.js';
import { onPostgres } from './support/database.js';

// ffmpeg and files only, no database: the Postgres run (TEST_DATABASE_URL) would repeat the same
// encodes, so it leaves this file to the embedded run.
const runs = hasFfmpeg && !onPostgres;

const dir = mkdtempSync(join(tmpdir(), 'dalbit-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!runs)('ffprobe of a source', () => {
  it('reads duration, size, frame rate and audio of a video', async () => {
    const source = await makeSource(dir, 'probe.mp4', {
      width: 320,
      height: 180,
      seconds: 2,
      fps: 30,
    });
    const probe = await probeMedia(TOOLS, source);
    expect(probe.durationSeconds).toBeCloseTo(2, 0);
    expect(probe.video).toMatchObject({ width: 320, height: 180, frameRate: 30, rotation: 0 });
    expect(probe.audio?.codec).toBe('aac');
  });

  it('turns the display size of a rotated phone video', async () => {
    const source = await makeSource(dir, 'portrait.mp4', {
      width: 320,
      height: 180,
      seconds: 1,
      rotate: 90,
    });
    const probe = await probeMedia(TOOLS, source);
    expect(probe.video.rotation % 180).toBe(90);
    expect([probe.video.displayWidth, probe.video.displayHeight]).toEqual([180, 320]);
  });

  it('refuses a text file renamed .mp4, an image and a sound-only file with typed reasons', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'These are my notes, not a film.\n'.repeat(200));
    const image = join(dir, 'still.mp4');
    await runTool('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=320x180', '-frames:v', '1', '-f', 'image2', image],
    ]);
    const reasons = await Promise.all(
      [text, image, await makeAudioOnly(dir)].map((file) =>
        probeMedia(TOOLS, file).then(
          () => 'accepted',
          (error: unknown) => (error instanceof MediaProbeError ? error.reason : String(error)),
        ),
      ),
    );
    expect(reasons).toEqual(['not_video', 'not_video', 'audio_only']);
  });
});

describe.skipIf(!runs)('the HLS ladder of a 20 s 720p source (the issue’s CI shape)', () => {
  let result: Awaited<ReturnType<typeof transcodeToHls>>;
  const progress: number[] = [];
  const out = join(dir, 'ladder');

  beforeAll(async () => {
    const source = await makeSource(dir, 'ci-720p.mp4', { width: 1280, height: 720, seconds: 20 });
    const probe = await probeMedia(TOOLS, source);
    result = await transcodeToHls({
      tools: TOOLS,
      input: source,
      probe,
      outDir: out,
      onProgress: (p) => progress.push(p),
    });
  }, 120_000);

  it('makes 720p, 480p, 360p and 240p, never 1080p, aspect kept, even sizes', () => {
    expect(result.renditions.map((r) => [r.folder, r.width, r.height])).toEqual([
      ['720p', 1280, 720],
      ['480p', 854, 480],
      ['360p', 640, 360],
      ['240p', 426, 240],
    ]);
  });

  it('cuts every rendition at the same instants, 4 to 6 s apart, each segment on a keyframe', async () => {
    const starts: number[][] = [];
    for (const r of result.renditions) {
      const playlist = parseMediaPlaylist(
        await readFile(join(out, r.folder, 'index.m3u8'), 'utf8'),
      );
      expect(playlist.ended).toBe(true);
      const durations = playlist.segments.map((s) => s.durationSeconds);
      for (const d of durations.slice(0, -1)) expect(d).toBeGreaterThanOrEqual(4);
      for (const d of durations) expect(d).toBeLessThanOrEqual(6.05);
      starts.push(segmentStarts(playlist));
      for (const segment of playlist.segments) {
        expect(await startsWithKeyframe(join(out, r.folder, segment.uri))).toBe(true);
      }
    }
    expect(starts[0]?.length).toBeGreaterThanOrEqual(4);
    for (const other of starts.slice(1)) expect(other).toEqual(starts[0]);
  }, 120_000); // ffprobe reads every segment of four renditions: slow on a busy machine

  it('writes a master playlist with BANDWIDTH, RESOLUTION, CODECS and FRAME-RATE', async () => {
    const master = await readFile(join(out, 'master.m3u8'), 'utf8');
    const variants = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(4);
    for (const v of variants) {
      expect(v).toMatch(/BANDWIDTH=\d+/);
      expect(v).toMatch(/RESOLUTION=\d+x\d+/);
      expect(v).toMatch(/CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/);
      expect(v).toMatch(/FRAME-RATE=25\.000/);
    }
    expect(master).toContain('720p/index.m3u8');
    expect(master).not.toContain('1080p');
    // Bigger pictures cost more bits.
    const bandwidths = result.renditions.map((r) => r.bandwidth);
    expect([...bandwidths].sort((a, b) => b - a)).toEqual(bandwidths);
  });

  it('makes thumbnails and a storyboard sprite with its WebVTT map', async () => {
    expect(result.thumbnails).toHaveLength(5);
    expect(result.storyboard).toEqual({ sprite: 'storyboard.jpg', vtt: 'storyboard.vtt' });
    const vtt = await readFile(join(out, 'storyboard.vtt'), 'utf8');
    const cues = vtt.split('\n').filter((l) => l.includes('#xywh='));
    expect(cues).toHaveLength(10);
    expect(cues[0]).toBe('storyboard.jpg#xywh=0,0,160,90');
    expect(cues[9]).toBe('storyboard.jpg#xywh=1440,0,160,90');
    const sprite = await probeMedia(TOOLS, join(out, 'storyboard.jpg')).catch((e: unknown) => e);
    expect(sprite).toBeInstanceOf(MediaProbeError);
    const size = await runTool('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0'],
      join(out, 'storyboard.jpg'),
    ]);
    expect(size.trim()).toBe('1600,90');
    // The master playlist is published last.
    expect(result.files.at(-1)).toBe('master.m3u8');
  });

  it('reports progress as a percent of the duration, rising to 100', () => {
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });
});

describe.skipIf(!runs)('cancel', () => {
  it('kills ffmpeg at once when the signal aborts', async () => {
    const source = await makeSource(dir, 'long.mp4', { width: 640, height: 360, seconds: 12 });
    const probe = await probeMedia(TOOLS, source);
    const controller = new AbortController();
    const started = Date.now();
    const run = transcodeToHls({
      tools: TOOLS,
      input: source,
      probe,
      outDir: join(dir, 'cancelled'),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(MediaToolAbortedError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
