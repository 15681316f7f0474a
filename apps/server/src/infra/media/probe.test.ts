import { describe, expect, it } from 'vitest';
import { createProgressTracker } from './progress.js';
import { MediaProbeError, parseProbe, parseRate, type RawProbe } from './probe.js';

const video = (over: Record<string, unknown> = {}) => ({
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  avg_frame_rate: '30000/1001',
  r_frame_rate: '30000/1001',
  sample_aspect_ratio: '1:1',
  ...over,
});
const audio = { codec_type: 'audio', codec_name: 'aac', channels: 2, sample_rate: '48000' };
const format = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.5' };

const reason = (raw: RawProbe) => {
  try {
    parseProbe(raw);
    return 'accepted';
  } catch (error) {
    return error instanceof MediaProbeError ? error.reason : 'thrown';
  }
};

describe('parseProbe', () => {
  it('reads a camera file', () => {
    const probe = parseProbe({ streams: [video(), audio], format });
    expect(probe.durationSeconds).toBe(12.5);
    expect(probe.video.frameRate).toBeCloseTo(29.97, 2);
    expect(probe.video).toMatchObject({ displayWidth: 1920, displayHeight: 1080, rotation: 0 });
    expect(probe.audio).toEqual({ codec: 'aac', channels: 2, sampleRate: 48000 });
  });

  it('turns a portrait phone video and applies non-square pixels', () => {
    const phone = parseProbe({
      streams: [video({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] })],
      format,
    });
    expect(phone.video.rotation).toBe(270);
    expect([phone.video.displayWidth, phone.video.displayHeight]).toEqual([1080, 1920]);
    const anamorphic = parseProbe({
      streams: [video({ width: 720, height: 576, sample_aspect_ratio: '64:45' })],
      format,
    });
    expect(anamorphic.video.displayWidth).toBe(1024);
    expect(
      parseProbe({ streams: [video({ tags: { rotate: '180' } })], format }).video.rotation,
    ).toBe(180);
  });

  it('refuses files that are no video, with the reason', () => {
    expect(reason({ streams: [], format: { format_name: 'tty' } })).toBe('not_video');
    expect(reason({ streams: [audio], format })).toBe('audio_only');
    // An MP3 with cover art has a "video" stream that is a still picture.
    expect(
      reason({
        streams: [audio, video({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } })],
        format,
      }),
    ).toBe('audio_only');
    expect(
      reason({ streams: [video({ codec_name: 'png' })], format: { format_name: 'png_pipe' } }),
    ).toBe('not_video');
    expect(reason({ streams: [video()], format: { format_name: 'mp4' } })).toBe('not_video');
    expect(reason({ streams: [video({ width: 32, height: 32 })], format })).toBe(
      'unsupported_dimensions',
    );
  });

  it('parses frame rates', () => {
    expect(parseRate('25/1')).toBe(25);
    expect(parseRate('0/0')).toBe(0);
    expect(parseRate(undefined)).toBe(0);
  });
});

describe('createProgressTracker', () => {
  it('answers a percent of the duration at each block, and 100 at the end', () => {
    const tracker = createProgressTracker(20);
    const seen: (number | undefined)[] = [];
    for (const line of [
      'frame=10',
      'out_time_us=N/A',
      'progress=continue',
      'out_time_us=5000000',
      'progress=continue',
      'out_time_us=4000000',
      'progress=continue',
      'out_time_us=19990000',
      'progress=continue',
      'progress=end',
    ]) {
      seen.push(tracker.push(line));
    }
    expect(seen.filter((v) => v !== undefined)).toEqual([25, 99.9, 100]);
    expect(tracker.ended).toBe(true);
  });
});
