import { z } from 'zod';

/**
 * The error catalogue: every stable code carried in a failure envelope, bound once to the HTTP
 * status the server answers it with. The web maps a code to a translated message when it needs
 * one; servers send the localized text in `errorList` as well. Code that raises an error names
 * only its code; the status comes from here.
 */
export const ERROR_STATUS = {
  'request.invalid': 400,
  'request.malformed': 400,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.headers_too_large': 431,
  'request.unsupported_media_type': 415,
  'route.not_found': 404,
  'method.not_allowed': 405,
  'rate.limited': 429,
  'auth.required': 401,
  'auth.forbidden': 403,
  'event.not_found': 404,
  'film.not_found': 404,
  'video.not_found': 404,
  'comment.not_found': 404,
  'comment.forbidden': 403,
  'comment.reply_depth': 400,
  // The target or the parent went away in between; the client keeps the text and retries.
  'comment.failed': 409,
  // crowdfunding
  'project.not_found': 404,
  'project.not_funding': 409,
  'project.sold_out': 409,
  'project.product_invalid': 400,
  'pledge.not_found': 404,
  'pledge.not_cancellable': 409,
  'pledge.shipping_required': 400,
  'pledge.customer_mismatch': 400,
  'payment.failed': 400,
  'vote.failed': 409,
  // after the campaign (docs/product/crowdfunding.md#after-the-campaign)
  'report.not_found': 404,
  'report.not_ready': 409,
  'payout.not_payable': 409,
  'payout.already_paid': 409,
  'pledge.not_updatable': 409,
  'film.link_invalid': 400,
  // the life of a project (docs/product/crowdfunding.md#project-workflow)
  'project.state_invalid': 409,
  'project.locked': 409,
  'project.not_ready': 409,
  'project.dates_past': 400,
  'project.account_not_found': 404,
  'application.not_accepted': 409,
  'pledge.not_refundable': 409,
  'payment.refund_failed': 409,
  // accounts
  'auth.invalid_credentials': 400,
  'auth.email_taken': 409,
  'auth.email_unverified': 403,
  'auth.google_token_missing': 400,
  'auth.social_invalid': 400,
  // The provider cannot be reached. A provider this server does not offer answers 400 instead.
  'auth.social_unavailable': 503,
  'auth.email_required': 403,
  'auth.email_already_verified': 409,
  'password.common': 400,
  'otp.invalid': 400,
  'otp.expired': 400,
  'otp.too_many_attempts': 400,
  'otp.cooldown': 429,
  'mail.failed': 503,
  'user.not_found': 404,
  'upload.invalid_type': 415,
  // The upload itself (PUT). A profile naming an upload that turned out too large answers 400.
  'upload.too_large': 413,
  // A genuine upload URL past its time (403, as S3 answers).
  'upload.expired': 403,
  'upload.used': 412,
  'upload.invalid_signature': 400,
  'upload.missing': 400,
  'upload.content_mismatch': 400,
  // back office (docs/product/back-office.md)
  'auth.suspended': 403,
  'auth.confirm_failed': 400,
  'auth.recent_sign_in_required': 403,
  'staff.self_action': 409,
  'staff.assignee_invalid': 400,
  'application.not_found': 404,
  'keyword.not_found': 404,
  'keyword.order_mismatch': 409,
  // catalogue editing (docs/product/back-office.md#catalogue-editing)
  'film.not_series': 409,
  'film.episode_in_use': 409,
  'film.episode_order_mismatch': 409,
  'film.last_video': 409,
  'film.genre_unknown': 400,
  'film.image_unknown': 400,
  'rail.type_mismatch': 400,
  'rail.film_unknown': 400,
  'rail.order_mismatch': 409,
  'job.not_found': 404,
  // Only a failed job, or one waiting for its retry, runs again.
  'job.not_retryable': 409,
  // A running job cannot be discarded (nor a finished one, which pg-boss archives).
  'job.not_discardable': 409,
  // video ingest (docs/product/video-ingest.md)
  'media.not_video': 415,
  'media.audio_only': 415,
  'media.unsupported_dimensions': 415,
  // Another upload or transcode of this video is under way.
  'media.too_large': 413,
  'media.in_progress': 409,
  'media.not_cancellable': 409,
  // Stored on a failed transcode; never the answer of a request.
  'media.transcode_failed': 500,
  // ffmpeg or ffprobe is not installed on this server.
  'media.unavailable': 503,
  // resized images (docs/api.md#resized-images): a width not in IMAGE_WIDTHS, or a file that is
  // not a stored JPEG, PNG or WebP image.
  'image.width_invalid': 400,
  'image.not_resizable': 400,
  'subtitle.empty': 400,
  'subtitle.too_large': 413,
  'subtitle.encoding': 400,
  'subtitle.format': 400,
  'subtitle.timing': 400,
  'server.error': 500,
  'server.unavailable': 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorEnvelopeSchema = z
  .object({
    errorList: z.array(z.string()).min(1),
    code: z.string(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every failure answers with this body.' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
