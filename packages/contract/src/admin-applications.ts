import { z } from 'zod';
import { VALIDATION_KEYS } from './account.js';
import { adminPageQuerySchema, noteSchema, staffRefSchema } from './admin-common.js';
import { APPLY_EXPECTED_BENEFITS, APPLY_VALIDATION_KEYS, APPLY_VIDEO_TYPES } from './apply.js';
import { idSchema, isoDateTimeSchema, languageSchema } from './common.js';

const V = VALIDATION_KEYS;
const A = APPLY_VALIDATION_KEYS;

/** new → reviewing → accepted | declined (docs/product/back-office.md#applications). */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Waiting for staff: counted on the dashboard. */
export const WAITING_APPLICATION_STATUSES = ['new', 'reviewing'] as const;

export const adminApplicationSummarySchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    projectTitle: z.string(),
    videoType: z.enum(APPLY_VIDEO_TYPES),
    email: z.string(),
    fundingGoal: z.number(),
    language: languageSchema,
    status: z.enum(APPLICATION_STATUSES),
    assignee: staffRefSchema.nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminApplicationSummary' });
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummarySchema>;

export const APPLICATION_ENTRY_KINDS = ['note', 'reply', 'status', 'assignee'] as const;
export const applicationEntrySchema = z.object({
  _id: idSchema,
  kind: z.enum(APPLICATION_ENTRY_KINDS),
  /** The note, or the reply's text as mailed. */
  body: z.string(),
  /** A reply's subject; a status or assignee change's new value. */
  detail: z.string(),
  author: staffRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type ApplicationEntry = z.infer<typeof applicationEntrySchema>;

export const adminApplicationSchema = adminApplicationSummarySchema
  .extend({
    mobile: z.string(),
    projectContent: z.string(),
    productionDuration: z.string(),
    portfolioLink: z.string(),
    expectedBenefits: z.array(z.enum(APPLY_EXPECTED_BENEFITS)),
    extraInformation: z.string(),
    receiptSentAt: isoDateTimeSchema.nullable(),
    /** Notes, replies and changes, oldest first. */
    history: z.array(applicationEntrySchema),
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationListQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['all', 'waiting', ...APPLICATION_STATUSES]).default('all'),
  /** `me`, `none` or a staff member's id. */
  assignee: z.union([z.enum(['all', 'me', 'none']), idSchema]).default('all'),
  videoType: z.enum(['all', ...APPLY_VIDEO_TYPES]).default('all'),
  sort: z.enum(['createdAt', 'updatedAt', 'fundingGoal']).default('createdAt'),
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListQuerySchema>;

export const applicationPatchSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES).optional(),
    /** A staff member's id, or null to unassign. */
    assigneeId: idSchema.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, {
    message: V.required,
    path: ['status'],
  });

export const applicationNoteBodySchema = z.object({
  body: noteSchema.min(1, { error: V.required }),
});

export const MAIL_TEMPLATE_KEYS = ['accepted', 'declined', 'more_info'] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
export const MAIL_TEMPLATE_LIMITS = { subject: 200, body: 10_000 } as const;

const templateText = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(max, { error: A.tooLong });

/**
 * A reply template in both languages. `{name}`, `{projectTitle}` and `{siteName}` are filled in
 * when a reply is written from it.
 */
export const mailTemplateInputSchema = z.object({
  subject_kr: templateText(MAIL_TEMPLATE_LIMITS.subject),
  subject_eng: templateText(MAIL_TEMPLATE_LIMITS.subject),
  body_kr: templateText(MAIL_TEMPLATE_LIMITS.body),
  body_eng: templateText(MAIL_TEMPLATE_LIMITS.body),
});
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;
export const mailTemplateSchema = mailTemplateInputSchema
  .extend({ key: z.enum(MAIL_TEMPLATE_KEYS), updatedAt: isoDateTimeSchema.nullable() })
  .meta({ id: 'MailTemplate' });
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** The reply as the staff member finally wrote it, in the applicant's language. */
export const applicationReplyBodySchema = z.object({
  subject: templateText(MAIL_TEMPLATE_LIMITS.subject),
  body: templateText(MAIL_TEMPLATE_LIMITS.body),
  /** Moves the application to this status in the same step (accepting with the acceptance). */
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ApplicationReplyBody = z.infer<typeof applicationReplyBodySchema>;

export const staffMemberSchema = staffRefSchema.extend({ role: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;
