import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { projects } from '../src/db/schema.js';
import { createCrowdfundingRepository } from '../src/modules/crowdfunding/crowdfunding.repository.js';
import { choseongOf } from '../src/shared/choseong.js';
import { escapeLike } from '../src/shared/like.js';
import { isShortKey, searchMatchOf } from '../src/shared/search-match.js';
import { createTestApp, type TestApp } from './helpers.js';
import { nounOf, titlesOf } from './support/search-vocabulary.js';

/**
 * Project search pages its matches as a ranking of every match would (title hits, closeness,
 * the latest start): the page is first looked for among the matches of the best rank, newest
 * first, and every match is ranked only when they are too few (crowdfunding.repository.ts).
 */

let t: TestApp;
const now = new Date('2026-11-25T03:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '0' });
  await aCatalogue(72);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <T>(query: SQL): Promise<T[]> => {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

// Titles from a small vocabulary; starts on a few days (ties broken by id); some projects not
// public yet.
const aCatalogue = async (size: number) => {
  const rows = Array.from({ length: size }, (_, i) => {
    const [titleKr, titleEng] = titlesOf(i);
    const c = nounOf(i, 3);
    const startsAt = new Date(now.getTime() - (1 + (i % 4)) * DAY);
    // Every ninth a draft, every tenth approved for later, every eleventh approved and due.
    const state = i % 9 === 4 ? 'draft' : i % 10 === 3 || i % 11 === 6 ? 'approved' : 'funding';
    return {
      titleKr,
      titleEng,
      summaryKr: `${c[0]}에서 모은 하루의 이야기`,
      summaryEng: `A day in the ${c[1].toLowerCase()}`,
      creatorNameKr: '',
      creatorNameEng: '',
      imageDomestic: '',
      imageOversea: '',
      goalAmount: 1_000_000,
      startsAt,
      endsAt: new Date(now.getTime() + 30 * DAY),
      state: state as 'draft' | 'approved' | 'funding',
      publishAt:
        state === 'funding'
          ? new Date(startsAt.getTime() - DAY)
          : state === 'approved'
            ? new Date(now.getTime() + (i % 10 === 3 ? DAY : -DAY))
            : null,
    };
  });
  await t.db.insert(projects).values(rows);
};

/** Every public match ranked, as search ranked projects before its first tier. */
const everyMatchRanked = async (key: string): Promise<string[]> => {
  const visible = sql`(p.state in ('upcoming', 'funding', 'successful', 'failed', 'settled')
    or (p.state = 'approved' and p.publish_at <= ${now.toISOString()}::timestamptz))`;
  let where: SQL;
  let order: SQL;
  if (searchMatchOf(key).choseong) {
    const initials = choseongOf(key);
    where = sql`p.title_choseong like ${`%${escapeLike(initials)}%`}`;
    order = sql`strpos(p.title_choseong, ${initials})`;
  } else if (isShortKey(key)) {
    const k = key.toLowerCase();
    const place = (text: SQL) => sql`nullif(strpos(lower(${text}), ${k}), 0)`;
    where = sql`(${place(sql`p.title_kr`)} is not null or ${place(sql`p.title_eng`)} is not null
      or ${place(sql`p.summary_kr || ' ' || p.summary_eng`)} is not null)`;
    order = sql`least(${place(sql`p.title_kr`)}, ${place(sql`p.title_eng`)}) asc nulls last`;
  } else {
    const p = `%${escapeLike(key.toLowerCase())}%`;
    const titleHit = sql`(p.title_kr ilike ${p} or p.title_eng ilike ${p})`;
    where = sql`(${titleHit} or lower(p.summary_kr || ' ' || p.summary_eng) like ${p})`;
    order = sql`case when ${titleHit} then 0 else 1 end,
      greatest(word_similarity(${key}, p.title_kr), word_similarity(${key}, p.title_eng)) desc`;
  }
  const rows = await rowsOf<{ id: string }>(
    sql`select p.id::text as id from projects p where ${visible} and ${where}
        order by ${order}, p.starts_at desc, p.id desc`,
  );
  return rows.map((r) => r.id);
};

describe('project search', () => {
  const KEYS = ['한', '한옥', '옥', '서울', '한옥의', 'Hanok', 'hanoks', 'han', 'the', 'a', '하루'];

  it.each([...KEYS, 'ㅎㅇ', 'ㅎ'])('pages %s as a ranking of every match would', async (key) => {
    const want = await everyMatchRanked(key);
    expect(want.length, 'the key should match projects').toBeGreaterThan(0);
    const repository = createCrowdfundingRepository(t.db);
    for (const size of [4, 7]) {
      for (let offset = 0; offset <= want.length + size; offset += size) {
        const page = await repository.search(searchMatchOf(key), size, offset, now);
        expect(
          page.rows.map((r) => String(r.id)),
          `${key} at ${offset} by ${size}`,
        ).toEqual(want.slice(offset, offset + size));
        expect(page.total, `${key} at ${offset} by ${size}`).toBe(want.length);
      }
    }
  });

  it('holds keys whose first pages are all of the best rank and whose later ones are not', async () => {
    // So that the paging above takes both ways: the first tier, and every match ranked.
    const want = await everyMatchRanked('한');
    const titles = await rowsOf<{ id: string; title_kr: string; title_eng: string }>(
      sql`select id::text as id, title_kr, title_eng from projects`,
    );
    const best = (id: string) => {
      const row = titles.find((r) => r.id === id)!;
      return row.title_kr.startsWith('한') || row.title_eng.toLowerCase().startsWith('한');
    };
    expect(want.slice(0, 7).every(best)).toBe(true);
    expect(want.some((id) => !best(id))).toBe(true);
  });
});
