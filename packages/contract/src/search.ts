import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common.js';
import { SEARCH_KEY_MAX_LENGTH } from './constants.js';
import { projectHitSchema } from './crowdfunding.js';
import { eventHitSchema } from './events.js';
import { filmHitSchema } from './films.js';

export const searchKeySchema = z
  .string()
  .trim()
  .min(1, 'key is a required field')
  .max(SEARCH_KEY_MAX_LENGTH);

/** What search covers, in the order its groups are answered and shown. */
export const SEARCH_KINDS = ['film', 'project', 'notice', 'event'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * `kind` absent: one page (`page`, `pageSize`) of every kind; `kind` given: that kind alone.
 * The counts always cover every kind.
 */
export const searchQuerySchema = pageQuerySchema.extend({
  key: searchKeySchema,
  kind: searchKindSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One kind's hits, a page of them, title hits first. */
export const searchGroupSchema = z
  .discriminatedUnion('kind', [
    pageOf(filmHitSchema).extend({ kind: z.literal('film') }),
    pageOf(projectHitSchema).extend({ kind: z.literal('project') }),
    pageOf(eventHitSchema).extend({ kind: z.literal('notice') }),
    pageOf(eventHitSchema).extend({ kind: z.literal('event') }),
  ])
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchCountsSchema = z
  .object({
    film: z.number().int(),
    project: z.number().int(),
    notice: z.number().int(),
    event: z.number().int(),
  })
  .meta({ id: 'SearchCounts' });
export type SearchCounts = z.infer<typeof searchCountsSchema>;

export const searchResultSchema = z
  .object({
    key: z.string(),
    kind: searchKindSchema.nullable(),
    /** True when the key was only Hangul initials ("ㅎㄱ") and matched the titles' 초성. */
    choseong: z.boolean(),
    /** Hits of every kind. */
    total: z.number().int(),
    counts: searchCountsSchema,
    /** The kinds whose count is a lower bound ("more than"); `total` is then one too. */
    capped: z.array(searchKindSchema).optional(),
    /** Every kind (in SEARCH_KINDS order) without `kind`, or the asked kind alone. */
    groups: z.array(searchGroupSchema),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
