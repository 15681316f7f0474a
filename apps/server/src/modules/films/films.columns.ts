import { and, eq, or, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { filmGenres, films, genres, videos, type FilmRow } from './films.table.js';
import { filmBookmarks, filmLikes, watchProgress } from './engagement.table.js';
import type { FilmExtras } from './films.repository.js';

/**
 * The catalogue's visibility rules and the columns of its summaries and detail, as SQL the
 * database builds JSON with (docs/performance.md#one-query-per-answer).
 */

/** A filter's genre, a slug (`drama`) or an id, as the values of genreCondition's placeholders. */
export const genreValues = (genre: string) =>
  /^[1-9][0-9]{0,17}$/.test(genre)
    ? { genre, genreId: BigInt(genre) }
    : { genre: genre.toLowerCase(), genreId: undefined };

/**
 * Films of a genre given by its slug, or by its slug or id when `byId` (genreValues). The
 * genre's ids are looked up once per statement (an uncorrelated `array(...)`, an InitPlan), so
 * each film along the order's index costs one probe of film_genres' primary key. The `exists`
 * over genres alone is a one-time filter: a genre that does not exist answers an empty page
 * without walking the listed films (docs/performance.md#films-lists-and-search-at-scale).
 */
export const genreCondition = (byId: boolean): SQL => {
  const slug = eq(genres.slug, sql.placeholder('genre'));
  const byGenre = byId ? or(slug, eq(genres.id, sql.placeholder('genreId'))) : slug;
  return sql`exists (select 1 from ${genres} where ${byGenre}) and exists (select 1 from ${filmGenres} where ${filmGenres.filmId} = ${films.id} and ${filmGenres.genreId} = any(array(select ${genres.id} from ${genres} where ${byGenre})))`;
};

/** A video viewers may see: its ladder is published (not uploading, not transcoding). */
export const ready = sql`jsonb_array_length(${videos.renditions}) > 0`;

/** Published, or scheduled and its time has come. */
/** A moment: a date, or the placeholder of a query built once (infra/database/built-once.ts). */
export type At = Date | Placeholder;

export const published = (now: At) =>
  or(
    eq(films.state, 'published'),
    and(eq(films.state, 'scheduled'), lte(films.publishAt, now)),
  ) as SQL;

/**
 * In lists and rails (docs/product/back-office.md#publication): published by now and with at
 * least one ready video. The database keeps from when on the film's row (`listed_from`,
 * migration 0022), so a list reads it in the row it fetches instead of probing the film's videos
 * (search reads the same value in film_search).
 *
 * A published film's `listed_from` is -infinity, and the condition says so first, as a
 * constant: PostgreSQL then estimates from its statistics that nearly every film is listed,
 * also in a statement's generic plan, where `listed_from <= $at` alone counts a third of them
 * and made the lists' generic plans look dearer than planning every call
 * (docs/performance.md#prepared-statements). A scheduled film still compares its time with now.
 */
export const listed = (now: At) =>
  or(eq(films.listedFrom, sql`'-infinity'::timestamptz`), lte(films.listedFrom, now)) as SQL;

/** Reachable by its link: listed, or unlisted on purpose. Never a draft or an early one. */
export const reachable = (now: At) => or(published(now), eq(films.state, 'unlisted')) as SQL;

/**
 * The outer film's id inside a subquery of the select list. Drizzle writes a column of a
 * one-table select unqualified there (`"id"`), and inside a subquery over genres, likes or
 * videos that names their own `id`: every film got the same genres.
 */
export const filmIdRef = sql.raw('"films"."id"');

/** A film's genres as JSON, built by the database (ids as text: JSON has no bigint). */
export const genresJson = sql<
  GenreJson[]
>`(select coalesce(json_agg(json_build_object('id', g.id::text, 'slug', g.slug, 'nameKr', g.name_kr, 'nameEng', g.name_eng, 'position', g.position) order by g.position, g.id), '[]'::json) from film_genres fg join genres g on g.id = fg.genre_id where fg.film_id = ${filmIdRef})`;
export const readyVideos = sql`from videos v where v.film_id = ${filmIdRef} and jsonb_array_length(v.renditions) > 0`;

export interface GenreJson {
  id: string;
  slug: string;
  nameKr: string;
  nameEng: string;
  position: number;
}

/**
 * One page of films with what their summaries need (genres, running time, episodes) and the
 * number of matches (`cappedCount`), in one statement: the list answers with one round trip
 * instead of four (docs/performance.md#one-query-per-answer).
 */
/**
 * The columns of a film its summary shows (films.dto.ts, `toFilmSummary`): lists, search and
 * films by id read only these, not its credits (JSON) or its workflow columns.
 */
export const summaryFilm = {
  id: films.id,
  type: films.type,
  titleKr: films.titleKr,
  titleEng: films.titleEng,
  synopsisKr: films.synopsisKr,
  synopsisEng: films.synopsisEng,
  posterDomestic: films.posterDomestic,
  posterOversea: films.posterOversea,
  backdropDomestic: films.backdropDomestic,
  backdropOversea: films.backdropOversea,
  ageRating: films.ageRating,
  releaseDate: films.releaseDate,
  likeCount: films.likeCount,
  bookmarkCount: films.bookmarkCount,
};
export type SummaryFilm = Pick<FilmRow, keyof typeof summaryFilm>;

export const summaryColumns = {
  film: summaryFilm,
  genres: genresJson,
  durationSeconds:
    sql<number>`(select coalesce(sum(v.duration_seconds), 0) ${readyVideos})`.mapWith(Number),
  episodeCount: sql<number>`(select count(*) ${readyVideos})`.mapWith(Number),
};

/**
 * What search reads of a film: its card's columns (the contract's `FilmHit`,
 * docs/api.md#search). No genres or running time: at 100,000 films their subqueries and the
 * other columns were a fifth of the films statement
 * (docs/performance.md#search-answers-what-its-cards-show-nineteenth-session).
 */
export const hitColumns = {
  id: films.id,
  type: films.type,
  titleKr: films.titleKr,
  titleEng: films.titleEng,
  posterDomestic: films.posterDomestic,
  posterOversea: films.posterOversea,
  ageRating: films.ageRating,
  releaseDate: films.releaseDate,
  episodeCount: summaryColumns.episodeCount,
};
export type HitRow = Pick<FilmRow, Exclude<keyof typeof hitColumns, 'episodeCount'>> & {
  episodeCount: number;
};

/** A ready video as JSON built by the database (ids as text). */
export interface EpisodeJson {
  id: string;
  episodeNumber: number | null;
  titleKr: string;
  titleEng: string;
  synopsisKr: string;
  synopsisEng: string;
  thumbnail: string;
  durationSeconds: number;
}

/** The film's ready videos in episode order, as the detail lists them. */
export const episodesJson = sql<
  EpisodeJson[]
>`(select coalesce(json_agg(json_build_object('id', v.id::text, 'episodeNumber', v.episode_number, 'titleKr', v.title_kr, 'titleEng', v.title_eng, 'synopsisKr', v.synopsis_kr, 'synopsisEng', v.synopsis_eng, 'thumbnail', v.thumbnail, 'durationSeconds', v.duration_seconds) order by v.episode_number asc nulls first, v.id), '[]'::json) ${readyVideos})`;

/**
 * What the signed-in viewer did with the film: reactions and the last video watched. (A raw
 * bigint parameter is passed as text: only columns map bigints for the drivers.)
 */
export const viewerColumns = (userId: Placeholder) => ({
  liked: sql<boolean>`exists (select 1 from ${filmLikes} l where l.user_id = ${userId} and l.film_id = ${filmIdRef})`,
  bookmarked: sql<boolean>`exists (select 1 from ${filmBookmarks} b where b.user_id = ${userId} and b.film_id = ${filmIdRef})`,
  last: sql<{
    videoId: string;
    positionSeconds: number;
    watched: boolean;
  } | null>`(select json_build_object('videoId', wp.video_id::text, 'positionSeconds', wp.position_seconds, 'watched', wp.watched) from ${watchProgress} wp join videos v on v.id = wp.video_id where wp.user_id = ${userId} and v.film_id = ${filmIdRef} order by wp.updated_at desc, wp.id desc limit 1)`,
});

export type SummaryRow = {
  film: SummaryFilm;
  genres: GenreJson[];
  durationSeconds: number;
  episodeCount: number;
  /** A page's capped count, on each of its rows (absent from films read by id). */
  total?: number;
};

export const pageFrom = (found: SummaryRow[]) => {
  const extras: FilmExtras = { genres: new Map(), totals: new Map() };
  for (const r of found) {
    extras.genres.set(
      r.film.id,
      r.genres.map((g) => ({ ...g, id: BigInt(g.id) })),
    );
    extras.totals.set(r.film.id, {
      durationSeconds: r.durationSeconds,
      episodeCount: r.episodeCount,
    });
  }
  return { rows: found.map((r) => r.film), extras, total: found[0]?.total };
};
