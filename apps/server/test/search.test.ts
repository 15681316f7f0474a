import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from '@dalbit/contract';
import { choseongOf } from '../src/shared/choseong.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import {
  aSearchCorpus,
  CORPUS_EVENTS,
  CORPUS_FILMS,
  CORPUS_PROJECTS,
} from './builders/search-corpus.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await aSearchCorpus(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = async (key: string, extra = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/search?key=${encodeURIComponent(key)}${extra}`, headers });
const results = async (key: string, extra = '') => {
  const res = await search(key, extra);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
};

type Texts = { title: [string, string]; text: string[] };
// The oracle: what a case-insensitive substring search over the corpus should find, per kind.
const corpus: Record<SearchKind, Texts[]> = {
  film: CORPUS_FILMS.map((f) => ({ title: f.title, text: [...f.title, ...f.synopsis] })),
  project: CORPUS_PROJECTS.map((p) => ({ title: p.title, text: [...p.title, ...p.summary] })),
  notice: CORPUS_EVENTS.filter((e) => e.type === 'notice').map((e) => ({
    title: e.title,
    text: [...e.title, ...e.summary, ...e.content],
  })),
  event: CORPUS_EVENTS.filter((e) => e.type === 'event').map((e) => ({
    title: e.title,
    text: [...e.title, ...e.summary, ...e.content],
  })),
};
// Films match a key of one character in their titles only (docs/product/layout.md#search).
const expected = (kind: SearchKind, key: string) =>
  corpus[kind].filter((c) =>
    (kind === 'film' && [...key].length === 1 ? c.title : c.text).some((f) =>
      f.toLowerCase().includes(key.toLowerCase()),
    ),
  );
const expectedByInitials = (kind: SearchKind, key: string) =>
  corpus[kind].filter((c) => choseongOf(c.title[0]).includes(choseongOf(key)));

const groupOf = (data: SearchResult, kind: SearchKind) => {
  const group = data.groups.find((g) => g.kind === kind);
  if (!group) throw new Error(`no ${kind} group`);
  return group;
};
const titlesOf = (group: SearchGroup) => group.items.map((i) => [i.title_kr, i.title_eng]);
// Each hit's texts, from the corpus (a film's hit carries no synopsis: docs/api.md#search).
const textOf = (group: SearchGroup) =>
  group.items.map((i) => {
    const entry = corpus[group.kind].find(
      (c) => c.title[0] === i.title_kr && c.title[1] === i.title_eng,
    );
    if (!entry) throw new Error(`${group.kind} ${i.title_eng} is not in the corpus`);
    return entry.text.join('\n').toLowerCase();
  });

describe('GET /api/search', () => {
  it.each([
    ['밤', 'one Hangul syllable'],
    ['서울', 'two Hangul syllables'],
    ['영화제', 'three Hangul syllables'],
    ['시나리오 공모전', 'a Korean phrase'],
    ['PREMIERE', 'English in another case'],
    ['RA', 'two letters in another case'],
    ['hanok', 'English lower case'],
    ['한옥', 'a project title (Korean)'],
    ['rain', 'a project title (English)'],
  ])(
    'finds every film, project, notice and event containing %s (%s), grouped with counts',
    async (key) => {
      const data = await results(key, '&pageSize=100');
      expect(data).toMatchObject({ key, kind: null, choseong: false });
      expect(data.groups.map((g) => g.kind)).toEqual([...SEARCH_KINDS]);
      let total = 0;
      for (const kind of SEARCH_KINDS) {
        const want = expected(kind, key);
        const group = groupOf(data, kind);
        expect(group.total, kind).toBe(want.length);
        expect(data.counts[kind], kind).toBe(want.length);
        expect(group.items).toHaveLength(want.length);
        for (const text of textOf(group)) expect(text).toContain(key.toLowerCase());
        const titleFlags = titlesOf(group).map((t) =>
          t.join(' ').toLowerCase().includes(key.toLowerCase()),
        );
        expect(titleFlags).toEqual([...titleFlags].sort((a, b) => Number(b) - Number(a)));
        total += want.length;
      }
      expect(total, 'the corpus should contain this key').toBeGreaterThan(0);
      expect(data.total).toBe(total);
    },
  );

  it('finds crowdfunding projects by their titles (the issue: 한옥, rain)', async () => {
    expect(titlesOf(groupOf(await results('한옥'), 'project'))).toEqual([
      ['한옥의 밤 시즌 2', 'Nights at the Hanok: Season 2'],
    ]);
    expect(titlesOf(groupOf(await results('rain'), 'project'))).toEqual([
      ['비 오는 날의 수채화', 'Watercolours of a rainy day'],
    ]);
  });

  it.each(['달빛', 'a'])(
    'ranks the title hits of the short key %s by its earliest place in a title, in every kind',
    async (key) => {
      // Keys of one or two characters have no trigram: closeness is the position
      // (docs/product/layout.md#search).
      const data = await results(key, '&pageSize=100');
      let ranked = 0;
      for (const group of data.groups) {
        const places = titlesOf(group)
          .map((titles) =>
            Math.min(
              ...titles.map((title) => title.toLowerCase().indexOf(key)).filter((i) => i >= 0),
            ),
          )
          .filter((place) => Number.isFinite(place));
        expect(places, group.kind).toEqual([...places].sort((a, b) => a - b));
        if (new Set(places).size > 1) ranked += 1;
      }
      expect(ranked, 'kinds whose title hits differ in place').toBeGreaterThan(0);
    },
  );

  it('matches body text as well as titles', async () => {
    const data = await results('을지로', '&pageSize=100');
    expect(data.total).toBe(expected('event', '을지로').length);
    expect(groupOf(data, 'event').items.some((e) => !e.title_kr.includes('을지로'))).toBe(true);
  });

  it.each(['%', '_', '\\', '100%', '%_%', "'"])('treats %j literally', async (key) => {
    const data = await results(key, '&pageSize=100');
    for (const kind of SEARCH_KINDS) expect(data.counts[kind]).toBe(expected(kind, key).length);
  });

  it('trims the key and finds nothing for an absent word', async () => {
    expect((await results('  서울  ')).key).toBe('서울');
    const none = await results('qzxj-not-in-any-event');
    expect(none).toMatchObject({
      total: 0,
      counts: { film: 0, project: 0, notice: 0, event: 0 },
    });
    for (const g of none.groups) expect(g).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('pages one kind without overlap and still counts every kind', async () => {
    const key = '달빛';
    const all = await results(key, '&pageSize=100');
    const events = groupOf(all, 'event');
    expect(events.total).toBeGreaterThan(2);
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(events.total / 2); page += 1) {
      const data = await results(key, `&kind=event&page=${page}&pageSize=2`);
      expect(data.kind).toBe('event');
      expect(data.groups.map((g) => g.kind)).toEqual(['event']);
      expect(data.counts).toEqual(all.counts);
      const group = groupOf(data, 'event');
      expect(group).toMatchObject({ page, pageSize: 2, totalPages: Math.ceil(events.total / 2) });
      ids.push(...group.items.map((i) => i._id));
    }
    expect(ids).toEqual(events.items.map((i) => i._id));
    // A page past the last still answers the true totals.
    for (const kind of ['event', 'project'] as const) {
      const past = await results(key, `&kind=${kind}&page=99&pageSize=2`);
      expect(groupOf(past, kind)).toMatchObject({ items: [], total: all.counts[kind] });
      expect(past.counts).toEqual(all.counts);
    }
  });

  it("answers each film as its card shows it: the summary's card fields and nothing else", async () => {
    const films = groupOf(await results('a', '&pageSize=100'), 'film');
    expect(films.items.length).toBeGreaterThan(1);
    const cardFields = [
      '_id',
      'ageRating',
      'episodeCount',
      'posterDomestic',
      'posterOversea',
      'releaseDate',
      'title_eng',
      'title_kr',
      'type',
    ];
    for (const hit of films.items) {
      expect(Object.keys(hit).sort()).toEqual(cardFields);
      const res = await t.app.inject({ url: `/api/films/${hit._id}` });
      expect(res.statusCode, res.body).toBe(200);
      const film = (res.json() as { data: Record<string, unknown> }).data;
      expect(hit).toEqual(Object.fromEntries(cardFields.map((k) => [k, film[k]])));
    }
  });

  // What a project's and an event's cards show (ProjectCard, EventCard), and where each is whole.
  const hitFields = {
    project: {
      page: (id: string) => `/api/crowdfunding/projects/${id}`,
      fields: [
        '_id',
        'backerCount',
        'creatorName_eng',
        'creatorName_kr',
        'daysLeft',
        'imageDomestic',
        'imageOversea',
        'percentFunded',
        'pledgedAmount',
        'startsAt',
        'status',
        'title_eng',
        'title_kr',
        'voteCount',
      ],
    },
    event: {
      page: (id: string) => `/api/web-app/event/${id}`,
      fields: [
        '_id',
        'createdAt',
        'endsAt',
        'imageDomestic',
        'imageOversea',
        'startsAt',
        'summary_eng',
        'summary_kr',
        'title_eng',
        'title_kr',
        'type',
      ],
    },
  };

  it.each(['project', 'notice', 'event'] as const)(
    'answers each %s as its card shows it: its page’s card fields and nothing else',
    async (kind) => {
      const { page, fields } = hitFields[kind === 'project' ? 'project' : 'event'];
      const answers = await Promise.all(['a', '달빛'].map((k) => results(k, '&pageSize=100')));
      const hits = answers.flatMap(
        (data) => groupOf(data, kind).items as unknown as Record<string, unknown>[],
      );
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(Object.keys(hit).sort()).toEqual(fields);
        const res = await t.app.inject({ url: page(String(hit._id)) });
        expect(res.statusCode, res.body).toBe(200);
        const whole = (res.json() as { data: Record<string, unknown> }).data;
        expect(hit).toEqual(Object.fromEntries(fields.map((k) => [k, whole[k]])));
      }
    },
  );

  it('answers a page of every kind without `kind`, capped at pageSize', async () => {
    const data = await results('달빛', '&pageSize=1');
    for (const g of data.groups) expect(g.items.length).toBeLessThanOrEqual(1);
    expect(data.total).toBe(Object.values(data.counts).reduce((a, b) => a + b, 0));
  });

  describe('초성 (Hangul initials)', () => {
    it.each([
      ['ㅎㄱ', ['한강의 불빛', '한강 야경 다큐멘터리']],
      [
        'ㅎㅇ',
        [
          '한옥의 밤',
          '한옥의 밤 시즌 2',
          '웹시리즈 〈한옥의 밤〉 온라인 프리미어',
          '한옥 촬영지 개방',
        ],
      ],
      ['ㅎ ㄱ', ['한강의 불빛', '한강 야경 다큐멘터리']],
      ['ㄷㅂ', ['달빛 배달부', '달빛 어워즈 2026', '제2회 달빛 시나리오 공모전']],
    ])('%s finds the titles whose initials contain it', async (key, titles) => {
      const data = await results(key, '&pageSize=100');
      expect(data.choseong).toBe(true);
      const found = data.groups.flatMap((g) => g.items.map((i) => i.title_kr));
      for (const title of titles) expect(found).toContain(title);
      for (const kind of SEARCH_KINDS) {
        expect(data.counts[kind], kind).toBe(expectedByInitials(kind, key).length);
      }
      for (const title of found) expect(choseongOf(title)).toContain(choseongOf(key));
    });

    it('does not treat a key with a vowel or a syllable as initials', async () => {
      expect((await results('ㅎㅏ')).choseong).toBe(false);
      expect((await results('한ㄱ')).choseong).toBe(false);
      expect((await results('ㅎㄱ')).choseong).toBe(true);
    });

    it('keeps the generated column equal to es-hangul for every kind of character', async () => {
      const samples = [
        ...CORPUS_FILMS.map((f) => f.title[0]),
        ...CORPUS_EVENTS.map((e) => e.title[0]),
        '〈한옥의 밤〉 비하인드 2026!',
        'ㄱㄴ ㄳ Latin 123 가힣',
        '',
        'ㅏㅓ 띄어 쓰기\t줄\n바꿈',
      ];
      for (const sample of samples) {
        const result = (await t.db.execute(
          sql`select dalbit_choseong(${sample}) as c`,
        )) as unknown as { rows: { c: string }[] } | { c: string }[];
        const got = (Array.isArray(result) ? result : result.rows)[0]?.c;
        expect(got, sample).toBe(choseongOf(sample));
      }
    });
  });

  it.each(['', '   '])('rejects the empty key %j with a localized 400', async (key) => {
    const en = await search(key);
    expect(en.statusCode).toBe(400);
    expect(envelopeOf(en.body).errorList[0]).toBe('key is a required field');
    const kr = await search(key, '', { 'accept-language': 'kr' });
    expect(envelopeOf(kr.body).errorList[0]).toMatch(hangul);
  });

  it('rejects a missing or over-long key and an unknown kind', async () => {
    const missing = await t.app.inject('/api/search');
    expect(envelopeOf(missing.body).errorList[0]).toBe('key is a required field');
    expect((await search('가'.repeat(101))).statusCode).toBe(400);
    expect((await search('달빛', '&kind=person')).statusCode).toBe(400);
  });
});

describe('the OpenAPI document of GET /api/search', () => {
  it('documents the kind filter and the grouped answer', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string; schema?: { enum?: string[] } }[] } }
      >;
    };
    const op = doc.paths['/api/search']?.get;
    const kind = op?.parameters?.find((p) => p.name === 'kind');
    expect(kind?.schema?.enum).toEqual([...SEARCH_KINDS]);
    const text = JSON.stringify(doc);
    for (const name of ['SearchResult', 'SearchGroup', 'SearchCounts'])
      expect(text).toContain(name);
    expect(text).toContain('"choseong"');
  });
});
