import { ilike, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
  titleKr: AnyColumn;
  titleEng: AnyColumn;
  titleChoseong: AnyColumn;
  /** Lower-cased body text (the expression its trigram index is built on). */
  body: SQL;
}

/**
 * Keys this short have no trigram; films index their pieces instead (`film_search.grams`,
 * migration 0020; without whitespace).
 */
export const isShortKey = (key: string) => {
  const chars = [...key];
  return chars.length > 0 && chars.length <= 2 && !/\s/u.test(key);
};

/**
 * The filter, the title-hit flag and the closeness (higher is closer) of one kind's search, for
 * projects, notices and events (films: modules/films/films.search.ts, the same rules).
 * Text keys: case-insensitive substring of either title or the body (trigram indexes; a key too
 * short for trigrams scans, which is fine at their size);
 * 초성 keys: substring of the Korean title's initials (its own trigram index), earlier first.
 */
export const searchSql = (match: SearchMatch, columns: SearchableColumns) => {
  if (match.choseong) {
    const initials = choseongOf(match.key);
    const titleHit = like(columns.titleChoseong, `%${escapeLike(initials)}%`);
    const closeness = sql<number>`1.0 / greatest(strpos(${columns.titleChoseong}, ${initials}), 1)`;
    return { where: titleHit, titleHit, closeness };
  }
  const pattern = `%${escapeLike(match.key.toLowerCase())}%`;
  const titleHit = or(ilike(columns.titleKr, pattern), ilike(columns.titleEng, pattern)) as SQL;
  const where = or(titleHit, sql`${columns.body} like ${pattern}`) as SQL;
  const closeness = sql<number>`greatest(word_similarity(${match.key}, ${columns.titleKr}), word_similarity(${match.key}, ${columns.titleEng}))`;
  return { where, titleHit, closeness };
};
