import { z } from 'zod';
import { adminPageQuerySchema, confirmSchema, noteSchema } from './admin-common.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { PLEDGE_STATUSES } from './crowdfunding.js';
import { ROLES } from './permissions.js';

export const ACCOUNT_STATES = ['active', 'suspended', 'deleted'] as const;

export const adminAccountSummarySchema = z
  .object({
    _id: idSchema,
    userName: z.string(),
    userEmail: z.string().nullable(),
    role: z.enum(ROLES),
    state: z.enum(ACCOUNT_STATES),
    isEmailVerified: z.boolean(),
    createdAt: isoDateTimeSchema,
    lastSeenAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'AdminAccountSummary' });
export type AdminAccountSummary = z.infer<typeof adminAccountSummarySchema>;

export const adminAccountSchema = adminAccountSummarySchema
  .extend({
    suspendedAt: isoDateTimeSchema.nullable(),
    suspendedReason: z.string(),
    language: z.string(),
    hasPassword: z.boolean(),
    identities: z.array(
      z.object({
        provider: z.string(),
        email: z.string().nullable(),
        createdAt: isoDateTimeSchema,
      }),
    ),
    sessions: z.array(
      z.object({
        _id: idSchema,
        provider: z.string(),
        userAgent: z.string().nullable(),
        ip: z.string().nullable(),
        createdAt: isoDateTimeSchema,
        lastUsedAt: isoDateTimeSchema,
      }),
    ),
    comments: z.array(
      z.object({
        _id: idSchema,
        body: z.string(),
        hidden: z.boolean(),
        deleted: z.boolean(),
        targetPath: z.string(),
        createdAt: isoDateTimeSchema,
      }),
    ),
    pledges: z.array(
      z.object({
        _id: idSchema,
        projectId: idSchema,
        projectTitle_kr: z.string(),
        projectTitle_eng: z.string(),
        amount: z.number(),
        status: z.enum(PLEDGE_STATUSES),
        createdAt: isoDateTimeSchema,
      }),
    ),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountListQuerySchema = adminPageQuerySchema.extend({
  role: z.enum(['all', 'staff', ...ROLES]).default('all'),
  state: z.enum(['all', ...ACCOUNT_STATES]).default('all'),
  sort: z.enum(['createdAt', 'userName', 'email']).default('createdAt'),
});
export type AdminAccountListQuery = z.infer<typeof adminAccountListQuerySchema>;

export const suspendBodySchema = confirmSchema.extend({
  reason: noteSchema.min(1, { error: 'validation.required' }),
});
export const roleBodySchema = confirmSchema.extend({ role: z.enum(ROLES) });
export const confirmBodySchema = confirmSchema;

/** DELETE /user/me: the account's own deletion, confirmed like a staff action. */
export const deleteMeBodySchema = confirmSchema;
