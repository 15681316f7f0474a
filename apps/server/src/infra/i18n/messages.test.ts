import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_KEYS } from '@dalbit/contract';
import { catalogues } from './messages.js';
import { apiLocale, translate } from './translate.js';

describe('server message catalogue', () => {
  it('has the same keys in Korean and English', () => {
    const en = Object.keys(catalogues.en).sort();
    const ko = Object.keys(catalogues.ko).sort();
    expect(ko.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ko.includes(k))).toEqual([]);
  });

  it('has a non-empty message for every error code in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(catalogues.en[code]?.trim()).toBeTruthy();
      expect(catalogues.ko[code]?.trim()).toBeTruthy();
    }
  });

  it('has every contract validation key in both languages', () => {
    for (const key of Object.values(VALIDATION_KEYS)) {
      expect((catalogues.en as Record<string, string>)[key]?.trim(), key).toBeTruthy();
      expect((catalogues.ko as Record<string, string>)[key]?.trim(), key).toBeTruthy();
    }
    expect(catalogues.ko['otp.sent']).toMatch(/[\uac00-\ud7a3]/);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
      expect(placeholders(catalogues.ko[key]), key).toEqual(placeholders(catalogues.en[key]));
    }
  });

  it('fills templates and picks Korean only for kr / ko', () => {
    expect(translate('en', 'validation.required', { value: 'key' })).toBe(
      'key is a required field',
    );
    expect(apiLocale('kr')).toBe('ko');
    expect(apiLocale('ko-KR,ko;q=0.9')).toBe('ko');
    expect(apiLocale('en')).toBe('en');
    expect(apiLocale('fr')).toBe('en');
    expect(apiLocale(undefined)).toBe('en');
  });
});
