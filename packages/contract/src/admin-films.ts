import { z } from 'zod';
import { adminPageQuerySchema } from './admin-common.js';
import { VALIDATION_KEYS } from './account.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { FILM_STATES, FILM_TYPES } from './films.js';
import { VIDEO_ASSET_STATUSES } from './ingest.js';

/**
 * The back office's films (docs/product/back-office.md#films-and-videos): every film whatever
 * its state, with its videos and where each one's media stands.
 */
export const adminFilmListQuerySchema = adminPageQuerySchema.extend({
  type: z.enum(['all', ...FILM_TYPES]).default('all'),
});
export type AdminFilmListQuery = z.infer<typeof adminFilmListQuerySchema>;

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
