// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, pickText } from './localized';

const intlFormats = {
  ko: new Intl.DateTimeFormat('ko-KR', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }),
  en: new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }),
};
const intl = (iso: string, locale: 'ko' | 'en') => intlFormats[locale].format(new Date(iso));

describe('formatDate', () => {
  it('writes the Seoul calendar date in each language', () => {
    expect(formatDate('2026-11-21T03:00:00.000Z', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T03:00:00.000Z', 'ko')).toBe('2026년 11월 21일');
    // 15:00 UTC is already the next day in Seoul (UTC+9).
    expect(formatDate('2026-12-31T15:00:00.000Z', 'en')).toBe('Jan 1, 2027');
    expect(formatDate('2026-12-31T14:59:59.999Z', 'ko')).toBe('2026년 12월 31일');
  });

  it('matches Intl in Asia/Seoul at every hour of day across four decades', () => {
    const mismatches: string[] = [];
    const start = Date.UTC(1990, 0, 1);
    for (let t = start; t < Date.UTC(2031, 0, 1); t += 19 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(t).toISOString();
      for (const locale of ['ko', 'en'] as const) {
        if (formatDate(iso, locale) !== intl(iso, locale)) mismatches.push(`${iso} ${locale}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'ko')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('pickText', () => {
  it('falls back to the other language when the current one is blank', () => {
    expect(pickText('한국어', 'English', 'ko')).toBe('한국어');
    expect(pickText('한국어', 'English', 'en')).toBe('English');
    expect(pickText('  ', 'English', 'ko')).toBe('English');
    expect(pickText('한국어', null, 'en')).toBe('한국어');
  });
});
