import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aSearchCorpus } from './builders/search-corpus.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await aSearchCorpus(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = async (key: string) => {
  const res = await t.app.inject(`/api/search?key=${encodeURIComponent(key)}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
};
const filmsOf = (data: SearchResult) =>
  data.groups.flatMap((g) => (g.kind === 'film' ? g.items : []));
const filmTitles = (data: SearchResult) => filmsOf(data).map((f) => f.title_eng);

describe('GET /api/search finds films', () => {
  it.each([
    ['종이', 'Paper Cranes', 'a two-syllable Korean key'],
    ['학', 'Paper Cranes', 'a one-syllable Korean key'],
    ['한옥의 밤', 'Nights at the Hanok', 'a Korean key of 3+ syllables'],
    ['빨래방', 'Winter Laundromat', 'three Hangul syllables'],
    ['NEON', 'Neon Alley', 'English in another case'],
    ['laundromat', 'Winter Laundromat', 'an English word'],
  ])('%s finds %s (%s)', async (key, title) => {
    expect(filmTitles(await search(key))).toContain(title);
  });

  it('ranks title hits before synopsis hits and answers events in their own group', async () => {
    const data = await search('서울');
    const films = filmsOf(data);
    expect(films[0]?.title_kr).toContain('서울');
    expect(data.counts.event).toBeGreaterThan(0);
    const tiers = films.map((f) => (`${f.title_kr} ${f.title_eng}`.includes('서울') ? 0 : 1));
    expect(tiers).toEqual([...tiers].sort());
  });

  it('matches a one-syllable key in titles only, a two-syllable key in synopses too', async () => {
    // 낡 and 마당 are only in the synopsis of 한옥의 밤 (docs/product/layout.md#search).
    expect(filmTitles(await search('낡'))).toEqual([]);
    expect(filmTitles(await search('마당'))).toEqual(['Nights at the Hanok']);
    expect(filmTitles(await search('학'))).toEqual(['Paper Cranes']);
  });

  it('finds synopsis text as well', async () => {
    expect(filmTitles(await search('gayageum'))).toEqual(['Nights at the Hanok']);
  });
});
