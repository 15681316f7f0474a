import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DalbitEvent, SearchHit, SearchResult } from '@dalbit/contract';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import {
  aSearchCorpus,
  CORPUS_EVENTS,
  CORPUS_FILMS,
  type CorpusEvent,
} from './builders/search-corpus.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await aSearchCorpus(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = async (key: string, extra = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    url: `/api/search?key=${encodeURIComponent(key)}${extra}`,
    headers,
  });
  return res;
};
const results = async (key: string, extra = '') => {
  const res = await search(key, extra);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
};

// The oracle: what a case-insensitive substring search over the corpus should find.
const fields = (e: CorpusEvent) => [...e.title, ...e.summary, ...e.content];
const expectedEvents = (key: string) =>
  CORPUS_EVENTS.filter((e) => fields(e).some((f) => f.toLowerCase().includes(key.toLowerCase())))
    .length;
const expectedFilms = (key: string) =>
  CORPUS_FILMS.filter((f) =>
    [...f.title, f.synopsis.join(' ')].some((t) => t.toLowerCase().includes(key.toLowerCase())),
  ).length;
/** Search answers films and events together. */
const expectedCount = (key: string) => expectedEvents(key) + expectedFilms(key);
const eventsOf = (items: SearchHit[]): DalbitEvent[] =>
  items.flatMap((h) => (h.kind === 'event' ? [h.item] : []));
const titleOf = (h: SearchHit) => `${h.item.title_kr} ${h.item.title_eng}`.toLowerCase();
const textOf = (h: SearchHit) =>
  h.kind === 'event'
    ? hitText(h.item)
    : [h.item.title_kr, h.item.title_eng, h.item.synopsis_kr, h.item.synopsis_eng]
        .join(' ')
        .toLowerCase();
const hitText = (e: DalbitEvent) =>
  [e.title_kr, e.title_eng, e.summary_kr, e.summary_eng, e.content_kr, e.content_eng]
    .join(' ')
    .toLowerCase();
const inTitle = (h: SearchHit, key: string) => titleOf(h).includes(key.toLowerCase());

describe('GET /api/search', () => {
  it.each([
    ['밤', 'one Hangul syllable'],
    ['서울', 'two Hangul syllables'],
    ['영화제', 'three Hangul syllables'],
    ['시나리오 공모전', 'a Korean phrase'],
    ['PREMIERE', 'English in another case'],
    ['hanok', 'English lower case'],
  ])('finds every event containing %s (%s), title hits first', async (key) => {
    const want = expectedCount(key);
    expect(want, 'the corpus should contain this key').toBeGreaterThan(0);
    const data = await results(key, '&pageSize=100');
    expect(data.key).toBe(key);
    expect(data.total).toBe(want);
    expect(data.items).toHaveLength(want);
    expect(eventsOf(data.items)).toHaveLength(expectedEvents(key));
    for (const hit of data.items) expect(textOf(hit)).toContain(key.toLowerCase());
    const titleFlags = data.items.map((h) => inTitle(h, key));
    expect(titleFlags).toEqual([...titleFlags].sort((a, b) => Number(b) - Number(a)));
  });

  it('matches body text as well as titles', async () => {
    const key = '을지로';
    const data = await results(key, '&pageSize=100');
    expect(data.total).toBe(expectedCount(key));
    expect(data.items.some((h) => !inTitle(h, key))).toBe(true);
  });

  it.each(['%', '_', '\\', '100%', '%_%', "'"])('treats %j literally', async (key) => {
    const data = await results(key, '&pageSize=100');
    expect(data.total).toBe(expectedCount(key));
    for (const hit of data.items) expect(textOf(hit)).toContain(key.toLowerCase());
  });

  it('trims the key and finds nothing for an absent word', async () => {
    expect((await results('  서울  ')).key).toBe('서울');
    const none = await results('qzxj-not-in-any-event');
    expect(none).toMatchObject({ total: 0, totalPages: 0, items: [] });
  });

  it('pages results without overlap', async () => {
    const key = '달빛';
    const all = await results(key, '&pageSize=100');
    expect(all.total).toBeGreaterThan(4);
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const data = await results(key, `&page=${page}&pageSize=3`);
      expect(data.page).toBe(page);
      expect(data.totalPages).toBe(Math.ceil(all.total / 3));
      ids.push(...data.items.map((h) => h.item._id));
    }
    expect(ids).toEqual(all.items.map((h) => h.item._id));
  });

  it.each(['', '   '])('rejects the empty key %j with a localized 400', async (key) => {
    const en = await search(key);
    expect(en.statusCode).toBe(400);
    expect(envelopeOf(en.body).errorList[0]).toBe('key is a required field');
    const kr = await search(key, '', { 'accept-language': 'kr' });
    expect(envelopeOf(kr.body).errorList[0]).toMatch(hangul);
  });

  it('rejects a missing or over-long key', async () => {
    const missing = await t.app.inject('/api/search');
    expect(envelopeOf(missing.body).errorList[0]).toBe('key is a required field');
    const long = await search('가'.repeat(101));
    expect(long.statusCode).toBe(400);
  });
});
