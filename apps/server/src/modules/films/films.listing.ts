import { sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { literalLimit } from '../../infra/database/built-once.js';
import type { Rail } from '@dalbit/contract';
import { filmRails, films } from './films.table.js';

/**
 * How the films lists and search page and count at 100,000 films
 * (docs/performance.md#films-lists-and-search-at-scale).
 */

/**
 * Matches counted past a page's offset: the total is exact up to `offset + COUNT_AHEAD` and a
 * lower bound (`capped`) beyond, so the count reads at most that many rows instead of all.
 */
export const COUNT_AHEAD = 100;

/** In a query built once, the count's limit: a placeholder whose value is the cap plus one. */
export interface CountLimit {
  over: Placeholder;
}

/**
 * Descending as the B-tree indexes are built (drizzle's `.desc()` writes `DESC NULLS LAST`):
 * a plain `desc` means `NULLS FIRST` and no index on the column answers it, even on a NOT NULL
 * column, so the planner sorted every listed film.
 */
export const down = (column: AnyColumn | SQL) => sql`${column} desc nulls last`;

/** Newest first: `films_release_idx`. */
export const newestFirst = [down(films.releaseDate), down(films.id)];
/** Most liked first: `films_popular_idx` (migration 0019). */
export const popularFirst = [
  down(films.likeCount),
  down(films.bookmarkCount),
  down(films.releaseDate),
  down(films.id),
];

/**
 * The number of films matching `where`, counting at most `cap + 1` of them: one more than the
 * cap says there are more. An uncorrelated scalar subquery, evaluated once per statement; the
 * films it reads are the inner `films` (the outer select's names are shadowed).
 */
export const cappedCount = (where: SQL | undefined, cap: number | CountLimit) =>
  sql<number>`(select count(*) from (select 1 from ${films} where ${where ?? sql`true`} limit ${typeof cap === 'number' ? literalLimit(cap + 1) : cap.over}) as counted)`.mapWith(
    Number,
  );

/** The total a page reports, and whether it is a lower bound. */
export const totalOf = (counted: number, cap: number) =>
  counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };

/**
 * A rail's page: staff's films first in their order, then the others by `order`. Only the
 * placed films and the first `offset + limit` others can be on the page, so the statement
 * ranks those alone (`films.id = any(...)`, an index probe per candidate) instead of every
 * listed film: the others come from the order's index with a LIMIT.
 */
export const railCandidates = (rail: Rail, others: SQLWrapper) =>
  sql`${films.id} = any(array((select ${filmRails.filmId} from ${filmRails} where ${filmRails.rail} = ${rail}) union all (${others})))`;

/** The rail's films not placed by staff (the `others` of `railCandidates`). */
export const notPlaced = (rail: Rail) =>
  sql`not exists (select 1 from ${filmRails} where ${filmRails.rail} = ${rail} and ${filmRails.filmId} = ${films.id})`;

/** Staff's position on the rail, placed films first. */
export const railPosition = (rail: Rail) =>
  sql`(select ${filmRails.position} from ${filmRails} where ${filmRails.rail} = ${rail} and ${filmRails.filmId} = ${films.id}) asc nulls last`;
