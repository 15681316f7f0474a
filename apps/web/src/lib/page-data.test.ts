import { afterEach, describe, expect, it } from 'vitest';
import { removePageData, writePageData } from '../test/page-data';
import { dropPageData, PAGE_DATA_BLOCK_CLASS, takePageData } from './page-data';
import { STORAGE_KEYS } from './storage-keys';

const isList = (data: unknown) => Array.isArray(data);
const left = () =>
  [...document.querySelectorAll(`.${PAGE_DATA_BLOCK_CLASS}`)].map((b) =>
    b.getAttribute('data-api'),
  );

afterEach(() => {
  removePageData();
  localStorage.clear();
});

describe('the page data blocks', () => {
  it('hands each read its own block, once', () => {
    writePageData('/films/genres', [{ _id: 'g1' }]);
    writePageData('/crowdfunding/next-up', [{ filmId: 'f1' }]);
    expect(takePageData('/crowdfunding/next-up', isList)).toEqual([{ filmId: 'f1' }]);
    expect(left()).toEqual(['/films/genres']);
    expect(takePageData('/crowdfunding/next-up', isList)).toBeUndefined();
    expect(takePageData('/films/genres', isList)).toEqual([{ _id: 'g1' }]);
    expect(left()).toEqual([]);
  });

  it('gives a signed-in viewer nothing, and still uses the block up', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    writePageData('/films/genres', [{ _id: 'g1' }]);
    expect(takePageData('/films/genres', isList)).toBeUndefined();
    expect(left()).toEqual([]);
  });

  it('serves a signed-in viewer a block the API gives everyone alike', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    writePageData('/films/genres', [{ _id: 'g1' }], undefined, { shared: true });
    expect(takePageData('/films/genres', isList)).toEqual([{ _id: 'g1' }]);
    expect(left()).toEqual([]);
  });

  it('drops what no read took', () => {
    writePageData('/films/genres', []);
    writePageData('/crowdfunding/next-up', []);
    dropPageData();
    expect(left()).toEqual([]);
    expect(takePageData('/films/genres', isList)).toBeUndefined();
  });
});
