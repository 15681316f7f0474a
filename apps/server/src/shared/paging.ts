import type { Page } from '@dalbit/contract';

/** The rows to skip for a 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/**
 * One page of a list in the contract's shape; `totalPages` follows from `total`. `capped`: the
 * total is a lower bound (docs/api.md#paging), said only when true.
 */
export const toPage = <T>(
  items: T[],
  page: number,
  pageSize: number,
  total: number,
  capped = false,
): Page<T> => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
  ...(capped ? { capped: true } : {}),
});
