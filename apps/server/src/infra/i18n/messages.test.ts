import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_KEYS } from '@dalbit/contract';
import { catalogues } from './messages.js';
import { apiLocale, translate } from './translate.js';

/**
 * Sentence endings of 해요체 (어요, 아요, 해요, 에요, 예요, 네요, 게요, 나요, 까요, 죠 …): every '요'
 * that ends a sentence, except a request's '-세요'. The interjection 아니요 is no ending.
 */
export const informalEndings = (text: string): string[] =>
  [...text.replace(/아니요|좋아요/g, '').matchAll(/\S*(?:(?<!세)요|죠)(?=[.!?…)"”’\s]|$)/g)].map(
    (m) => m[0],
  );

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
    // `{value|은/는}` is the placeholder `value` with its Korean particle.
    const placeholders = (s: string) =>
      [...s.matchAll(/\{(\w+)(?:\|[^}]+)?\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
      expect(placeholders(catalogues.ko[key]), key).toEqual(placeholders(catalogues.en[key]));
    }
  });

  it('chooses each Korean particle by its word, never both forms', () => {
    expect(translate('ko', 'validation.required', { value: '이름' })).toBe(
      '이름은 필수 입력 항목입니다',
    );
    expect(translate('ko', 'validation.required', { value: '휴대폰 번호' })).toBe(
      '휴대폰 번호는 필수 입력 항목입니다',
    );
    expect(translate('ko', 'validation.too_long', { value: '제목' })).toBe('제목이 너무 깁니다');
    expect(translate('ko', 'validation.too_long', { value: '내용' })).toBe('내용이 너무 깁니다');
    expect(translate('ko', 'validation.too_long', { value: '요약' })).toBe('요약이 너무 깁니다');
    expect(translate('ko', 'validation.max_length', { value: '소개', max: 10 })).toBe(
      '소개는 10자 이하여야 합니다',
    );
    for (const text of Object.values(catalogues.ko)) {
      expect(text).not.toMatch(/\((?:은|는|이|가|을|를|과|와|으)\)|은\(는\)|이\(가\)|을\(를\)/);
    }
  });

  it('speaks one level of Korean: 합니다체, with requests as -세요 (docs/glossary.md#speech-levels)', () => {
    for (const [key, text] of Object.entries(catalogues.ko)) {
      expect(informalEndings(text), key).toEqual([]);
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
