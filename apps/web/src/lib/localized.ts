import type { Locale } from './language';

/**
 * API.md: a client shows the field of the current language and falls back to the other one
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

export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: locale === 'ko' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }).format(date);
}
