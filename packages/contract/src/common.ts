import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { LANGUAGES } from './locale.js';

export const languageSchema = z.enum(LANGUAGES);

export const idSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'The input is not valid id');

export const idParamsSchema = z.object({ id: idSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /**
     * Present and true when `total` is a lower bound: the list counts at most a window of
     * matches past the page (films lists and search, docs/api.md#paging).
     */
    capped: z.boolean().optional(),
  });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /** True when `total` is a lower bound (docs/api.md#paging); absent when it is exact. */
  capped?: boolean | undefined;
}

/** Wraps an answer's payload in the `{ data }` envelope of docs/api.md#envelopes. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });

export const isoDateTimeSchema = z.string().meta({ format: 'date-time' });
