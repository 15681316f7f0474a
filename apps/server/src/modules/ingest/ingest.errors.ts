import type { ErrorCode } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import { MediaProbeError, type MediaProbeFailure } from '../../infra/media/probe.js';
import { SubtitleError } from '../../infra/media/subtitles.js';

const PROBE_CODES: Record<MediaProbeFailure, ErrorCode> = {
  not_video: 'media.not_video',
  audio_only: 'media.audio_only',
  unsupported_dimensions: 'media.unsupported_dimensions',
};

/** The translated error a refused source answers with (docs/product/video-ingest.md#what-is-accepted). */
export const probeFailureCode = (error: MediaProbeError): ErrorCode => PROBE_CODES[error.reason];

/** A subtitle intake failure as the API's error, with the line it happened on. */
export const subtitleAppError = (error: SubtitleError): AppError => {
  switch (error.reason) {
    case 'format':
      return error.line
        ? new AppError('subtitle.format', {
            messageKey: 'subtitle.format_at',
            params: { line: error.line },
          })
        : new AppError('subtitle.format');
    case 'timing':
      return new AppError('subtitle.timing', { params: { line: error.line ?? 0 } });
    default:
      return new AppError(`subtitle.${error.reason}`);
  }
};

export { MediaProbeError, SubtitleError };
