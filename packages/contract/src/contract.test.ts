import { describe, expect, it } from 'vitest';
import {
  eventListQuerySchema,
  languageToLocale,
  localeToAcceptLanguage,
  localeToLanguage,
  pageQuerySchema,
  searchQuerySchema,
} from './index.js';

describe('language helpers', () => {
  it('maps locales, languages and the Accept-Language value both ways', () => {
    expect(localeToLanguage('ko')).toBe('korean');
    expect(localeToLanguage('en')).toBe('english');
    expect(languageToLocale('korean')).toBe('ko');
    expect(languageToLocale('english')).toBe('en');
    expect(localeToAcceptLanguage('ko')).toBe('kr');
    expect(localeToAcceptLanguage('en')).toBe('en');
  });
});

describe('paging', () => {
  it('defaults to page 1 of 12 and coerces query strings', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 12 });
    expect(pageQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it.each([{ page: '0' }, { page: '-1' }, { page: '1.5' }, { pageSize: '101' }, { page: 'x' }])(
    'refuses %o',
    (query) => {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('sorts events by createdAt only', () => {
    expect(eventListQuerySchema.parse({}).keySort).toBe('createdAt');
    expect(eventListQuerySchema.safeParse({ keySort: 'title' }).success).toBe(false);
  });
});

describe('search key', () => {
  it('trims the key and refuses an empty one', () => {
    expect(searchQuerySchema.parse({ key: '  서울 ' }).key).toBe('서울');
    expect(searchQuerySchema.safeParse({ key: '   ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({}).success).toBe(false);
    expect(searchQuerySchema.safeParse({ key: 'x'.repeat(101) }).success).toBe(false);
  });
});
