/**
 * Subtitle intake: an SRT or WebVTT file in UTF-8, UTF-16 or the Korean legacy encodings
 * (EUC-KR and its superset CP949, still what many Korean subtitle tools write) is decoded,
 * its cues checked, and written back as clean UTF-8 WebVTT
 * (docs/product/video-ingest.md#subtitles). Pure.
 */
import iconv from 'iconv-lite';
import { vttTime } from './webvtt-time.js';

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

export type SubtitleFailure =
  | 'empty'
  | 'too_large'
  /** Neither UTF-8, UTF-16 nor EUC-KR/CP949. */
  | 'encoding'
  /** Not SRT or WebVTT, or a timing line that cannot be read. */
  | 'format'
  /** A cue that ends before it starts, or runs past the last allowed time. */
  | 'timing';

export class SubtitleError extends Error {
  override name = 'SubtitleError';
  constructor(
    readonly reason: SubtitleFailure,
    /** 1-based line of the file where the problem is, when there is one. */
    readonly line?: number,
  ) {
    super(line ? `${reason} at line ${line}` : reason);
  }
}

export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_CUES = 20_000;
/** No film is longer than a day; a time past it is a typo. */
const MAX_SECONDS = 24 * 3600;

export type SubtitleEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'euc-kr';

/** Decodes the bytes; UTF-8 (with or without BOM) first, then UTF-16 by BOM, then EUC-KR/CP949. */
export const decodeSubtitleBytes = (
  bytes: Uint8Array,
): { text: string; encoding: SubtitleEncoding } => {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  try {
    // `fatal` refuses any invalid sequence; the default ignoreBOM=false drops a UTF-8 BOM.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: try CP949 (Unified Hangul Code), the superset of EUC-KR that Korean Windows
    // writes. Node's own "euc-kr" decoder drops CP949's extra syllables, so iconv-lite decodes.
  }
  const text = iconv.decode(Buffer.from(bytes), 'cp949');
  // Bytes that are no CP949 come out as U+FFFD; control characters mean a binary file.
  const binary = [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 9 || (code > 13 && code < 32);
  });
  if (text.includes('\uFFFD') || binary) {
    throw new SubtitleError('encoding');
  }
  return { text, encoding: 'euc-kr' };
};

const TIME = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;

/** `01:02:03,456`, `01:02:03.456` or `02:03.456` → seconds; undefined when unreadable. */
export const parseTimestamp = (stamp: string): number | undefined => {
  const match = TIME.exec(stamp.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', frac = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(frac.padEnd(3, '0')) / 1000;
};

/** Tags WebVTT cue text allows (and SRT files use); everything else (`<font>`) is dropped. */
const KEPT_TAGS = /^<\/?(i|b|u)>$/i;

const cleanText = (lines: string[]): string =>
  lines
    .map((line) =>
      line
        .replace(/<[^>]*>/g, (tag) => (KEPT_TAGS.test(tag) ? tag.toLowerCase() : ''))
        .replace(/\{\\[^}]*\}/g, '') // SSA override codes some SRT files carry
        .replace(/-->/g, '→')
        .replace(/&(?!(amp|lt|gt|nbsp|lrm|rlm);)/g, '&amp;')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join('\n');

/** Cues of an SRT or WebVTT text, checked; throws SubtitleError on the first bad one. */
export const parseSubtitles = (text: string): SubtitleCue[] => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const isVtt = /^WEBVTT(\s|$)/.test(lines[0] ?? '');
  const cues: SubtitleCue[] = [];
  let i = isVtt ? 1 : 0;
  while (i < lines.length) {
    const line = lines[i]?.trim() ?? '';
    if (!line.includes('-->')) {
      // VTT header lines, NOTE/STYLE/REGION blocks, SRT counters and blank lines.
      if (isVtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(line)) {
        while (i < lines.length && (lines[i]?.trim() ?? '') !== '') i += 1;
      }
      i += 1;
      continue;
    }
    const lineNumber = i + 1;
    const [left = '', right = ''] = line.split('-->');
    const start = parseTimestamp(left);
    const end = parseTimestamp(right.trim().split(/\s+/)[0] ?? '');
    if (start === undefined || end === undefined) throw new SubtitleError('format', lineNumber);
    if (end <= start || end > MAX_SECONDS) throw new SubtitleError('timing', lineNumber);
    i += 1;
    const body: string[] = [];
    while (i < lines.length && (lines[i]?.trim() ?? '') !== '') {
      body.push(lines[i] ?? '');
      i += 1;
    }
    const cueText = cleanText(body);
    if (cueText) cues.push({ start, end, text: cueText });
    if (cues.length > MAX_CUES) throw new SubtitleError('too_large');
  }
  if (cues.length === 0) throw new SubtitleError(isVtt || text.trim() ? 'format' : 'empty');
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
};

export const toWebVtt = (cues: readonly SubtitleCue[]): string =>
  `WEBVTT\n\n${cues.map((c) => `${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}\n`).join('\n')}`;

export interface ConvertedSubtitles {
  vtt: string;
  cues: number;
  /** What the file was written in. */
  encoding: SubtitleEncoding;
  /** Where the last cue ends, seconds: the editor compares it with the video's length. */
  lastCueEnd: number;
}

/** The whole intake: bytes in, UTF-8 WebVTT out. */
export const convertSubtitles = (bytes: Uint8Array): ConvertedSubtitles => {
  if (bytes.length === 0) throw new SubtitleError('empty');
  if (bytes.length > SUBTITLE_MAX_BYTES) throw new SubtitleError('too_large');
  const { text, encoding } = decodeSubtitleBytes(bytes);
  if (!text.trim()) throw new SubtitleError('empty');
  const cues = parseSubtitles(text);
  return {
    vtt: toWebVtt(cues),
    cues: cues.length,
    encoding,
    lastCueEnd: Math.max(...cues.map((c) => c.end)),
  };
};
