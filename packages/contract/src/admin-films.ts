import { z } from 'zod';
import { adminPageQuerySchema } from './admin-common.js';
import { VALIDATION_KEYS } from './account.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import {
  AGE_RATINGS,
  creditSchema,
  FILM_STATES,
  FILM_TYPES,
  RAIL_MAX_FILMS,
  RAILS,
} from './films.js';
import { VIDEO_ASSET_STATUSES } from './ingest.js';

/**
 * The back office's films (docs/product/back-office.md#films-and-videos): every film whatever
 * its state, with its videos and where each one's media stands.
 */
export const adminFilmListQuerySchema = adminPageQuerySchema.extend({
  type: z.enum(['all', ...FILM_TYPES]).default('all'),
});
export type AdminFilmListQuery = z.infer<typeof adminFilmListQuerySchema>;

/** The fields of a film (or an episode) whose one language is written and the other is not. */
export const MISSING_FIELDS = ['title', 'synopsis', 'credits', 'episodes'] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

export const adminVideoSummarySchema = z
  .object({
    _id: idSchema,
    /** 1, 2, … for a series; null for the one video of a short movie or music video. */
    episodeNumber: z.number().int().nullable(),
    titleKr: z.string(),
    titleEng: z.string(),
    durationSeconds: z.number().int(),
    /** A published ladder exists: viewers can play it. */
    playable: z.boolean(),
    thumbnail: z.string(),
    /** The latest upload's state and progress; null before the first. */
    asset: z.object({ status: z.enum(VIDEO_ASSET_STATUSES), progress: z.number() }).nullable(),
  })
  .meta({ id: 'AdminVideoSummary' });
export type AdminVideoSummary = z.infer<typeof adminVideoSummarySchema>;

export const adminFilmSummarySchema = z
  .object({
    _id: idSchema,
    type: z.enum(FILM_TYPES),
    titleKr: z.string(),
    titleEng: z.string(),
    posterDomestic: z.string(),
    releaseDate: z.string(),
    /** Where it stands for viewers; `publishAt` is the time of a scheduled one. */
    state: z.enum(FILM_STATES),
    publishAt: isoDateTimeSchema.nullable(),
    /** What viewers see now: a scheduled film whose time has come counts as published. */
    visible: z.boolean(),
    /** Fields written in one language only (the list's missing-translation mark). */
    missing: z.array(z.enum(MISSING_FIELDS)),
    videos: z.array(adminVideoSummarySchema),
  })
  .meta({ id: 'AdminFilmSummary' });
export type AdminFilmSummary = z.infer<typeof adminFilmSummarySchema>;

/**
 * PUT /admin/films/{id}/publication: draft, scheduled at a time (required then), published or
 * unlisted. Any other state forgets the time.
 */
export const filmPublicationSchema = z
  .object({
    state: z.enum(FILM_STATES, { error: VALIDATION_KEYS.invalid }),
    publishAt: z.iso
      .datetime({ error: VALIDATION_KEYS.invalid, offset: true })
      .nullable()
      .default(null),
  })
  .refine((v) => v.state !== 'scheduled' || v.publishAt !== null, {
    error: VALIDATION_KEYS.required,
    path: ['publishAt'],
  });
export type FilmPublication = z.infer<typeof filmPublicationSchema>;

// Catalogue editing (docs/product/back-office.md#catalogue-editing)

export const FILM_LIMITS = {
  title: 200,
  synopsis: 5000,
  creditText: 100,
  credits: 100,
  genres: 20,
  image: 500,
} as const;

const filmText = (max: number) =>
  z
    .string({ error: VALIDATION_KEYS.invalid })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .default('');

/**
 * A poster or backdrop: an image upload's URL (`/media/…` or the bucket's https address, checked
 * by the server when it changes), or one of the film's generated frames; empty for none.
 */
export const filmImageSchema = z
  .string({ error: VALIDATION_KEYS.invalid })
  .trim()
  .max(FILM_LIMITS.image, { error: 'validation.too_long' })
  .regex(/^(|\/media\/[\w./-]+|https?:\/\/\S+)$/, { error: VALIDATION_KEYS.invalid })
  .default('');

export const creditInputSchema = z.object({
  role_kr: filmText(FILM_LIMITS.creditText),
  role_eng: filmText(FILM_LIMITS.creditText),
  name_kr: filmText(FILM_LIMITS.creditText),
  name_eng: filmText(FILM_LIMITS.creditText),
});

/** The film's own fields, both languages side by side; a title in at least one language. */
export const filmFieldsSchema = z
  .object({
    title_kr: filmText(FILM_LIMITS.title),
    title_eng: filmText(FILM_LIMITS.title),
    synopsis_kr: filmText(FILM_LIMITS.synopsis),
    synopsis_eng: filmText(FILM_LIMITS.synopsis),
    releaseDate: z.iso.date({ error: VALIDATION_KEYS.invalid }),
    ageRating: z.enum(AGE_RATINGS, { error: VALIDATION_KEYS.invalid }),
    genreIds: z.array(idSchema).max(FILM_LIMITS.genres).default([]),
    credits: z.array(creditInputSchema).max(FILM_LIMITS.credits).default([]),
    posterDomestic: filmImageSchema,
    posterOversea: filmImageSchema,
    backdropDomestic: filmImageSchema,
    backdropOversea: filmImageSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.title_kr && !value.title_eng) {
      ctx.addIssue({ code: 'custom', path: ['title_kr'], message: 'validation.title_one' });
    }
    value.credits.forEach((credit, index) => {
      if (!credit.name_kr && !credit.name_eng) {
        ctx.addIssue({
          code: 'custom',
          path: ['credits', index, 'name_kr'],
          message: 'validation.credit_name',
        });
      }
    });
  });
export type FilmFields = z.infer<typeof filmFieldsSchema>;

/** POST /admin/films: a new film, a draft; a short movie or music video gets its one video. */
export const filmCreateSchema = z
  .object({
    type: z.enum(FILM_TYPES, { error: VALIDATION_KEYS.invalid }),
    title_kr: filmText(FILM_LIMITS.title),
    title_eng: filmText(FILM_LIMITS.title),
  })
  .refine((v) => v.title_kr !== '' || v.title_eng !== '', {
    error: 'validation.title_one',
    path: ['title_kr'],
  });
export type FilmCreate = z.infer<typeof filmCreateSchema>;

/** An episode's (or the one video's) titles and synopsis. */
export const episodeFieldsSchema = z.object({
  title_kr: filmText(FILM_LIMITS.title),
  title_eng: filmText(FILM_LIMITS.title),
  synopsis_kr: filmText(FILM_LIMITS.synopsis),
  synopsis_eng: filmText(FILM_LIMITS.synopsis),
});
export type EpisodeFields = z.infer<typeof episodeFieldsSchema>;

/** The whole new episode order: every episode's video id once, first is episode 1. */
export const episodeOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/**
 * DELETE /admin/films/{id}/episodes/{videoId}?confirm=true: an episode that has media or viewers'
 * traces (progress) is removed only when confirmed (else 409 `film.episode_in_use`).
 */
export const episodeRemoveQuerySchema = z.object({
  confirm: z.enum(['true', 'false']).default('false'),
});

export const adminEpisodeSchema = adminVideoSummarySchema
  .extend({
    synopsisKr: z.string(),
    synopsisEng: z.string(),
    /** Viewers' saved positions on it (what removing it would erase). */
    progressCount: z.number().int(),
  })
  .meta({ id: 'AdminEpisode' });
export type AdminEpisode = z.infer<typeof adminEpisodeSchema>;

/** GET /admin/films/{id}: everything the editor shows. */
export const adminFilmDetailSchema = z
  .object({
    _id: idSchema,
    type: z.enum(FILM_TYPES),
    title_kr: z.string(),
    title_eng: z.string(),
    synopsis_kr: z.string(),
    synopsis_eng: z.string(),
    releaseDate: z.string(),
    ageRating: z.enum(AGE_RATINGS),
    genreIds: z.array(idSchema),
    credits: z.array(creditSchema),
    posterDomestic: z.string(),
    posterOversea: z.string(),
    backdropDomestic: z.string(),
    backdropOversea: z.string(),
    state: z.enum(FILM_STATES),
    publishAt: isoDateTimeSchema.nullable(),
    visible: z.boolean(),
    missing: z.array(z.enum(MISSING_FIELDS)),
    episodes: z.array(adminEpisodeSchema),
    /** The generated frames of the film's videos: a poster or backdrop may be picked from them. */
    frames: z.array(z.string()),
  })
  .meta({ id: 'AdminFilmDetail' });
export type AdminFilmDetail = z.infer<typeof adminFilmDetailSchema>;

// Rails and hero (docs/product/back-office.md#rails-and-hero)

export const adminRailFilmSchema = z.object({
  _id: idSchema,
  type: z.enum(FILM_TYPES),
  titleKr: z.string(),
  titleEng: z.string(),
  posterDomestic: z.string(),
  state: z.enum(FILM_STATES),
  /** Listed for viewers now (published by now with a ready video): shown in the rail. */
  listed: z.boolean(),
});
export type AdminRailFilm = z.infer<typeof adminRailFilmSchema>;

export const adminRailSchema = z
  .object({ rail: z.enum(RAILS), films: z.array(adminRailFilmSchema) })
  .meta({ id: 'AdminRail' });
export type AdminRail = z.infer<typeof adminRailSchema>;

export const railParamsSchema = z.object({ rail: z.enum(RAILS) });

/** PUT /admin/rails/{rail}: the films staff place first, in order (empty: the default order). */
export const railOrderSchema = z.object({
  ids: z.array(idSchema).max(RAIL_MAX_FILMS, { error: 'validation.too_long' }),
  /**
   * The order the client started from: when given and the rail changed meanwhile (another
   * staff member saved it), 409 `rail.order_mismatch` instead of losing their change.
   */
  expected: z.array(idSchema).max(RAIL_MAX_FILMS).optional(),
});
