import { describe, expect, it } from 'vitest';
import {
  avcCodecString,
  measureBandwidth,
  parseMediaPlaylist,
  segmentStarts,
  writeMasterPlaylist,
} from './hls.js';
import { spriteLayout, storyboardInterval, storyboardVtt, thumbnailTimes } from './storyboard.js';

const PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:6
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:6.000000,
seg-00000.ts
#EXTINF:6.000000,
seg-00001.ts
#EXTINF:2.500000,
seg-00002.ts
#EXT-X-ENDLIST
`;

describe('HLS playlists', () => {
  it('reads a media playlist and where each segment starts', () => {
    const playlist = parseMediaPlaylist(PLAYLIST);
    expect(playlist.targetDuration).toBe(6);
    expect(playlist.ended).toBe(true);
    expect(playlist.segments.map((s) => s.uri)).toEqual([
      'seg-00000.ts',
      'seg-00001.ts',
      'seg-00002.ts',
    ]);
    expect(segmentStarts(playlist)).toEqual([0, 6, 12]);
    expect(() => parseMediaPlaylist('hello')).toThrow();
  });

  it('measures the peak and average bitrate, leaving out a tiny last segment', () => {
    const { peak, average } = measureBandwidth([
      { durationSeconds: 6, bytes: 750_000 },
      { durationSeconds: 6, bytes: 1_500_000 },
      { durationSeconds: 0.2, bytes: 100_000 },
    ]);
    expect(peak).toBe(2_000_000);
    expect(average).toBe(Math.ceil((2_350_000 * 8) / 12.2));
  });

  it('writes RFC 6381 codec strings', () => {
    expect(avcCodecString('High', 31)).toBe('avc1.64001f');
    expect(avcCodecString('Main', 30)).toBe('avc1.4d401e');
    expect(avcCodecString('Constrained Baseline', 30)).toBe('avc1.42e01e');
  });

  it('writes a master playlist, lowest bandwidth first, with every attribute', () => {
    const master = writeMasterPlaylist([
      {
        uri: '720p/index.m3u8',
        width: 1280,
        height: 720,
        bandwidth: 3_000_000,
        averageBandwidth: 2_500_000,
        codecs: ['avc1.64001f', 'mp4a.40.2'],
        frameRate: 23.976,
      },
      {
        uri: '240p/index.m3u8',
        width: 426,
        height: 240,
        bandwidth: 400_000,
        averageBandwidth: 350_000,
        codecs: ['avc1.640015', 'mp4a.40.2'],
        frameRate: 23.976,
      },
    ]);
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=350000,RESOLUTION=426x240,FRAME-RATE=23.976,CODECS="avc1.640015,mp4a.40.2"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2500000,RESOLUTION=1280x720,FRAME-RATE=23.976,CODECS="avc1.64001f,mp4a.40.2"',
      '720p/index.m3u8',
      '',
    ]);
  });
});

describe('storyboard', () => {
  it('keeps at most 200 tiles, at least 2 s apart', () => {
    expect(storyboardInterval(20)).toBe(2);
    expect(storyboardInterval(7200)).toBe(36);
    expect(spriteLayout(10)).toEqual({ columns: 10, rows: 1 });
    expect(spriteLayout(23)).toEqual({ columns: 10, rows: 3 });
    expect(spriteLayout(3)).toEqual({ columns: 3, rows: 1 });
  });

  it('maps each interval to its tile with #xywh, the last cue ending with the video', () => {
    const vtt = storyboardVtt({
      sprite: 'storyboard.jpg',
      tiles: 12,
      intervalSeconds: 2,
      durationSeconds: 23.5,
      tileWidth: 160,
      tileHeight: 90,
    });
    const lines = vtt.split('\n');
    expect(lines[0]).toBe('WEBVTT');
    expect(lines).toContain('00:00:00.000 --> 00:00:02.000');
    expect(lines).toContain('storyboard.jpg#xywh=0,0,160,90');
    expect(lines).toContain('storyboard.jpg#xywh=160,90,160,90');
    expect(lines).toContain('00:00:22.000 --> 00:00:23.500');
  });

  it('spreads thumbnails from 10 % to 90 % of the video', () => {
    expect(thumbnailTimes(100)).toEqual([10, 30, 50, 70, 90]);
  });
});
