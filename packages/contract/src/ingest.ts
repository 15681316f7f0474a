import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { subtitleLangSchema, subtitleTrackSchema } from './films.js';

/**
 * Video ingest (docs/product/video-ingest.md): a staff member uploads a master file for a video
 * through tus, the server checks it with ffprobe and transcodes it into the HLS ladder,
 * thumbnails and a storyboard, and publishes the result atomically. Staff calls live under
 * `/admin`.
 */
export const VIDEO_ASSET_STATUSES = [
  'uploading',
  'processing',
  'ready',
  'failed',
  'cancelled',
] as const;
export type VideoAssetStatus = (typeof VIDEO_ASSET_STATUSES)[number];

/** The tus endpoint (creation, HEAD, PATCH, termination), under the API base. */
export const VIDEO_UPLOAD_PATH = '/admin/uploads';
/** What the upload form offers; the server decides by ffprobe, not by this. */
export const VIDEO_UPLOAD_ACCEPT = 'video/*,.mp4,.mov,.mkv,.mxf,.m4v,.webm,.avi,.ts';

export const videoAssetSchema = z
  .object({
    _id: idSchema,
    videoId: idSchema,
    status: z.enum(VIDEO_ASSET_STATUSES),
    /** Percent of the upload (while uploading) or of the source's duration transcoded. */
    progress: z.number().min(0).max(100),
    /** Why it failed (a stable code and its text in the request's language). */
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    sourceName: z.string(),
    sourceBytes: z.number().int(),
    /** What ffprobe read of the source, once the upload is complete. */
    source: z
      .object({
        durationSeconds: z.number(),
        width: z.number().int(),
        height: z.number().int(),
        frameRate: z.number(),
        hasAudio: z.boolean(),
      })
      .nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VideoAsset' });
export type VideoAsset = z.infer<typeof videoAssetSchema>;

/** GET /admin/videos/{videoId}/media: what the editor sees of a video's media. */
export const videoMediaSchema = z
  .object({
    videoId: idSchema,
    /** The latest upload of this video, whatever its state; null before the first. */
    asset: videoAssetSchema.nullable(),
    /** The published ladder (null before the first publish). */
    masterUrl: z.string().nullable(),
    renditions: z.array(
      z.object({
        width: z.number().int(),
        height: z.number().int(),
        bandwidth: z.number().int(),
      }),
    ),
    durationSeconds: z.number(),
    /** The poster frame players and cards show. */
    thumbnail: z.string(),
    /** The frames the editor may pick the poster from. */
    thumbnails: z.array(z.string()),
    storyboardUrl: z.string().nullable(),
    subtitles: z.array(subtitleTrackSchema),
  })
  .meta({ id: 'VideoMedia' });
export type VideoMedia = z.infer<typeof videoMediaSchema>;

export const videoMediaParamsSchema = z.object({ videoId: idSchema });
export const subtitleParamsSchema = z.object({ videoId: idSchema, lang: subtitleLangSchema });

/** PUT /admin/videos/{videoId}/thumbnail: one of the generated frames becomes the poster. */
export const posterChoiceSchema = z.object({ index: z.number().int().min(0).max(99) }).strict();

/** The answer of a subtitle upload: the track and what the intake found. */
export const subtitleUploadSchema = z.object({
  track: subtitleTrackSchema,
  cues: z.number().int(),
  /** The file's encoding before conversion (`euc-kr` files were converted to UTF-8). */
  encoding: z.string(),
});
export type SubtitleUpload = z.infer<typeof subtitleUploadSchema>;
