import type { Locale } from './language';

/**
 * docs/api.md#bilingual-fields: a client shows the field of the current language and falls back to the other one
 * when it is empty (`_kr` / `_eng`, `Domestic` / `Oversea`).
 */
export function pickText(
  kr: string | null | undefined,
  eng: string | null | undefined,
  locale: Locale,
): string {
  const [first, second] = locale === 'ko' ? [kr, eng] : [eng, kr];
  return first?.trim() ? first : (second ?? '');
}

const SEOUL_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;
const EN_MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Intl's short English months are the first three letters of the long ones ("Sep"). */
const EN_MONTHS = EN_MONTHS_LONG.map((month) => month.slice(0, 3));

/**
 * A date as Intl writes it in Seoul time ("Nov 21, 2026", "2026년 11월 21일"), by arithmetic:
 * Korea has kept UTC+9 without daylight saving since 1988. Building the first Intl formatter
 * loads ICU data, some 50 ms of main thread on a phone, in the middle of a page's first render.
 */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seoul = new Date(time + SEOUL_UTC_OFFSET_MS);
  const [year, month, day] = [seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate()];
  return locale === 'ko'
    ? `${year}년 ${month + 1}월 ${day}일`
    : `${EN_MONTHS[month]} ${day}, ${year}`;
}

/** A month of a year (1-12) as Intl writes it ("March 2027", "2027년 3월"), without Intl either. */
export function formatYearMonth(year: number, month: number, locale: Locale): string {
  return locale === 'ko' ? `${year}년 ${month}월` : `${EN_MONTHS_LONG[month - 1]} ${year}`;
}
