import type { ApplyPayload, ApplyResult } from '@dalbit/contract';
import { api } from '../../../lib/api-client';

/**
 * `POST /web-app/apply` (docs/api.md#spec-calls). Open to visitors; the client adds the bearer token when there
 * is one, which links the application to the account. The form shows failures itself.
 */
export const submitApplication = (body: ApplyPayload) =>
  api.post<ApplyResult>('/web-app/apply', body, { toastOnError: false });
