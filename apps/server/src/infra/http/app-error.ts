import type { ErrorCode } from '@dalbit/contract';
import type { MessageKey } from '../i18n/messages.js';
import type { Params } from '../i18n/translate.js';

/** Thrown by services; the error handler turns it into the localized envelope of API.md. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly params: Params = {},
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
    /**
     * The text to send when it differs from the code's own, e.g. a project's wording of a
     * comment error: clients keep matching one stable code.
     */
    readonly messageKey: MessageKey = code,
  ) {
    super(code);
  }
}
