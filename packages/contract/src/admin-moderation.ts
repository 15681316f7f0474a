import { z } from 'zod';
import { adminPageQuerySchema, noteSchema, staffRefSchema } from './admin-common.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { COMMENT_REPORT_REASONS } from './films.js';

/** A report waits (`open`) until a moderator hides the comment (`actioned`) or dismisses it. */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const personSchema = staffRefSchema;

export const moderationReportSchema = z.object({
  _id: idSchema,
  reason: z.enum(COMMENT_REPORT_REASONS),
  note: z.string(),
  reporter: personSchema,
  status: z.enum(REPORT_STATUSES),
  handledBy: personSchema.nullable(),
  handledAt: isoDateTimeSchema.nullable(),
  handledNote: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationItemSchema = z
  .object({
    comment: z.object({
      _id: idSchema,
      body: z.string(),
      hidden: z.boolean(),
      deleted: z.boolean(),
      createdAt: isoDateTimeSchema,
      author: personSchema,
      /** The film or project it is on, with the page's path. */
      target: z.object({
        kind: z.enum(['film', 'project']),
        _id: idSchema,
        title_kr: z.string(),
        title_eng: z.string(),
        path: z.string(),
      }),
      /** The comment it answers, when it is a reply. */
      parent: z.object({ _id: idSchema, body: z.string(), author: personSchema }).nullable(),
    }),
    reports: z.array(moderationReportSchema),
    openReports: z.number().int(),
    lastReportedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  reason: z.enum(['all', ...COMMENT_REPORT_REASONS]).default('all'),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationActionBodySchema = z.object({ note: noteSchema.default('') });
