import { describe, expect, it } from 'vitest';
import { formatCount, formatKrw, groupDigits } from './money';

const intlKrw = (amount: number, locale: 'ko' | 'en') =>
  locale === 'ko'
    ? `${new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }).format(amount)}원`
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'KRW',
        maximumFractionDigits: 0,
      }).format(amount);

describe('money', () => {
  const amounts = [
    0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_000, 50_000_000, 1_000_000_000,
  ];

  it.each(amounts)('writes %d won as Intl does, in both languages', (amount) => {
    expect(formatKrw(amount, 'ko')).toBe(intlKrw(amount, 'ko'));
    expect(formatKrw(amount, 'en')).toBe(intlKrw(amount, 'en'));
    // Intl writes minus zero as "-₩0"; no amount is minus zero.
    if (amount > 0) expect(formatKrw(-amount, 'en')).toBe(intlKrw(-amount, 'en'));
  });

  it('rounds half away from zero and keeps what is not a number readable', () => {
    expect(groupDigits(1234.5)).toBe('1,235');
    expect(groupDigits(-1234.5)).toBe('-1,235');
    expect(groupDigits(-0.4)).toBe('0');
    expect(groupDigits(Number.NaN)).toBe('NaN');
  });

  it('groups counts as en-US and ko-KR do', () => {
    for (const n of [0, 7, 1000, 123_456_789]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
      expect(formatCount(n)).toBe(new Intl.NumberFormat('ko-KR').format(n));
    }
  });
});
