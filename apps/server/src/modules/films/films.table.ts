import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AGE_RATINGS, FILM_STATES, FILM_TYPES, RAILS, type Credit } from '@dalbit/contract';
import { titleChoseongColumn } from '../../shared/choseong.js';

export const genres = pgTable('genres', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Stable English key (`drama`), also what `GET /films?genre=` filters by. */
  slug: text('slug').notNull().unique(),
  nameKr: text('name_kr').notNull(),
  nameEng: text('name_eng').notNull(),
  position: integer('position').notNull().default(0),
});

export const films = pgTable(
  'films',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: FILM_TYPES }).notNull(),
    /** Storage folder of the film's media (`films/<slug>/…`); unique and never reused. */
    slug: text('slug').notNull().unique(),
    titleKr: text('title_kr').notNull(),
    titleEng: text('title_eng').notNull(),
    /** The Korean title's initials for 초성 search (shared/choseong.ts), kept by the database. */
    titleChoseong: titleChoseongColumn(),
    synopsisKr: text('synopsis_kr').notNull().default(''),
    synopsisEng: text('synopsis_eng').notNull().default(''),
    credits: jsonb('credits').$type<Credit[]>().notNull().default([]),
    ageRating: text('age_rating', { enum: AGE_RATINGS }).notNull().default('all'),
    posterDomestic: text('poster_domestic').notNull().default(''),
    posterOversea: text('poster_oversea').notNull().default(''),
    backdropDomestic: text('backdrop_domestic').notNull().default(''),
    backdropOversea: text('backdrop_oversea').notNull().default(''),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    /** Who may see it (docs/product/back-office.md#publication); films made before it: published. */
    state: text('state', { enum: FILM_STATES }).notNull().default('published'),
    /** When a scheduled film appears (stored in UTC, shown in Korea time in the back office). */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /**
     * From when viewers' lists show it (listed at `now` when `listed_from <= now`): -infinity when
     * published, its publish time when scheduled, both only with a ready video; null otherwise.
     * Written by the database alone (migration 0022, with film_search's row), never by the app:
     * a list reads it from the film's own row instead of probing its videos for each film.
     */
    listedFrom: timestamp('listed_from', { withTimezone: true, mode: 'date' }),
    likeCount: integer('like_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('films_release_idx').on(t.releaseDate.desc(), t.id.desc()),
    // A type's list newest first, and its capped count from the index alone (the listing time
    // is its last column): at 100,000 films the count read 303 rows for 101 of a type, 0.49 ms,
    // and now 101 index entries, 0.02 ms.
    index('films_type_release_idx').on(t.type, t.releaseDate.desc(), t.id.desc(), t.listedFrom),
    // The popular order of lists and rails, read top-N along it (migration 0019).
    index('films_popular_idx').on(
      t.likeCount.desc(),
      t.bookmarkCount.desc(),
      t.releaseDate.desc(),
      t.id.desc(),
    ),
    // The back office's title search; viewers' search reads film_search (film-search.table.ts).
    index('films_title_kr_trgm_idx').using('gin', sql`${t.titleKr} gin_trgm_ops`),
    index('films_title_eng_trgm_idx').using('gin', sql`${t.titleEng} gin_trgm_ops`),
  ],
);

export const filmGenres = pgTable(
  'film_genres',
  {
    filmId: bigint('film_id', { mode: 'bigint' })
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    genreId: bigint('genre_id', { mode: 'bigint' })
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.filmId, t.genreId] }),
    index('film_genres_genre_idx').on(t.genreId),
  ],
);

export interface RenditionInfo {
  height: number;
  width: number;
  bandwidth: number;
}

/** One subtitle file of a video: its language (`ko`, `en`, `ja`…) and storage key. */
export interface SubtitleFile {
  lang: string;
  key: string;
}

export const videos = pgTable(
  'videos',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    filmId: bigint('film_id', { mode: 'bigint' })
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    /** 1, 2, … for a series; null for the one video of a short movie or music video. */
    episodeNumber: integer('episode_number'),
    titleKr: text('title_kr').notNull().default(''),
    titleEng: text('title_eng').notNull().default(''),
    synopsisKr: text('synopsis_kr').notNull().default(''),
    synopsisEng: text('synopsis_eng').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Storage prefix of the HLS files: `films/<slug>/v<n>`. */
    storagePrefix: text('storage_prefix').notNull().unique(),
    renditions: jsonb('renditions').$type<RenditionInfo[]>().notNull().default([]),
    thumbnail: text('thumbnail').notNull().default(''),
    /** Storage keys of the frames the poster may be picked from (the ingest's thumbnails). */
    thumbnails: jsonb('thumbnails').$type<string[]>().notNull().default([]),
    /** Storage key of the storyboard's WebVTT map (its sprite sits beside it); null without one. */
    storyboardKey: text('storyboard_key'),
    /** The subtitle files, one per language (docs/product/video-ingest.md#subtitles). */
    subtitles: jsonb('subtitles').$type<SubtitleFile[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('videos_film_episode_idx').on(t.filmId, t.episodeNumber),
    index('videos_film_idx').on(t.filmId),
    // Listed films, running times and episode counts from the index alone (migration 0018).
    index('videos_ready_film_idx')
      .on(t.filmId, t.durationSeconds)
      .where(sql`jsonb_array_length(${t.renditions}) > 0`),
  ],
);

/**
 * The films staff place first on a rail, in order (docs/product/back-office.md#rails-and-hero);
 * films not placed follow in the rail's own order.
 */
export const filmRails = pgTable(
  'film_rails',
  {
    rail: text('rail', { enum: RAILS }).notNull(),
    filmId: bigint('film_id', { mode: 'bigint' })
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rail, t.filmId] }), index('film_rails_film_idx').on(t.filmId)],
);

export type GenreRow = typeof genres.$inferSelect;
export type FilmRow = typeof films.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type NewFilmRow = typeof films.$inferInsert;
