import { afterEach, describe, expect, it } from 'vitest';
import { PROJECTS_PAGE_SIZE, projectListPath } from '@dalbit/contract/project-paths';
import { removePageData, writePageData } from '../test/page-data';
import { apiPath } from './api-client';
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
  it('reads each block once and serves its path until the first navigation', () => {
    writePageData('/films/genres', [{ _id: 'g1' }]);
    writePageData('/crowdfunding/next-up', [{ filmId: 'f1' }]);
    expect(takePageData('/crowdfunding/next-up', isList)).toEqual([{ filmId: 'f1' }]);
    expect(left()).toEqual(['/films/genres']);
    // A render that suspended and started over asks again: the same answer.
    expect(takePageData('/crowdfunding/next-up', isList)).toEqual([{ filmId: 'f1' }]);
    expect(takePageData('/films/genres', isList)).toEqual([{ _id: 'g1' }]);
    expect(left()).toEqual([]);
    dropPageData();
    expect(takePageData('/crowdfunding/next-up', isList)).toBeUndefined();
    expect(takePageData('/films/genres', isList)).toBeUndefined();
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

  it('takes a null answer only for a read whose API may answer null', () => {
    writePageData('/crowdfunding/projects/1/film', null);
    expect(takePageData('/crowdfunding/projects/1/film', isList)).toBeUndefined();
    expect(takePageData('/crowdfunding/projects/1/film', isList, { nullable: true })).toBeNull();
    // No block is still no answer.
    expect(
      takePageData('/crowdfunding/projects/2/film', isList, { nullable: true }),
    ).toBeUndefined();
  });

  it('keys the crowdfunding list as the API client writes its request', () => {
    const query = { status: 'upcoming', page: 1, pageSize: PROJECTS_PAGE_SIZE } as const;
    expect(projectListPath(query)).toBe(apiPath('/crowdfunding/projects', query));
  });

  it('drops what no read took', () => {
    writePageData('/films/genres', []);
    writePageData('/crowdfunding/next-up', []);
    dropPageData();
    expect(left()).toEqual([]);
    expect(takePageData('/films/genres', isList)).toBeUndefined();
  });
});
