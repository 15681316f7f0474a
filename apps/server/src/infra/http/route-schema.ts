import { errorEnvelopeSchema } from '@dalbit/contract';

/** Failure answers every API route documents in OpenAPI. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

/** Account calls may also answer 401, 403, 409 and 503 (mail). */
export const accountErrorResponses = {
  ...errorResponses,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;
