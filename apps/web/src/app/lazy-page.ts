import { CHUNK_LOAD_TIMEOUT_MS } from '@dalbit/contract/constants';
import type { ComponentType } from 'react';

/** Marks a route chunk that failed to load or took too long, so the error screen can say so. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari.
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|module script|Importing a module script failed|Loading chunk/i.test(
    message,
  );
}

export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Route chunk did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Route chunk failed to load', { cause }));
      },
    );
  });
}

/** React Router `lazy` for a page chunk, with the 120 s time-out of docs/product/constants.md#spec-constants. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await withChunkTimeout(load()) });
}
