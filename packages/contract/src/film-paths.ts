// Kept apart from films.ts and its schemas (`@dalbit/contract/film-paths`): the web's films
// reads import these values, and an import of the contract's index would bring zod and every
// schema (some 37 kB compressed) into the film, streaming and home pages' chunks. It imports
// nothing (films.ts re-exports it), so a film type and a rail are plain strings here.

/** How many films a rail asks for (the web's rails; /streaming's data blocks). */
export const RAIL_PAGE_SIZE = 20;

/**
 * The API path (below /api) of a films list read, its parameters always in this order and empty
 * ones left out, as the web's API client writes it: the key of a page's data block on both
 * sides (the server writes the block under it, the web's read looks for it;
 * docs/architecture.md#page-data).
 */
export const filmListPath = (query: {
  type?: string | null;
  genre?: string | null;
  sort: 'latest' | 'popular';
  rail?: string | null;
  page: number;
  pageSize: number;
}) => {
  const { type, genre, sort, rail, page, pageSize } = query;
  const params = Object.entries({ type, genre, sort, rail, page, pageSize })
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${formEncode(String(value))}`);
  return `/films?${params.join('&')}`;
};

/**
 * A query value as URLSearchParams writes it (the form encoding: a space as `+`, and `!'()~`
 * escaped too, which encodeURIComponent leaves), without relying on a platform's global: the
 * contract is shared by Node and the browser.
 */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
