import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { films } from './films.table.js';

/**
 * What search reads of a film, one narrow row per film (migration 0020): the titles and the
 * synopses lower-cased, the Korean title's initials, the release date, when the film is listed,
 * and the pieces short keys match. The database keeps it: triggers on `films` and `videos`
 * rewrite a film's row from the view `film_search_source` whenever what it is made of changes,
 * so every writer (the back office, the seed, the transcode worker, tests) keeps it right
 * without knowing it (docs/performance.md#search-at-scale).
 */
export const filmSearch = pgTable(
  'film_search',
  {
    filmId: bigint('film_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => films.id, { onDelete: 'cascade' }),
    /** `lower(films.title_kr)`: ILIKE on the title is LIKE here, with the same answer. */
    titleKr: text('title_kr').notNull(),
    titleEng: text('title_eng').notNull(),
    titleChoseong: text('title_choseong').notNull(),
    /** `lower(synopsis_kr || ' ' || synopsis_eng)`. */
    body: text('body').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    /**
     * From when viewers see it in lists and search: `-infinity` for a published film with a
     * ready video, the publish time of a scheduled one with a ready video, null otherwise
     * (docs/product/back-office.md#publication). Listed at `now` is `listed_from <= now`.
     */
    listedFrom: timestamp('listed_from', { withTimezone: true, mode: 'string' }),
    /**
     * The one-character pieces of the titles and the two-character pieces of the titles and the
     * body (`dalbit_grams`, migration 0017): what finds keys too short for trigrams.
     */
    grams: text('grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`dalbit_grams(title_kr || ' ' || title_eng, body)`),
  },
  (t) => [
    index('film_search_grams_idx').using('gin', t.grams),
    index('film_search_title_kr_trgm_idx').using('gin', sql`${t.titleKr} gin_trgm_ops`),
    index('film_search_title_eng_trgm_idx').using('gin', sql`${t.titleEng} gin_trgm_ops`),
    index('film_search_title_choseong_trgm_idx').using('gin', sql`${t.titleChoseong} gin_trgm_ops`),
    index('film_search_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    // The newest listed films first: the window a frequent key's first page is read from. Its
    // entries also carry the titles and listed_from (INCLUDE, migration 0023: drizzle-kit cannot
    // write it), so that window and the count of title hits read the index alone.
    index('film_search_release_idx')
      .on(t.releaseDate.desc(), t.filmId.desc())
      .where(sql`${t.listedFrom} is not null`),
  ],
);
