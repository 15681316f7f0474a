import { describe, expect, it } from 'vitest';
import {
  convertSubtitles,
  decodeSubtitleBytes,
  parseSubtitles,
  parseTimestamp,
  SubtitleError,
} from './subtitles.js';

const SRT = `1
00:00:01,000 --> 00:00:03,500
<font color="#ffff00">안녕하세요,</font> <i>달빛</i>입니다.

2
00:00:04,000 --> 00:00:06,000
두 번째 줄 & 끝
`;

/** EUC-KR bytes of "안녕" and, in CP949 only (no EUC-KR code), "똠". */
const EUC_KR_HELLO = [0xbe, 0xc8, 0xb3, 0xe7];
const CP949_DDOM = [0x8c, 0x63];

const failure = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof SubtitleError
      ? `${error.reason}${error.line ? `@${error.line}` : ''}`
      : 'thrown';
  }
};

describe('subtitle intake', () => {
  it('turns an SRT file into WebVTT, keeping <i>, dropping <font>, escaping &', () => {
    const { vtt, cues, encoding } = convertSubtitles(Buffer.from(SRT, 'utf8'));
    expect(encoding).toBe('utf-8');
    expect(cues).toBe(2);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\n안녕하세요, <i>달빛</i>입니다.\n\n00:00:04.000 --> 00:00:06.000\n두 번째 줄 &amp; 끝\n',
    );
  });

  it('converts EUC-KR and CP949 files to UTF-8', () => {
    const body = (text: number[]) =>
      Buffer.concat([
        Buffer.from('1\n00:00:01,000 --> 00:00:02,000\n'),
        Buffer.from(text),
        Buffer.from('\n'),
      ]);
    const euc = convertSubtitles(body(EUC_KR_HELLO));
    expect(euc.encoding).toBe('euc-kr');
    expect(euc.vtt).toContain('안녕');
    expect(convertSubtitles(body(CP949_DDOM)).vtt).toContain('똠');
  });

  it('reads UTF-8 with a BOM and UTF-16 with its BOM', () => {
    expect(decodeSubtitleBytes(Buffer.from(`\uFEFF${SRT}`, 'utf8')).text.startsWith('1')).toBe(
      true,
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SRT, 'utf16le')]);
    expect(convertSubtitles(utf16).encoding).toBe('utf-16le');
  });

  it('reads WebVTT with a header, notes, cue ids and settings; sorts cues by time', () => {
    const cues = parseSubtitles(
      'WEBVTT - demo\n\nNOTE a comment\nover two lines\n\nb\n00:05.000 --> 00:06.000 align:start\nSecond\n\na\n00:00:01.250 --> 00:00:02.000\nFirst\n',
    );
    expect(cues).toEqual([
      { start: 1.25, end: 2, text: 'First' },
      { start: 5, end: 6, text: 'Second' },
    ]);
  });

  it('refuses bad timings, unreadable files and empty ones, naming the line', () => {
    expect(failure(() => parseSubtitles('1\n00:00:05,000 --> 00:00:04,000\nBackwards\n'))).toBe(
      'timing@2',
    );
    expect(failure(() => parseSubtitles('1\n00:00:05 --> 00:00:06,000\nNo millis\n'))).toBe(
      'format@2',
    );
    expect(failure(() => parseSubtitles('just some text\nwithout cues\n'))).toBe('format');
    expect(failure(() => convertSubtitles(Buffer.alloc(0)))).toBe('empty');
    expect(failure(() => convertSubtitles(Buffer.from([0xff, 0x00, 0xc8, 0xfe, 0x81, 0x20])))).toBe(
      'encoding',
    );
    expect(failure(() => convertSubtitles(Buffer.alloc(3 * 1024 * 1024, 0x41)))).toBe('too_large');
  });

  it('reads SRT and WebVTT timestamps', () => {
    expect(parseTimestamp('01:02:03,456')).toBeCloseTo(3723.456);
    expect(parseTimestamp('02:03.5')).toBeCloseTo(123.5);
    expect(parseTimestamp('1:2:3')).toBeUndefined();
  });
});
