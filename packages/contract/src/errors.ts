import { z } from 'zod';

/**
 * Stable error codes carried in every failure envelope. The web maps a code to a translated
 * message when it needs one; servers send the localized text in `errorList` as well.
 */
export const ERROR_CODES = [
  'request.invalid',
  'request.malformed',
  'request.too_large',
  'request.uri_too_long',
  'request.headers_too_large',
  'request.unsupported_media_type',
  'route.not_found',
  'method.not_allowed',
  'rate.limited',
  'auth.required',
  'auth.forbidden',
  'event.not_found',
  'film.not_found',
  'video.not_found',
  'comment.not_found',
  'comment.forbidden',
  'comment.reply_depth',
  'comment.failed',
  // crowdfunding
  'project.not_found',
  'project.not_funding',
  'project.sold_out',
  'project.product_invalid',
  'pledge.not_found',
  'pledge.not_cancellable',
  'pledge.shipping_required',
  'pledge.customer_mismatch',
  'payment.failed',
  'vote.failed',
  // accounts (product-spec.md section 8 gives most of the texts)
  'auth.invalid_credentials',
  'auth.email_taken',
  'auth.email_unverified',
  'auth.google_token_missing',
  'auth.social_invalid',
  'auth.social_unavailable',
  'auth.email_required',
  'auth.email_already_verified',
  'password.common',
  'otp.invalid',
  'otp.expired',
  'otp.too_many_attempts',
  'otp.cooldown',
  'mail.failed',
  'user.not_found',
  'upload.invalid_type',
  'upload.too_large',
  'upload.expired',
  'upload.invalid_signature',
  'upload.missing',
  'upload.content_mismatch',
  'server.error',
  'server.unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelopeSchema = z
  .object({
    errorList: z.array(z.string()).min(1),
    code: z.string(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every failure answers with this body.' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
