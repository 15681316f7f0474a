import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';

export const EVENT_TYPES = ['notice', 'event'] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

export const eventSchema = z
  .object({
    _id: idSchema,
    type: eventTypeSchema,
    title_kr: z.string(),
    title_eng: z.string(),
    summary_kr: z.string(),
    summary_eng: z.string(),
    content_kr: z.string(),
    content_eng: z.string(),
    imageDomestic: z.string(),
    imageOversea: z.string(),
    startsAt: isoDateTimeSchema.nullable(),
    endsAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Event' });
export type DalbitEvent = z.infer<typeof eventSchema>;

/**
 * A notice or event as search lists it: what its card shows (image, type, title, summary and
 * dates), without the body (docs/api.md#search); its page (`GET /web-app/event/{id}`) has it. An
 * event is one too, so the same card shows either.
 */
export const eventHitSchema = eventSchema
  .omit({ content_kr: true, content_eng: true })
  .meta({ id: 'EventHit' });
export type EventHit = z.infer<typeof eventHitSchema>;

export const eventListQuerySchema = pageQuerySchema.extend({
  keySort: z.enum(['createdAt']).default('createdAt'),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
