import { AppError } from '../../infra/http/app-error.js';
import { assertSafeKey, InvalidKeyError } from '../../infra/storage/storage.js';

/** The storage key of a `/…/*` route, or a 400 before anything touches the store. */
export const keyFromWildcard = (params: unknown): string => {
  const raw = (params as { '*'?: string })['*'] ?? '';
  try {
    // find-my-way has already decoded the path once; a leftover `%` means double encoding.
    if (raw.includes('%')) throw new InvalidKeyError('encoded key');
    return assertSafeKey(raw);
  } catch (error) {
    if (error instanceof InvalidKeyError) throw new AppError('request.invalid');
    throw error;
  }
};
