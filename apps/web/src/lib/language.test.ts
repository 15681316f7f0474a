import { afterEach, describe, expect, it } from 'vitest';
import { detectInitialLocale, localeToAcceptLanguage } from './language';

describe('detectInitialLocale', () => {
  afterEach(() => localStorage.clear());

  it.each(['ko', 'ko-KR', 'ko-KP'])('picks Korean for browser language %s', (lang) => {
    expect(detectInitialLocale({ languages: [lang], language: lang })).toBe('ko');
  });

  it.each(['en-US', 'ja', 'ko-Latn', 'fr-FR'])('picks English for browser language %s', (lang) => {
    expect(detectInitialLocale({ languages: [lang], language: lang })).toBe('en');
  });

  it('reads navigator.language when languages is empty', () => {
    expect(detectInitialLocale({ languages: [], language: 'ko-KR' })).toBe('ko');
  });

  it('lets a stored choice win over the browser', () => {
    localStorage.setItem('dalbit.language', 'english');
    expect(detectInitialLocale({ languages: ['ko-KR'] })).toBe('en');
    localStorage.setItem('dalbit.language', 'korean');
    expect(detectInitialLocale({ languages: ['en-US'] })).toBe('ko');
  });

  it('ignores a garbage stored value', () => {
    localStorage.setItem('dalbit.language', 'klingon');
    expect(detectInitialLocale({ languages: ['ko'] })).toBe('ko');
  });

  it('maps locales to the API Accept-Language values', () => {
    expect(localeToAcceptLanguage('ko')).toBe('kr');
    expect(localeToAcceptLanguage('en')).toBe('en');
  });
});
