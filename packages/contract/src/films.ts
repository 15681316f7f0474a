import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common.js';

/**
 * Films and streaming (docs/product/films.md#film-types). A film is a `web_series` (numbered episodes) or a
 * `short_movie` / `music_video` (one video each). Every video has HLS renditions and WebVTT
 * subtitles in the languages it was given (Korean and English for the demo films). Bilingual fields follow docs/api.md#bilingual-fields: `_kr` / `_eng`, images
 * `<name>Domestic` / `<name>Oversea`.
 */
export const FILM_TYPES = ['web_series', 'short_movie', 'music_video'] as const;
/**
 * Where a film stands for viewers (docs/product/back-office.md#publication): a draft is staff's
 * only; a scheduled film appears at its `publishAt`; a published one is listed; an unlisted one
 * plays for whoever has its link but is in no list, rail or search.
 */
export const FILM_STATES = ['draft', 'scheduled', 'published', 'unlisted'] as const;
export type FilmState = (typeof FILM_STATES)[number];
export const filmTypeSchema = z.enum(FILM_TYPES);
export type FilmType = z.infer<typeof filmTypeSchema>;

export const AGE_RATINGS = ['all', '12', '15', '19'] as const;
/** The two languages the site is written in; the player's "both" shows them together. */
export const SUBTITLE_LANGS = ['ko', 'en'] as const;
/**
 * A subtitle language: a BCP 47 primary tag with an optional region (`ko`, `en`, `ja`, `zh-TW`),
 * docs/product/video-ingest.md#subtitles.
 */
export const subtitleLangSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'validation.subtitle_lang');
/** A video counts as watched once this share of it has been played. */
export const WATCHED_RATIO = 0.95;
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'spoiler', 'other'] as const;

export const creditSchema = z.object({
  role_kr: z.string(),
  role_eng: z.string(),
  name_kr: z.string(),
  name_eng: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

export const genreSchema = z
  .object({ _id: z.string(), name_kr: z.string(), name_eng: z.string() })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genreSchema>;

/** What a card shows (lists, rails, search). */
export const filmSummarySchema = z
  .object({
    _id: idSchema,
    type: filmTypeSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    synopsis_kr: z.string(),
    synopsis_eng: z.string(),
    posterDomestic: z.string(),
    posterOversea: z.string(),
    backdropDomestic: z.string(),
    backdropOversea: z.string(),
    genres: z.array(genreSchema),
    ageRating: z.enum(AGE_RATINGS),
    releaseDate: z.string().meta({ format: 'date' }),
    /** Total running time in seconds (all episodes of a series). */
    durationSeconds: z.number().int(),
    episodeCount: z.number().int(),
    likeCount: z.number().int(),
    bookmarkCount: z.number().int(),
  })
  .meta({ id: 'FilmSummary' });
export type FilmSummary = z.infer<typeof filmSummarySchema>;

/**
 * A film as search lists it: what its card shows (poster, title, type, year, age rating,
 * episodes), without the summary's synopses, backdrops, genres, running time and counters
 * (docs/api.md#search). A summary is one too, so the same card shows either.
 */
export const filmHitSchema = filmSummarySchema
  .pick({
    _id: true,
    type: true,
    title_kr: true,
    title_eng: true,
    posterDomestic: true,
    posterOversea: true,
    ageRating: true,
    releaseDate: true,
    episodeCount: true,
  })
  .meta({ id: 'FilmHit' });
export type FilmHit = z.infer<typeof filmHitSchema>;

export const episodeSchema = z
  .object({
    _id: idSchema,
    /** The video to play (GET /films/videos/{videoId}/playback). */
    videoId: idSchema,
    number: z.number().int().min(1),
    title_kr: z.string(),
    title_eng: z.string(),
    synopsis_kr: z.string(),
    synopsis_eng: z.string(),
    thumbnail: z.string(),
    durationSeconds: z.number().int(),
  })
  .meta({ id: 'Episode' });
export type Episode = z.infer<typeof episodeSchema>;

/** The signed-in viewer's relation to a film; null for visitors. */
export const viewerStateSchema = z
  .object({
    liked: z.boolean(),
    bookmarked: z.boolean(),
    /** The video to resume and where, or null when nothing was watched yet. */
    resume: z
      .object({ videoId: idSchema, positionSeconds: z.number(), watched: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'ViewerState' });
export type ViewerState = z.infer<typeof viewerStateSchema>;

export const filmDetailSchema = filmSummarySchema
  .extend({
    credits: z.array(creditSchema),
    /** One entry for a short movie or music video, the numbered episodes for a series. */
    episodes: z.array(episodeSchema),
    viewer: viewerStateSchema.nullable(),
  })
  .meta({ id: 'FilmDetail' });
export type FilmDetail = z.infer<typeof filmDetailSchema>;

/**
 * The rails staff order (docs/product/back-office.md#rails-and-hero): the hero of `/streaming`
 * (its first film that viewers may see), the home page's featured rail, and the streaming
 * page's rail of each type. Films staff placed come first in their order, the rest after them.
 */
export const RAILS = [
  'hero',
  'home',
  'streaming_web_series',
  'streaming_short_movie',
  'streaming_music_video',
] as const;
export type Rail = (typeof RAILS)[number];
/** The type a streaming rail holds (null: any type). */
export const railType = (rail: Rail): FilmType | null =>
  rail.startsWith('streaming_') ? (rail.slice('streaming_'.length) as FilmType) : null;
export const RAIL_MAX_FILMS = 50;

export const filmListQuerySchema = pageQuerySchema.extend({
  /** A staff-ordered rail: its films first in staff's order, then the rest by `sort`. */
  rail: z.enum(RAILS).optional(),
  type: filmTypeSchema.optional(),
  genre: z.string().max(40).optional(),
  sort: z.enum(['latest', 'popular']).default('latest'),
});

// The path of a films list read, in a module of its own without zod (film-paths.ts).
export {
  episodeToOpen,
  filmCampaignsPath,
  filmListPath,
  nextEpisode,
  playbackPath,
  RAIL_PAGE_SIZE,
} from './film-paths.js';

export type FilmListQuery = z.infer<typeof filmListQuerySchema>;
export const filmPageSchema = pageOf(filmSummarySchema);

export const renditionSchema = z.object({
  height: z.number().int(),
  bandwidth: z.number().int(),
  /** Media playlist URL of this rendition. */
  url: z.string(),
});
export const subtitleTrackSchema = z.object({
  lang: subtitleLangSchema,
  label: z.string(),
  url: z.string(),
});

/** GET /films/videos/{videoId}/playback: everything the player needs. */
export const playbackSchema = z
  .object({
    videoId: idSchema,
    filmId: idSchema,
    episodeNumber: z.number().int().nullable(),
    /** The HLS master playlist. */
    masterUrl: z.string(),
    renditions: z.array(renditionSchema),
    subtitles: z.array(subtitleTrackSchema),
    /** WebVTT map of the seek-preview sprite (`#xywh=` cues), or null when the video has none. */
    storyboardUrl: z.string().nullable(),
    durationSeconds: z.number(),
    /** The next episode of a series, for the next-episode prompt. */
    nextVideoId: idSchema.nullable(),
    /** Where the signed-in viewer left off (0 for visitors or a finished video). */
    resumeSeconds: z.number(),
  })
  .meta({ id: 'Playback' });
export type Playback = z.infer<typeof playbackSchema>;

export const progressBodySchema = z.object({
  positionSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  durationSeconds: z
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export const progressSchema = z
  .object({
    videoId: idSchema,
    positionSeconds: z.number(),
    watched: z.boolean(),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Progress' });
export type Progress = z.infer<typeof progressSchema>;

export const reactionSchema = z
  .object({ active: z.boolean(), count: z.number().int() })
  .meta({ id: 'Reaction' });
export type Reaction = z.infer<typeof reactionSchema>;

export const commentAuthorSchema = z.object({
  _id: idSchema,
  userName: z.string(),
  avatar: z.string().nullable(),
});

const commentFields = {
  _id: idSchema,
  /** A comment belongs to a film or to a crowdfunding project: exactly one is set. */
  filmId: idSchema.nullable(),
  projectId: idSchema.nullable(),
  parentId: idSchema.nullable(),
  body: z.string(),
  author: commentAuthorSchema,
  createdAt: isoDateTimeSchema,
  editedAt: isoDateTimeSchema.nullable(),
  /** Deleted comments that still have replies keep their place with an empty body. */
  deleted: z.boolean(),
  /**
   * Hidden by a moderator: everyone but the author gets an empty body; the author still reads
   * it, with this mark (docs/product/back-office.md#moderation).
   */
  hidden: z.boolean(),
  mine: z.boolean(),
};

/** A reply: a comment one level down, which has no replies of its own. */
export const commentReplySchema = z.object(commentFields).meta({ id: 'CommentReply' });

export const commentSchema = z
  .object({ ...commentFields, replies: z.array(commentReplySchema) })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageOf(commentSchema);

export const commentBodySchema = z.object({
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(COMMENT_MAX_LENGTH),
  /** Replies go one level deep: the parent must be a top-level comment. */
  parentId: idSchema.optional(),
});
export type CommentBody = z.infer<typeof commentBodySchema>;
export const commentEditSchema = commentBodySchema.pick({ body: true });
export const commentReportBodySchema = z.object({
  reason: z.enum(COMMENT_REPORT_REASONS),
  note: z.string().trim().max(500).optional(),
});

/** GET /films/me/history: the continue-watching rail and the my-page list. */
export const historyItemSchema = z
  .object({
    film: filmSummarySchema,
    videoId: idSchema,
    episodeNumber: z.number().int().nullable(),
    positionSeconds: z.number(),
    durationSeconds: z.number(),
    watched: z.boolean(),
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItemSchema>;
