import { ERROR_STATUS, type ErrorCode } from '@dalbit/contract';
import type { MessageKey } from '../i18n/messages.js';
import type { Params } from '../i18n/translate.js';

export interface AppErrorOptions {
  /** Values for the message's placeholders, e.g. `{ seconds }`. */
  params?: Params;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  /**
   * The text to send when it differs from the code's own, e.g. a project's wording of a
   * comment error: clients keep matching one stable code.
   */
  messageKey?: MessageKey;
  /**
   * Only where one code answers with another status than its catalogue entry (ERROR_STATUS in
   * the contract says which); everything else takes the code's own.
   */
  status?: number;
}

/**
 * A failure with a stable code, thrown by services, repositories and clients alike; the error
 * handler answers it with the code's status and the localized envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly params: Params;
  readonly headers: Record<string, string>;
  readonly messageKey: MessageKey;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.statusCode = options.status ?? ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.messageKey = options.messageKey ?? code;
  }
}
