import { bigint, boolean, index, pgTable, real, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.js';
import { films, videos } from './films.table.js';

const userRef = () =>
  bigint('user_id', { mode: 'bigint' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const filmRef = () =>
  bigint('film_id', { mode: 'bigint' })
    .notNull()
    .references(() => films.id, { onDelete: 'cascade' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One row per user and video: where they stopped, and whether they reached 95 %. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    videoId: bigint('video_id', { mode: 'bigint' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds').notNull().default(0),
    watched: boolean('watched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('watch_progress_user_video_uq').on(t.userId, t.videoId),
    index('watch_progress_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/** Likes and bookmarks: the unique pair is what keeps the film's counters exact. */
export const filmLikes = pgTable(
  'film_likes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    filmId: filmRef(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('film_likes_user_film_uq').on(t.userId, t.filmId),
    index('film_likes_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const filmBookmarks = pgTable(
  'film_bookmarks',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    filmId: filmRef(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('film_bookmarks_user_film_uq').on(t.userId, t.filmId),
    index('film_bookmarks_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type WatchProgressRow = typeof watchProgress.$inferSelect;
