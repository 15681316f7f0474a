import { readStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The id of the data block the server writes into a page (apps/server/src/modules/web). */
export const PAGE_DATA_BLOCK_ID = 'dalbit-page-data';

let taken = false;

/**
 * The page's first API answer as the server wrote it into the HTML (`{ data }`, the API's own
 * envelope, encoded with the route's schema: docs/architecture.md#page-data), for the read of
 * `apiPath` (below /api, as `api.get` is called), so the page draws at once instead of after a
 * request. Handed out once, to the first read of that path: the block describes the page as it
 * was loaded, never a later visit. It is a visitor's answer, so a signed-in viewer (a stored
 * token) never uses it and asks the API for their own. Undefined when there is no such block.
 * `fits` checks it is the answer asked for (the server already checked its shape).
 */
export function takePageData<T>(apiPath: string, fits: (data: T) => boolean): T | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  const block = document.getElementById(PAGE_DATA_BLOCK_ID);
  if (!block || block.getAttribute('data-api') !== apiPath) return undefined;
  taken = true;
  block.remove();
  if (readStorage(STORAGE_KEYS.token) !== null) return undefined;
  try {
    const body = JSON.parse(block.textContent ?? '') as { data?: T } | null;
    const data = body?.data;
    return data !== undefined && data !== null && typeof data === 'object' && fits(data)
      ? data
      : undefined;
  } catch {
    return undefined;
  }
}

/** Tests: a new page load. */
export function resetPageData(): void {
  taken = false;
}
