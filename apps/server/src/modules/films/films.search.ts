import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SearchShape } from '../../shared/search-match.js';
import { filmSearch as s } from './film-search.table.js';

/**
 * Viewers' film search over `film_search` (migration 0020) at 100,000 films
 * (docs/performance.md#search-at-scale). The order is the product's: title hits
 * first, then closeness, then the newest (docs/product/layout.md#search). No index orders by
 * closeness, so a key that matches thousands of films would rank every match; instead:
 *
 * - the first tier: the page's films are looked for among the best title hits (the title
 *   starts with a short key, a longer key is a whole word of it, the initials start with a
 *   초성 key), newest first. If there are as many as the page reaches, they are the page,
 *   since no other film is closer, and none as close is newer. Where they are looked for
 *   depends on how often the key is in the newest titles (the probe, below): a frequent key
 *   looks first among the title hits its count read along `film_search_release_idx` (up to
 *   one past the cap), then walks the newest listed films along it (at most
 *   `SEARCH_WINDOW.max`, and only when the key matches more films than the page counts); a
 *   rarer one sorts its title hits, read through the trigram or grams index, by release and
 *   ranks them only as far as the walk goes;
 * - otherwise the title hits are ranked, and only if the page reaches past them the other
 *   matches (the synopsis hits) too.
 *
 * Either way the answer is the one a ranking of every match would give.
 */

/**
 * `perFilm`, `max`: the first tier walks the newest films when, at the rate the probe finds the
 * key in their titles, the newest `perFilm` films per film to the page's end (at most `max`)
 * would hold as many title hits as the page reaches; the walk reads at most `max` films, past
 * which the title hits are ranked instead. `count`:
 * the newest listed films whose title hits are counted first (cappedCountOf); 0 never does.
 * `probe`: the newest listed films whose title hits say first whether that count is worth
 * reading (cappedCountOf) and where the first tier looks (searchPage).
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
  /** That best rank, on `rank`'s scale (a title hit's `rank` is never below it). */
  bestRank: SQL;
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
      bestRank: sql`1`,
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
      bestRank: sql`1`,
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
    bestRank: sql`-1`,
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

/** A film's columns that the release index carries, and that the first tier reads. */
const walked = sql`${s.filmId}, ${s.releaseDate}, ${s.titleKr}, ${s.titleEng}, ${s.titleChoseong}`;

/**
 * The newest `window` listed films, read from the release index alone (its entries carry the
 * titles), about 100 bytes a film where the table's rows are over a kilobyte. Named like the
 * table, so that the plan's column references read it.
 */
const newestListed = (window: Placeholder) =>
  sql`(select ${walked} from ${s} where ${listed} order by ${newest} limit ${window}) as ${s}`;

/**
 * `rows` (a CTE of `walked` columns) newest first, those passing `test` up to the page's end.
 * `offset 0` keeps the test below the sort, where it would run on every row; the sort's order
 * carries through, so the walk stops at `end`.
 */
const newestFirst = (rows: string, test: SQL) =>
  sql`select ${s.filmId} as film_id, ${s.releaseDate} as release_date
    from (select * from ${sql.raw(rows)} as ${s} order by ${newest} offset 0) as ${s}
    where ${test} order by ${newest} limit ${sql.placeholder('end')}`;

/** The title hits among the newest `window` listed films, at most `over`. */
const titleHitsAmongNewest = (titlesCovered: SQL, window: Placeholder, over: Placeholder) =>
  sql`(select count(*)::int from (select 1 from ${newestListed(window)}
    where ${titlesCovered} limit ${over}) as counted)`;

/**
 * The probe: the title hits among the newest `probeWindow` listed films, at most `probeLimit`.
 * It decides whether the count reads its title window (cappedCountOf) and whether the page is
 * looked for among the newest films or among the title hits (searchPage).
 */
const probeOf = (titlesCovered: SQL) =>
  titleHitsAmongNewest(
    titlesCovered,
    sql.placeholder('probeWindow'),
    sql.placeholder('probeLimit'),
  );

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
 * about 0.1 ms. Either way the count is the same. searchPage counts from the rows it reads
 * for its page too (`read`: a rarer key's title hits, a frequent key's title window); the
 * count alone reads its own.
 */
const cappedCountOf = (plan: Plan, read?: { hits: SQL; titled: SQL }) => {
  if (!plan.titlesCovered) return countOf(plan);
  const ph = sql.placeholder;
  const over = (count: SQL, when = sql``) =>
    sql`(select w.n from (select ${count} as n ${when} offset 0) as w where w.n > ${ph('cap')})`;
  if (read) return sql`coalesce(${over(read.hits)}, ${over(read.titled)}, ${countOf(plan)})`;
  const titleCount = titleHitsAmongNewest(plan.titlesCovered, ph('countWindow'), ph('countOver'));
  const probe = probeOf(plan.titlesCovered);
  return sql`coalesce(${over(titleCount, sql`where ${probe} >= ${ph('probeOver')}`)}, ${countOf(plan)})`;
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
  walk: number;
  countWindow: number;
  probeWindow: number;
  at: string;
}) => {
  const countOver = options.cap + 1;
  const end = options.offset + options.limit;
  const probeWindow = Math.min(probe, options.countWindow);
  // The title hits the probe must find for the count window to be likely to pass the cap at
  // the same rate; with no window, one it cannot find.
  const probeOver =
    options.countWindow > 0 ? Math.ceil((countOver * probeWindow) / options.countWindow) : 1;
  // The title hits it must find for the first tier's window to be likely to hold the page's
  // (fewer, and the page is looked for among the title hits instead); with no probe or no
  // window, none: the first tier is tried, as without a probe.
  const fastProbeOver =
    probeWindow > 0 && options.window > 0 ? Math.ceil((end * probeWindow) / options.window) : 0;
  return {
    ...options,
    end,
    countOver,
    probeWindow,
    probeOver,
    fastProbeOver,
    probeLimit: Math.max(probeOver, fastProbeOver),
  };
};

export const searchPage = (shape: SearchShape) => {
  const ph = sql.placeholder;
  const [offset, limit, end, cap] = (['offset', 'limit', 'end', 'cap'] as const).map((name) =>
    ph(name),
  );
  const plan = planOf(shape);
  const total = sql`(select n from total)`;
  const probe = plan.titlesCovered && probeOf(plan.titlesCovered);
  const probed = sql`(select n from probe)`;
  // A key the probe found frequent enough among the newest titles looks for its page first
  // among the title hits its count read (early), then among the newest films (fast); a rarer
  // one among its title hits, newest first (best). 초성 keys have no probe and take `fast`.
  // `titled`: a frequent key's title hits among the newest films, up to one past the cap, read
  // along the release index in its order (the count's title window).
  const titled = sql`titled as (
    select ${walked} from ${newestListed(ph('countWindow'))}
    where ${probed} >= ${ph('probeOver')} and ${plan.titlesCovered} limit ${ph('countOver')})`;
  const early = sql`early as (${newestFirst('titled', plan.best)})`;
  const found = (tier: string) => sql.raw(`(select count(*) from ${tier}) = `);
  const notEarly = probe ? sql`and not ${found('early')}${end}` : sql``;
  const fast = sql`fast as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date from ${newestListed(ph('walk'))}
    where ${total} > ${cap} ${probe ? sql`and ${probed} >= ${ph('fastProbeOver')}` : sql``} ${notEarly} and ${plan.best}
    order by ${newest} limit ${end})`;
  // A rarer key's title hits (none for a frequent one): read once, for the count and the page.
  const hits = sql`hits as (
    select ${walked} from ${s} where ${probed} < ${ph('fastProbeOver')} and ${plan.titles} and ${listed})`;
  const counted = (rows: string) =>
    sql`(select count(*)::int from (select 1 from ${sql.raw(rows)} limit ${ph('countOver')}) as counted)`;
  // The title hits newest first, each ranked only as the walk reaches it: the first `end` of
  // the best rank are the page, since no title hit ranks better and none of the same rank is
  // newer.
  const best = sql`best as (${newestFirst('hits', sql`${plan.rank} <= ${plan.bestRank} ${notEarly}`)})`;
  const notFound = sql`not (${found('fast')}${end}${probe ? sql` or ${found('best')}${end} or ${found('early')}${end}` : sql``})`;
  const titles = sql`titles as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date, (${plan.rank})::float8 as rank
    from ${s} where ${notFound} and ${plan.titles} and ${listed}
    order by 3, ${newest} limit ${end})`;
  const others =
    plan.others &&
    sql`others as (
    select ${s.filmId} as film_id, ${s.releaseDate} as release_date, (${plan.others.rank})::float8 as rank
    from ${s} where ${notFound} and (select count(*) from titles) < ${end}
      and ${plan.others.where} and ${listed}
    order by 3, ${newest} limit ${end})`;
  const first = (tier: string) =>
    sql`select film_id, 0 as tier, 0::float8 as rank, release_date, ${total} as total from ${sql.raw(tier)}
      where ${found(tier)}${end}`;
  const read = { hits: counted('hits'), titled: counted('titled') };
  return sql`(with ${probe ? sql`probe as (select ${probe} as n), ${hits}, ${titled}, ` : sql``}total as (select ${cappedCountOf(plan, probe && read)} as n), ${probe ? sql`${early}, ` : sql``}${fast}, ${probe ? sql`${best}, ` : sql``}${titles}${others ? sql`, ${others}` : sql``}
    ${probe ? sql`${first('early')} union all` : sql``}
    ${first('fast')}
    ${probe ? sql`union all ${first('best')}` : sql``}
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
