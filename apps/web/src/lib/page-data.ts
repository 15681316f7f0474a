import { readStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The class of the data blocks the server writes into a page (apps/server/src/modules/web). */
export const PAGE_DATA_BLOCK_CLASS = 'dalbit-page-data';

const blocks = () =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLScriptElement>(`script.${PAGE_DATA_BLOCK_CLASS}`)];

/**
 * The answer of one of the reads a page makes as it opens, as the server wrote it into the HTML
 * (`{ data }`, the API's own envelope, encoded with the route's schema:
 * docs/architecture.md#page-data), for the read of `apiPath` (below /api, as `api.get` is
 * called), so the page draws at once instead of after a request. Each block is handed out once,
 * to the first read of its path, and those not taken are dropped at the first navigation
 * (`dropPageData`, app.tsx): the blocks describe the page as it was loaded, never a later
 * visit. A block is a visitor's answer, which a signed-in viewer (a stored token) does not use
 * (they ask the API for their own), unless it says the API answers everyone alike
 * (`data-shared`: lists, genres, keywords). Undefined when there is no such block. `fits`
 * checks it is the answer asked for (the server already checked its shape).
 */
export function takePageData<T>(apiPath: string, fits: (data: T) => boolean): T | undefined {
  const block = blocks().find((element) => element.getAttribute('data-api') === apiPath);
  if (!block) return undefined;
  block.remove();
  // A visitor's answer is not a signed-in viewer's; one the API gives everyone alike is.
  if (!block.hasAttribute('data-shared') && readStorage(STORAGE_KEYS.token) !== null)
    return undefined;
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

/** Drops the blocks no read took: called at the first navigation (app.tsx). */
export function dropPageData(): void {
  for (const block of blocks()) block.remove();
}
