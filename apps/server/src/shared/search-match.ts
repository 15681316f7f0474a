import { ilike, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { choseongOf, isChoseongKey } from './choseong.js';
import { escapeLike } from './like.js';

/** A search key as the repositories match it: text, or (only consonants) 초성 of the titles. */
export interface SearchMatch {
  key: string;
  choseong: boolean;
}

export const searchMatchOf = (key: string): SearchMatch => ({
  key,
  choseong: isChoseongKey(key),
});

export interface SearchableColumns {
  /** The table searched, and its key: a text key's matches are read as a set of ids. */
  table: PgTable;
  id: AnyColumn;
  titleKr: AnyColumn;
  titleEng: AnyColumn;
  titleChoseong: AnyColumn;
  /** Lower-cased body text (the expression its trigram index is built on). */
  body: SQL;
  /**
   * The one- and two-character pieces of the titles and the body (`dalbit_grams`, GIN-indexed):
   * where a short key is looked for when the table has them (the same matches, from the index).
   */
  shortGrams?: SQL;
  /**
   * A filter every match passes besides the key (notices or events, of the one table): written
   * into each of a text key's scans too, so a scan of the table tests the key, the dearest
   * filter, only on that kind's rows (each kind is its own statement).
   */
  within?: SQL;
}

/**
 * Keys this short have no trigram; films index their pieces instead (`film_search.grams`,
 * migration 0020; without whitespace).
 */
export const isShortKey = (key: string) => {
  const chars = [...key];
  return chars.length > 0 && chars.length <= 2 && !/\s/u.test(key);
};

/** The three kinds of key; each is one statement shape (`searchShapeSql`, films.search.ts). */
export type SearchShape = 'choseong' | 'short' | 'long';

export const searchShapeOf = (match: SearchMatch): SearchShape =>
  match.choseong ? 'choseong' : isShortKey(match.key) ? 'short' : 'long';

/**
 * The values of a shape's placeholders: `key` (the initials of a 초성 key, a short key
 * lower-cased, a longer key as typed, for word_similarity) and `pattern` (its LIKE pattern).
 */
export const searchValues = (match: SearchMatch): { key: string; pattern: string } => {
  if (match.choseong) {
    const initials = choseongOf(match.key);
    return { key: initials, pattern: `%${escapeLike(initials)}%` };
  }
  const lower = match.key.toLowerCase();
  const pattern = `%${escapeLike(lower)}%`;
  return { key: isShortKey(match.key) ? lower : match.key, pattern };
};

/** A kind of key's filter and ranking over one table (searchShapeSql). */
export interface SearchShapeSql {
  /** Every match. */
  where: SQL;
  /** The sort keys before recency, with their directions. */
  order: SQL[];
  /** The same sort keys as values, each smaller first (nulls last), for a rank carried along. */
  rank: SQL[];
  /**
   * A match of the best rank there is (a title starting with a short key or with the initials
   * of a 초성 key, a longer key a whole word of a title): the newest of them rank first.
   */
  best: SQL;
}

/**
 * The filter and the ranking (sort keys before recency) of one kind's search, for projects,
 * notices and events (films: modules/films/films.search.ts, the same rules). Title hits rank
 * first, then the closer, then the newest:
 * - text keys: case-insensitive substring of either title or the body (trigram indexes);
 *   closeness is word_similarity to the titles;
 * - keys of one or two characters (no trigram): the pieces of the text where a table keeps them
 *   (projects, `shortGrams`), else a scan (notices and events, a few dozen rows); closeness is
 *   the key's earliest position in either title, as for films; a title hit is exactly a match
 *   with a position, so that one key ranks both;
 * - 초성 keys: substring of the Korean title's initials (its own trigram index), earlier first.
 *
 * For a query built once (infra/database/built-once.ts): the key's values are the placeholders
 * `key` and `pattern` (searchValues).
 */
export const searchShapeSql = (shape: SearchShape, columns: SearchableColumns): SearchShapeSql => {
  const key = sql.placeholder('key');
  const pattern = sql.placeholder('pattern');
  if (shape === 'choseong') {
    const position = sql`strpos(${columns.titleChoseong}, ${key})`;
    return {
      where: like(columns.titleChoseong, pattern),
      order: [sql`${position} asc`],
      rank: [position],
      best: sql`${position} = 1`,
    };
  }
  const titleHit = or(ilike(columns.titleKr, pattern), ilike(columns.titleEng, pattern)) as SQL;
  const bodyHit = sql`${columns.body} like ${pattern}`;
  if (shape === 'short') {
    const where = columns.shortGrams
      ? sql`${columns.shortGrams} @> array[${key}]::text[]`
      : (or(titleHit, bodyHit) as SQL);
    const position = sql`least(nullif(strpos(lower(${columns.titleKr}), ${key}), 0), nullif(strpos(lower(${columns.titleEng}), ${key}), 0))`;
    return {
      where,
      order: [sql`${position} asc nulls last`],
      rank: [position],
      best: sql`${position} = 1`,
    };
  }
  // The same matches, as the ids of a union of one filter per trigram index: written as one OR,
  // PostgreSQL costs a sequential scan of a table of a thousand rows below three bitmap scans and
  // runs the ILIKEs on every row (5-8 ms against 1.3-2.0 ms at 1,000 projects,
  // docs/performance.md#search-at-scale). The subqueries' names are their own table's.
  const within = columns.within ? sql` and ${columns.within}` : sql``;
  const matching = (filter: SQL) =>
    sql`select ${columns.id} from ${columns.table} where ${filter}${within}`;
  const where = sql`${columns.id} = any(array(${matching(ilike(columns.titleKr, pattern))} union ${matching(ilike(columns.titleEng, pattern))} union ${matching(bodyHit)}))`;
  const closeness = sql`greatest(word_similarity(${key}, ${columns.titleKr}), word_similarity(${key}, ${columns.titleEng}))`;
  const titleFirst = sql`case when ${titleHit} then 0 else 1 end`;
  return {
    where,
    order: [titleFirst, sql`${closeness} desc`],
    rank: [titleFirst, sql`-${closeness}`],
    // CASE: the closeness only for a title hit.
    best: sql`case when ${titleHit} then ${closeness} >= 1 else false end`,
  };
};
