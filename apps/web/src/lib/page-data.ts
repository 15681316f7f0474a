import { readStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The class of the data blocks the server writes into a page (apps/server/src/modules/web). */
export const PAGE_DATA_BLOCK_CLASS = 'dalbit-page-data';

const blocks = () =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLScriptElement>(`script.${PAGE_DATA_BLOCK_CLASS}`)];

/** A block once read: its answer (undefined when its text is not JSON) and whether it is shared. */
interface Answer {
  data: unknown;
  shared: boolean;
}

/**
 * The blocks read since the page was loaded, by path. A render that suspends (a translation file
 * still on its way) is started over, and a query it made with no observer yet may be gone by
 * then (the playback's is dropped at once): the new one finds the same answer here.
 */
const read = new Map<string, Answer>();

const answerOf = (apiPath: string): Answer | undefined => {
  const known = read.get(apiPath);
  if (known) return known;
  const block = blocks().find((element) => element.getAttribute('data-api') === apiPath);
  if (!block) return undefined;
  block.remove();
  let data: unknown;
  try {
    data = (JSON.parse(block.textContent ?? '') as { data?: unknown } | null)?.data;
  } catch {
    data = undefined;
  }
  const answer = { data, shared: block.hasAttribute('data-shared') };
  read.set(apiPath, answer);
  return answer;
};

/**
 * The answer of one of the reads a page makes as it opens, as the server wrote it into the HTML
 * (`{ data }`, the API's own envelope, encoded with the route's schema:
 * docs/architecture.md#page-data), for the read of `apiPath` (below /api, as `api.get` is
 * called), so the page draws at once instead of after a request. A block serves the reads of
 * its path until the first navigation, when every block and answer is dropped (`dropPageData`,
 * app.tsx): the blocks describe the page as it was loaded, never a later visit. A block is a
 * visitor's answer, which a signed-in viewer (a stored token) does not use (they ask the API for
 * their own), unless it says the API answers everyone alike (`data-shared`: lists, genres,
 * keywords). Undefined when there is no such block. `fits` checks it is the answer asked for
 * (the server already checked its shape); a null answer is taken only by a read marked
 * `nullable`.
 */
export function takePageData<T>(
  apiPath: string,
  fits: (data: T & object) => boolean,
  { nullable = false }: { nullable?: boolean } = {},
): T | undefined {
  const answer = answerOf(apiPath);
  if (!answer) return undefined;
  // A visitor's answer is not a signed-in viewer's; one the API gives everyone alike is.
  if (!answer.shared && readStorage(STORAGE_KEYS.token) !== null) return undefined;
  const { data } = answer;
  // Null is an answer for the reads whose API may answer it (`nullable`: "no linked film").
  if (data === null) return nullable ? (null as T) : undefined;
  return data !== undefined && typeof data === 'object' && fits(data as T & object)
    ? (data as T)
    : undefined;
}

/** Drops the blocks and their answers: called at the first navigation (app.tsx). */
export function dropPageData(): void {
  read.clear();
  for (const block of blocks()) block.remove();
}
