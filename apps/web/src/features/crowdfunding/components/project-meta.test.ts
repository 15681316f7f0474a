import { describe, expect, it } from 'vitest';
import { formatDelivery } from './project-meta';

const intl = (year: number, month: number, locale: 'ko' | 'en') =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));

describe('formatDelivery', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'writes month %i as Intl does, in both languages',
    (month) => {
      const ym = `2027-${String(month).padStart(2, '0')}`;
      expect(formatDelivery(ym, 'ko')).toBe(intl(2027, month, 'ko'));
      expect(formatDelivery(ym, 'en')).toBe(intl(2027, month, 'en'));
    },
  );

  it('leaves what is not a year and month as it came', () => {
    for (const text of ['', 'soon', '2027', '2027-13', '2027-00']) {
      expect(formatDelivery(text, 'en')).toBe(text);
    }
  });
});
