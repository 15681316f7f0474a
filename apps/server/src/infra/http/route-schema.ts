import { errorEnvelopeSchema } from '@dalbit/contract';

/** Failure answers every API route documents in OpenAPI. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;
