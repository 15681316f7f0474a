import { describe, expect, it } from 'vitest';
import {
  filmListPath,
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

describe('filmListPath', () => {
  // The web's API client writes a read's query with URLSearchParams (apps/web/src/lib/api-client.ts).
  const { URLSearchParams: Params } = globalThis as unknown as {
    URLSearchParams: new (init: Record<string, string>) => { toString(): string };
  };

  it('writes a films list read as the web does, in one order, empty values left out', () => {
    expect(filmListPath({ sort: 'popular', rail: 'hero', page: 1, pageSize: 20 })).toBe(
      '/films?sort=popular&rail=hero&page=1&pageSize=20',
    );
    expect(
      filmListPath({ type: 'web_series', genre: null, sort: 'latest', page: 2, pageSize: 20 }),
    ).toBe('/films?type=web_series&sort=latest&page=2&pageSize=20');
  });

  it.each(['noir', '로맨스 코미디', "a b+c&d=e/f?g#h!'()~*-._%"])(
    'encodes the genre %s as URLSearchParams does',
    (genre) => {
      const query = { genre, sort: 'latest', page: '1', pageSize: '20' };
      expect(filmListPath({ genre, sort: 'latest', page: 1, pageSize: 20 })).toBe(
        `/films?${new Params(query).toString()}`,
      );
    },
  );
});
