import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SearchShape } from '../../shared/search-match.js';
import { filmSearch as s } from './film-search.table.js';

/**
 * Viewers' film search over `film_search` (migration 0020) at 100,000 films
 * (docs/performance.md#search-at-scale). The order is the product's: title hits
 * first, then closeness, then the newest (docs/product/layout.md#search). No index orders by
 * closeness, so a key that matches thousands of films would rank every match; instead:
 *
 * - the first tier: when the key matches more films than the page counts, the page is first
 *   looked for among the newest listed films (`SEARCH_WINDOW` per film to the page's end, read along
 *   `film_search_release_idx`): if that window holds enough title hits of the best closeness
 *   there is (the title starts with a short key, a longer key is a whole word of it, the
 *   initials start with a 초성 key), they are the page, since no film outside the window is
 *   newer or closer;
 * - otherwise the title hits are ranked, and only if the page reaches past them the other
 *   matches (the synopsis hits) too.
 *
 * Either way the answer is the one a ranking of every match would give.
 */

/**
 * Newest listed films read per film up to the page's end when looking for the first tier, and
 * at most: a deep page ranks its matches instead of reading most of the catalogue. `count`:
 * the newest listed films whose title hits are counted first (cappedCountOf); 0 never does.
 * `probe`: the newest listed films whose title hits say first whether that count is worth
 * reading (cappedCountOf).
 */
export const SEARCH_WINDOW = { perFilm: 100, max: 5000, count: 5000, probe: 500 };

/** How one kind of key matches and ranks, over `film_search`'s columns. */
interface Plan {
  /** Every match: what is counted. */
  match: SQL;
  /** The matches that are title hits. */
  titles: SQL;
  /**
   * The same title hits on the columns the release index carries (no grams, no synopsis), to
   * count along it without reading the table's rows (cappedCountOf); none for 초성 keys.
   */
  titlesCovered?: SQL;
  /** A title hit's rank, smaller first: its closeness. */
  rank: SQL;
  /** The matches that are not title hits and their rank; none for some keys. */
  others?: { where: SQL; rank: SQL };
  /** A title hit of the best rank there is. */
  best: SQL;
}

const planOf = (shape: SearchShape): Plan => {
  const key = sql.placeholder('key');
  const pattern = sql.placeholder('pattern');
  if (shape === 'choseong') {
    // 초성: the Korean title's initials hold the key; earlier is closer.
    const hit = sql`${s.titleChoseong} like ${pattern}`;
    return {
      match: hit,
      titles: hit,
      rank: sql`strpos(${s.titleChoseong}, ${key})`,
      best: sql`starts_with(${s.titleChoseong}, ${key})`,
    };
  }
  if (shape === 'short') {
    // One or two characters: the grams hold exactly the pieces such a key may match (one
    // character: of the titles; two: of the titles and the synopses), so containment is the
    // whole filter. Closeness is the earliest position in either title.
    const found = sql`${s.grams} @> array[${key}]::text[]`;
    const position = sql`least(nullif(strpos(${s.titleKr}, ${key}), 0), nullif(strpos(${s.titleEng}, ${key}), 0))`;
    return {
      match: found,
      titles: sql`${found} and ${position} is not null`,
      // A short key has no whitespace, and every such piece of a title is among the grams.
      titlesCovered: sql`${position} is not null`,
      rank: position,
      others: { where: sql`${found} and ${position} is null`, rank: sql`0` },
      best: sql`(starts_with(${s.titleKr}, ${key}) or starts_with(${s.titleEng}, ${key}))`,
    };
  }
  // Longer keys: substrings on trigram indexes. The titles are stored lower-cased, so LIKE of
  // the lower-cased pattern answers as ILIKE on the titles did; closeness is word_similarity
  // (case-blind), 1 when the key is a whole word of the title.
  const titleHit = sql`(${s.titleKr} like lower(${pattern}) or ${s.titleEng} like lower(${pattern}))`;
  const similarity = sql`greatest(word_similarity(${key}, ${s.titleKr}), word_similarity(${key}, ${s.titleEng}))`;
  const bodyHit = sql`${s.body} like ${pattern}`;
  return {
    match: sql`(${titleHit} or ${bodyHit})`,
    titles: titleHit,
    // The pattern lower-cased once (an InitPlan): in a generic plan `lower($n)` ran on each of
    // the thousands of entries the count walks (2.4 against 1.4 ms for 4,788 entries).
    titlesCovered: sql`(${s.titleKr} like (select lower(${pattern})) or ${s.titleEng} like (select lower(${pattern})))`,
    rank: sql`-${similarity}`,
    others: { where: sql`not ${titleHit} and ${bodyHit}`, rank: sql`-${similarity}` },
    // CASE: the similarity only for a title hit.
    best: sql`case when ${titleHit} then ${similarity} >= 1 else false end`,
  };
};

const newest = sql`${s.releaseDate} desc nulls last, ${s.filmId} desc nulls last`;

const listed = sql`${s.listedFrom} <= ${sql.placeholder('at')}::timestamptz`;

/**
 * The number of listed films matching, counting at most `cap + 1` of them (one more than the
 * cap says there are more; docs/api.md#paging): `countOver` is that cap + 1.
 */
const countOf = (plan: Plan) =>
  sql`(select count(*)::int from (select 1 from ${s} where ${plan.match} and ${listed} limit ${sql.placeholder('countOver')}) as counted)`;

/**
 * The title hits among the newest `window` listed films, at most `over`: read from the
 * release index alone (its entries carry the titles), about 100 bytes a film where the table's
 * rows are over a kilobyte.
 */
const titleHitsAmongNewest = (titlesCovered: SQL, window: Placeholder, over: Placeholder) =>
  sql`(select count(*)::int from (select 1 from (select ${s.titleKr}, ${s.titleEng}
    from ${s} where ${listed} order by ${newest} limit ${window}) as ${s}
    where ${titlesCovered} limit ${over}) as counted)`;

/**
 * The capped count. A key's title hits among the newest films are counted first: when they
 * pass the cap, so does the count, and the table is not read. Otherwise every match is counted
 * (COALESCE asks its second argument, an InitPlan, only then; `offset 0` keeps the title count
 * one subquery, which inlined ran once per reference).
 *
 * That title count reads up to `countWindow` index entries, which only pays for a frequent key:
 * its full count is the dear one (at 100,000 films: 한옥 read 1,385 rows for 101 matches, 3.4
 * ms, where its title hits took 4,788 index entries, 1.7 ms; "Hanok"'s trigram bitmaps 3.7-4.7
 * ms, its title hits 1.3 ms), where a rare key's full count is cheap from the trigram indexes
 * (한옥의: 0.7 ms) and the 5,000 entries would be lost (1.3 ms). So the title hits among the
 * newest `probeWindow` films decide first: as many as the count would need at that rate
 * (`probeOver`, searchPageValues), or the title count is not tried. The probe costs a rare key
 * about 0.1 ms. Either way the count is the same.
 */
const cappedCountOf = (plan: Plan) => {
  if (!plan.titlesCovered) return countOf(plan);
  const ph = sql.placeholder;
  const titleCount = titleHitsAmongNewest(plan.titlesCovered, ph('countWindow'), ph('countOver'));
  const probe = titleHitsAmongNewest(plan.titlesCovered, ph('probeWindow'), ph('probeOver'));
  return sql`coalesce((select w.n from (select ${titleCount} as n where ${probe} >= ${ph('probeOver')} offset 0) as w where w.n > ${ph('cap')}), ${countOf(plan)})`;
};

/** The values of searchPage's placeholders besides the key's (searchValues). */
export const searchPageValues = ({
  probeWindow: probe,
  ...options
}: {
  offset: number;
  limit: number;
  cap: number;
  window: number;
  countWindow: number;
  probeWindow: number;
  at: string;
}) => {
  const countOver = options.cap + 1;
  const probeWindow = Math.min(probe, options.countWindow);
  return {
    ...options,
    end: options.offset + options.limit,
    countOver,
    probeWindow,
    // The title hits the probe must find for the count window to be likely to pass the cap at
    // the same rate; with no window, one it cannot find.
    probeOver:
      options.countWindow > 0 ? Math.ceil((countOver * probeWindow) / options.countWindow) : 1,
  };
};

export const searchPage = (shape: SearchShape) => {
  const [offset, limit, end, cap, window] = (
    ['offset', 'limit', 'end', 'cap', 'window'] as const
  ).map((name) => sql.placeholder(name));
  const plan = planOf(shape);
  const fastTooFew = sql`(select count(*) from fast) < ${end}`;
  // The window is named like the table, so the plan's column references read it.
  const fast = sql`fast as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date
    from (select ${s.filmId}, ${s.titleKr}, ${s.titleEng}, ${s.titleChoseong}, ${s.releaseDate}
      from ${s} where ${listed} order by ${newest} limit ${window}) as ${s}
    where (select n from total) > ${cap} and ${plan.best}
    order by ${newest} limit ${end})`;
  const titles = sql`titles as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date, (${plan.rank})::float8 as rank
    from ${s} where ${fastTooFew} and ${plan.titles} and ${listed}
    order by 3, ${newest} limit ${end})`;
  const others =
    plan.others &&
    sql`others as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date, (${plan.others.rank})::float8 as rank
    from ${s} where ${fastTooFew} and (select count(*) from titles) < ${end}
      and ${plan.others.where} and ${listed}
    order by 3, ${newest} limit ${end})`;
  const total = sql`(select n from total)`;
  return sql`(with total as (select ${cappedCountOf(plan)} as n), ${fast}, ${titles}${others ? sql`, ${others}` : sql``}
    select film_id, 0 as tier, 0::float8 as rank, release_date, ${total} as total from fast
      where (select count(*) from fast) = ${end}
    union all select film_id, 1, rank, release_date, ${total} from titles
    ${others ? sql`union all select film_id, 2, rank, release_date, ${total} from others` : sql``}
    order by 2, 3, 4 desc nulls last, 1 desc nulls last offset ${offset} limit ${limit}
  ) as page`;
};

/** The capped count alone: for a page past the last match, which has no row to carry it. */
export const searchCount = (shape: SearchShape) => cappedCountOf(planOf(shape));

/** The page's order, on `searchPage`'s columns. */
export const searchOrder = [
  sql`page.tier`,
  sql`page.rank`,
  sql`page.release_date desc nulls last`,
  sql`page.film_id desc nulls last`,
];
