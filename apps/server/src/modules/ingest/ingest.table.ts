import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VIDEO_ASSET_STATUSES } from '@dalbit/contract';
import { users } from '../accounts/users.table.js';
import { videos, type RenditionInfo } from '../films/films.table.js';

/** What ffprobe read of an accepted source. */
export interface SourceFacts {
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  hasAudio: boolean;
}

/** What a finished transcode staged, kept so that a resumed publish needs no new encode. */
export interface TranscodeOutput {
  durationSeconds: number;
  renditions: RenditionInfo[];
  /** Paths relative to the published prefix. */
  thumbnails: string[];
  storyboard: string | null;
}

/**
 * One uploaded master file of a video and its way through the pipeline
 * (docs/product/video-ingest.md#states): uploading → processing → ready | failed | cancelled.
 * The published result (renditions, thumbnails, storyboard) lives on the video row itself.
 */
export const videoAssets = pgTable(
  'video_assets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    videoId: bigint('video_id', { mode: 'bigint' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VIDEO_ASSET_STATUSES }).notNull().default('uploading'),
    /** 0–100: of the upload while uploading, of the transcode while processing. */
    progress: doublePrecision('progress').notNull().default(0),
    /** The tus upload id; the source is the upload store's object of that id. */
    uploadId: text('upload_id').notNull().unique(),
    sourceName: text('source_name').notNull().default(''),
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull().default(0),
    source: jsonb('source').$type<SourceFacts>(),
    /** True once the source was deleted (KEEP_VIDEO_SOURCE=false, or a refused file). */
    sourceDeleted: boolean('source_deleted').notNull().default(false),
    /** Transcode attempts started; each one stages under a prefix of its own. */
    attempts: integer('attempts').notNull().default(0),
    /** The attempt allowed to write progress and publish; a stale worker loses its claim. */
    claim: text('claim'),
    /** A complete staged output awaiting (or in the middle of) its publish. */
    stagingPrefix: text('staging_prefix'),
    output: jsonb('output').$type<TranscodeOutput>(),
    /** Where the ladder was published, once ready. */
    publishedPrefix: text('published_prefix'),
    /** Error code (the contract's catalogue) of a failed asset. */
    errorCode: text('error_code'),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('video_assets_video_idx').on(t.videoId, t.id.desc()),
    index('video_assets_status_idx').on(t.status, t.updatedAt),
  ],
);

export type VideoAssetRow = typeof videoAssets.$inferSelect;

/**
 * Ladders a newer transcode replaced (docs/product/video-ingest.md#replacing-a-video): kept for
 * viewers still playing them until `deleteAfter`, then deleted by housekeeping.
 */
export const retiredLadders = pgTable(
  'retired_ladders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The video it belonged to (no foreign key: a removed video's files go with it). */
    videoId: bigint('video_id', { mode: 'bigint' }).notNull(),
    prefix: text('prefix').notNull().unique(),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }).notNull(),
    deleteAfter: timestamp('delete_after', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('retired_ladders_due_idx').on(t.deleteAfter)],
);
