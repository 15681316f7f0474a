import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common.js';
import { SEARCH_KEY_MAX_LENGTH } from './constants.js';
import { eventSchema } from './events.js';
import { filmSummarySchema } from './films.js';

export const searchKeySchema = z
  .string()
  .trim()
  .min(1, 'key is a required field')
  .max(SEARCH_KEY_MAX_LENGTH);

export const searchQuerySchema = pageQuerySchema.extend({ key: searchKeySchema });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One search hit; `kind` grows as more content (films) becomes searchable. */
export const searchHitSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('event'), item: eventSchema }),
    z.object({ kind: z.literal('film'), item: filmSummarySchema }),
  ])
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = pageOf(searchHitSchema).extend({ key: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;
