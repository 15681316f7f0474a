import type { Locale } from '@dalbit/contract';

/** A campaign's funding bar (capped at full; the text says the real percent). */
export function CampaignBar({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      className="campaign-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(100, percent)}
      aria-valuetext={`${percent}%`}
    >
      <span
        className="campaign-bar__fill"
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}

/** Won in the reader's format: `1,234,000원`, or `₩1,234,000` in English. */
export const formatWon = (amount: number, locale: Locale): string =>
  locale === 'ko'
    ? `${new Intl.NumberFormat('ko-KR').format(amount)}원`
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'KRW',
        maximumFractionDigits: 0,
      }).format(amount);
