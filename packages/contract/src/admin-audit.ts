import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';
import { idSchema, isoDateTimeSchema } from './common.js';

/**
 * One line of the audit log: who did what to which record, the fields before and after, when
 * and from where. Written by every back-office write; never edited or deleted.
 */
export const auditEntrySchema = z
  .object({
    _id: idSchema,
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  .optional();

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  /** An e-mail (or part of one) of the staff member. */
  actor: z.string().trim().max(200).default(''),
  entityType: z.string().trim().max(50).default(''),
  entityId: z.string().trim().max(50).default(''),
  /** Inclusive days, UTC. */
  from: day,
  to: day,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
