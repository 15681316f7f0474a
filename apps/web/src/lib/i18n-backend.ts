import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads one translation file per language and namespace over fetch. A failed network read or a
 * server error (5xx, 429) tells i18next to try again (its `maxRetries`, `retryTimeout` doubling
 * each time, docs/product/constants.md#spec-constants); a missing file (other 4xx) does not.
 * The few lines i18next-http-backend was used for, without its 4 kB (compressed) in every
 * first visit's script (docs/performance.md#phones).
 */
export function fetchBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url).then(
        async (response) => {
          if (!response.ok) {
            const retry = response.status >= 500 || response.status === 429;
            return callback(`failed loading ${url}: ${response.status}`, retry);
          }
          try {
            callback(null, (await response.json()) as Record<string, unknown>);
          } catch {
            callback(`failed parsing ${url} to json`, false);
          }
        },
        (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
      );
    },
  };
}
