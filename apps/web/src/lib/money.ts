import type { Locale } from './language';

/**
 * Whole numbers with a comma every three digits, as both `ko-KR` and `en-US` write them, without
 * Intl: the first currency `Intl.NumberFormat` of a page loads ICU's currency data, about 25 ms
 * on a desktop and several times that on a phone, in the task that renders the first project
 * card (docs/performance.md#phones). Rounds half away from zero, as Intl does.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  const grouped = withCommas(digits);
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/** A string of digits with a comma every three from the right: `1500000` → `1,500,000`. */
export function withCommas(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 1234000 → "1,234,000원" (ko) or "₩1,234,000" (en); won have no fractions. */
export function formatKrw(amount: number, locale: Locale): string {
  const grouped = groupDigits(amount);
  if (locale === 'ko') return `${grouped}원`;
  return grouped.startsWith('-') ? `-₩${grouped.slice(1)}` : `₩${grouped}`;
}

/** A count in the reader's format (1,234 in both languages). */
export function formatCount(count: number): string {
  return groupDigits(count);
}
