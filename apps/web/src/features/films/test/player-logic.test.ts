// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { playerKeyAction } from '../components/player/player-keys';
import {
  availableModes,
  captionLines,
  initialSubtitles,
  lastShown,
  modeFor,
} from '../components/player/subtitle-modes';
import { parseStoryboard, tileAt } from '../components/player/storyboard';

const key = (
  value: string,
  target: Partial<{ tagName: string; type: string; role: string | null }> = {},
) =>
  playerKeyAction({
    key: value,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: { tagName: 'DIV', role: null, ...target },
  });

describe('player keys', () => {
  it('maps the shortcuts', () => {
    expect(
      [' ', 'k', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'm', 'F', 'c'].map((k) =>
        key(k),
      ),
    ).toEqual([
      'togglePlay',
      'togglePlay',
      'seekBack',
      'seekForward',
      'volumeUp',
      'volumeDown',
      'toggleMute',
      'toggleFullscreen',
      'toggleSubtitles',
    ]);
    expect(key('x')).toBeNull();
  });

  it('leaves keys to the focused control and to modified presses', () => {
    expect(key(' ', { tagName: 'BUTTON' })).toBeNull();
    expect(key('k', { tagName: 'BUTTON' })).toBe('togglePlay');
    expect(key('k', { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(key('k', { tagName: 'TEXTAREA' })).toBeNull();
    expect(key('ArrowLeft', { tagName: 'INPUT', type: 'range' })).toBeNull();
    expect(key('ArrowUp', { tagName: 'INPUT', type: 'range' })).toBe('volumeUp');
    expect(key('c', { role: 'menuitemradio' })).toBeNull();
    expect(
      playerKeyAction({
        key: 'f',
        altKey: false,
        ctrlKey: true,
        metaKey: false,
        target: { tagName: 'DIV', role: null },
      }),
    ).toBeNull();
  });
});

describe('subtitle modes', () => {
  it('starts from the stored choice, else by language', () => {
    expect(initialSubtitles('both', 'en')).toBe('both');
    expect(initialSubtitles('klingon', 'en')).toBe('en');
    expect(initialSubtitles(null, 'ko')).toBe('off');
    expect(lastShown('off', 'ko')).toBe('ko');
    expect(lastShown('off', 'en')).toBe('en');
    expect(lastShown('both', 'ko')).toBe('both');
  });

  it('offers only the languages a video has', () => {
    expect(availableModes([{ lang: 'ko' }, { lang: 'en' }])).toEqual(['off', 'ko', 'en', 'both']);
    expect(availableModes([{ lang: 'en' }])).toEqual(['off', 'en']);
    expect(availableModes([])).toEqual(['off']);
    // "Both" is Korean + English; other languages are offered one by one.
    expect(availableModes([{ lang: 'ko' }, { lang: 'ja' }])).toEqual(['off', 'ko', 'ja']);
    expect(availableModes([{ lang: 'ko' }, { lang: 'en' }, { lang: 'zh-TW' }])).toEqual([
      'off',
      'ko',
      'en',
      'zh-TW',
      'both',
    ]);
  });

  it('keeps a choice the video cannot show for the next one, showing nothing meanwhile', () => {
    expect(modeFor('ja', [{ lang: 'ko' }, { lang: 'ja' }])).toBe('ja');
    expect(modeFor('ja', [{ lang: 'ko' }])).toBe('off');
    expect(modeFor('both', [{ lang: 'en' }])).toBe('off');
    expect(initialSubtitles('zh-TW', 'ko')).toBe('zh-TW');
  });

  it('shows one line per language, Korean above English', () => {
    const cues = {
      ko: [{ start: 1, end: 4, text: '안녕' }],
      en: [{ start: 1, end: 4, text: 'Hello' }],
    };
    expect(captionLines('both', cues, 2)).toEqual([
      { lang: 'ko', text: '안녕' },
      { lang: 'en', text: 'Hello' },
    ]);
    expect(captionLines('en', cues, 5)).toEqual([{ lang: 'en', text: '' }]);
    expect(captionLines('off', cues, 2)).toEqual([]);
    expect(captionLines('ja', { ja: [{ start: 0, end: 3, text: 'こんにちは' }] }, 1)).toEqual([
      { lang: 'ja', text: 'こんにちは' },
    ]);
  });
});

describe('storyboard', () => {
  const MAP = `WEBVTT

00:00:00.000 --> 00:00:02.000
storyboard.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
storyboard.jpg#xywh=160,0,160,90

00:00:04.000 --> 00:00:05.500
storyboard.jpg#xywh=320,0,160,90
`;

  it('reads the tiles of a map, the sprite resolved against the map’s URL', () => {
    const tiles = parseStoryboard(MAP, 'https://cdn.example/videos/7/9/storyboard.vtt');
    expect(tiles).toHaveLength(3);
    expect(tiles[1]).toEqual({
      start: 2,
      end: 4,
      image: 'https://cdn.example/videos/7/9/storyboard.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(parseStoryboard('WEBVTT\n\n00:00.000 --> 00:01.000\nnot a tile\n', '/a.vtt')).toEqual(
      [],
    );
  });

  it('finds the tile of a moment', () => {
    const tiles = parseStoryboard(MAP, '/media/v/storyboard.vtt');
    expect(tileAt(tiles, 0)?.x).toBe(0);
    expect(tileAt(tiles, 3.9)?.x).toBe(160);
    expect(tileAt(tiles, 4)?.x).toBe(320);
    expect(tileAt(tiles, 99)?.x).toBe(320);
    expect(tileAt([], 1)).toBeUndefined();
  });
});
