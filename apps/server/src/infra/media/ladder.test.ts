import { describe, expect, it } from 'vitest';
import { ladderArgs, selectAtTimes } from './ffmpeg-args.js';
import { fitInBox, planLadder } from './ladder.js';
import type { MediaProbe } from './probe.js';

const sizes = (width: number, height: number, frameRate = 25) =>
  planLadder({ width, height, frameRate }).renditions.map(
    (r) => `${r.name} ${r.width}x${r.height}`,
  );

describe('planLadder', () => {
  it('starts at the source’s own rung and goes down to 240p', () => {
    expect(sizes(1920, 1080)).toEqual([
      '1080p 1920x1080',
      '720p 1280x720',
      '480p 854x480',
      '360p 640x360',
      '240p 426x240',
    ]);
    expect(sizes(1280, 720)).toEqual([
      '720p 1280x720',
      '480p 854x480',
      '360p 640x360',
      '240p 426x240',
    ]);
  });

  it('never upscales: a 4K source stops at 1080p, a small one keeps its size', () => {
    expect(sizes(3840, 2160)[0]).toBe('1080p 1920x1080');
    expect(sizes(320, 180)).toEqual(['240p 320x180']);
    expect(sizes(1000, 562)).toEqual(['480p 854x480', '360p 640x360', '240p 426x240']);
  });

  it('keeps the aspect of wide and portrait pictures, with even edges', () => {
    expect(sizes(1920, 800)).toEqual([
      '1080p 1920x800',
      '720p 1280x534',
      '480p 854x356',
      '360p 640x266',
      '240p 426x178',
    ]);
    expect(sizes(1080, 1920)).toEqual([
      '1080p 1080x1920',
      '720p 720x1280',
      '480p 480x854',
      '360p 360x640',
      '240p 240x426',
    ]);
    for (const r of planLadder({ width: 1437, height: 1079, frameRate: 30 }).renditions) {
      expect(r.width % 2).toBe(0);
      expect(r.height % 2).toBe(0);
      expect(r.width / r.height).toBeCloseTo(1437 / 1079, 1);
    }
  });

  it('gives higher frame rates more bits and caps them at 60', () => {
    const at30 = planLadder({ width: 1280, height: 720, frameRate: 30 });
    const at60 = planLadder({ width: 1280, height: 720, frameRate: 60 });
    expect(at60.renditions[0]!.maxrate).toBeGreaterThan(at30.renditions[0]!.maxrate);
    expect(planLadder({ width: 1280, height: 720, frameRate: 120 }).frameRate).toBe(60);
  });

  it('fits in a box without growing', () => {
    expect(fitInBox(160, 90, 320, 320)).toEqual({ width: 160, height: 90 });
    expect(fitInBox(1280, 720, 160, 160)).toEqual({ width: 160, height: 90 });
  });
});

const probe: MediaProbe = {
  durationSeconds: 20,
  container: 'mov,mp4',
  video: {
    codec: 'h264',
    width: 1280,
    height: 720,
    displayWidth: 1280,
    displayHeight: 720,
    frameRate: 25,
    rotation: 0,
    interlaced: false,
  },
  audio: { codec: 'aac', channels: 2, sampleRate: 48000 },
};

describe('ladderArgs', () => {
  const plan = planLadder({ width: 1280, height: 720, frameRate: 25 });
  const args = ladderArgs({ input: '/in.mp4', probe, plan, outDir: '/out' });
  const after = (flag: string) => args[args.indexOf(flag) + 1];

  it('aligns keyframes: forced every 2 s, scene cuts off, GOP of 2 s', () => {
    expect(after('-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(after('-sc_threshold')).toBe('0');
    expect(after('-g')).toBe('50');
  });

  it('splits one decode into every rung and maps audio to each', () => {
    expect(after('-filter_complex')).toContain('split=4');
    expect(after('-var_stream_map')).toBe(
      'v:0,a:0,name:720p v:1,a:1,name:480p v:2,a:2,name:360p v:3,a:3,name:240p',
    );
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(4);
    expect(after('-hls_time')).toBe('6');
    expect(after('-hls_playlist_type')).toBe('vod');
  });

  it('makes a silent video without audio maps, and deinterlaces interlaced sources', () => {
    const silent = ladderArgs({
      input: '/in.mp4',
      probe: { ...probe, audio: null, video: { ...probe.video, interlaced: true } },
      plan,
      outDir: '/out',
    });
    expect(silent).not.toContain('0:a:0');
    expect(silent[silent.indexOf('-var_stream_map') + 1]).toBe(
      'v:0,name:720p v:1,name:480p v:2,name:360p v:3,name:240p',
    );
    expect(silent[silent.indexOf('-filter_complex') + 1]).toMatch(/^\[0:v\]bwdif/);
  });

  it('selects the first frame at or after each thumbnail time', () => {
    expect(selectAtTimes([2])).toBe(
      'gt(gte(t\\,2.000)*(isnan(prev_selected_t)+lt(prev_selected_t\\,2.000))\\,0)',
    );
  });
});
