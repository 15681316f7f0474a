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
  /**
   * The one-character pieces of the titles and the two-character pieces of the titles and body
   * (`dalbit_grams`, migration 0017) under a GIN index: what finds keys too short for trigrams.
   * Films have it; a one-character key then matches their titles only.
   */
  grams?: SQL;
}

/** Keys this short have no trigram; the grams column indexes them (without whitespace). */
export const isShortKey = (key: string) => {
  const chars = [...key];
  return chars.length > 0 && chars.length <= 2 && !/\s/u.test(key);
};

/**
 * The filter, the title-hit flag and the closeness (higher is closer) of one kind's search.
 * Text keys: case-insensitive substring of either title or the body (trigram indexes), or
 * with a grams column a key of one or two characters found in it (see `grams`);
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
  if (columns.grams && isShortKey(match.key)) {
    // The array holds exactly the pieces a short key may match (one character: of the titles;
    // two: of the titles and the body), so containment is the whole filter and the GIN index
    // answers it; closeness by position, as word_similarity has no trigram of such a key.
    const key = match.key.toLowerCase();
    const where = sql`${columns.grams} @> array[${key}]::text[]`;
    const closeness = sql<number>`greatest(1.0 / nullif(strpos(lower(${columns.titleKr}), ${key}), 0), 1.0 / nullif(strpos(lower(${columns.titleEng}), ${key}), 0), 0)`;
    return { where, titleHit, closeness };
  }
  const where = or(titleHit, sql`${columns.body} like ${pattern}`) as SQL;
  const closeness = sql<number>`greatest(word_similarity(${match.key}, ${columns.titleKr}), word_similarity(${match.key}, ${columns.titleEng}))`;
  return { where, titleHit, closeness };
};
