import { I18N_BACKEND } from '@dalbit/contract/constants';

/** One namespace's translations as its JSON file holds them. */
export type TranslationTree = { [key: string]: unknown };

let running = 0;
const waiting: (() => void)[] = [];

/** At most `maxParallelReads` files on the wire at once; the others wait their turn. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < I18N_BACKEND.maxParallelReads) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next reader, or frees up.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

class LoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function readOnce(url: string): Promise<TranslationTree> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new LoadError(`failed loading ${url}: ${String(error)}`, true);
  });
  if (!response.ok) {
    const retry = response.status >= 500 || response.status === 429;
    throw new LoadError(`failed loading ${url}: ${response.status}`, retry);
  }
  try {
    return (await response.json()) as TranslationTree;
  } catch {
    throw new LoadError(`failed parsing ${url} to json`, false);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads one translation file over fetch. A failed network read or a server error (5xx, 429) is
 * tried again, up to `maxRetries` times, the first after `retryTimeoutMs` and each wait twice the
 * last (docs/product/constants.md#spec-constants); a missing file (other 4xx) is not. A file that
 * never comes answers an empty namespace: the page shows its keys rather than waiting forever.
 */
export async function loadTranslationFile(url: string): Promise<TranslationTree> {
  let wait: number = I18N_BACKEND.retryTimeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTurn(() => readOnce(url));
    } catch (error) {
      const retry = error instanceof LoadError && error.retry;
      if (!retry || attempt >= I18N_BACKEND.maxRetries) {
        console.error(error instanceof Error ? error.message : error);
        return {};
      }
      await sleep(wait);
      wait *= 2;
    }
  }
}
