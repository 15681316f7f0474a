// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { playerKeyAction } from '../components/player/player-keys';
import {
  availableModes,
  captionLines,
  initialSubtitles,
  lastShown,
} from '../components/player/subtitle-modes';

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
  });
});
