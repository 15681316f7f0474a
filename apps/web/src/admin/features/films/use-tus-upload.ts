import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { VIDEO_UPLOAD_PATH } from '@dalbit/contract';
import { apiHeaders, apiUrl, envelopeMessage } from '../../../lib/api-client';
import { addSample, uploadRate, type RateSample } from './upload-rate';

/** One PATCH per chunk: a proxy's or the server's request time-out never cuts a long upload. */
const CHUNK_BYTES = 50 * 1024 * 1024;

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName: string;
  sent: number;
  total: number;
  /** Bytes per second and seconds left, once measurable. */
  rate: { bytesPerSecond: number; secondsLeft: number } | null;
  /** The server's translated error, or the client's own. */
  error: string | null;
  /** The upload went on from where an earlier one (another tab, before a reload) stopped. */
  resumed: boolean;
}

const IDLE: UploadState = {
  phase: 'idle',
  fileName: '',
  sent: 0,
  total: 0,
  rate: null,
  error: null,
  resumed: false,
};

/** The same file for the same video resumes, whatever tab or reload came between. */
const fingerprintOf = (videoId: string, file: File) =>
  ['dalbit-video', videoId, file.name, file.type, file.size, file.lastModified].join(':');

/** The text of a failed upload: the API's envelope when it sent one. */
const messageOf = (error: Error, fallback: string) => {
  if (error instanceof DetailedError && error.originalResponse) {
    return envelopeMessage(error.originalResponse.getBody()) ?? fallback;
  }
  return fallback;
};

/**
 * A resumable upload of a video's master file over tus (docs/product/video-ingest.md#upload):
 * start, pause, resume; after a page reload, choosing the same file again goes on from the
 * offset the server holds. Reports progress, speed and time left.
 */
export function useTusUpload(
  videoId: string,
  options: {
    onFinished: () => void;
    /** The server made the upload (its asset exists): the page reads the media state again. */
    onCreated?: () => void;
    fallbackError: string;
  },
) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const samples = useRef<RateSample[]>([]);
  const { onFinished, onCreated, fallbackError } = options;

  useEffect(
    () => () => {
      // Leaving the page pauses the upload; coming back with the same file resumes it.
      void upload.current?.abort();
    },
    [],
  );

  const start = useCallback(
    async (file: File) => {
      samples.current = [];
      const next = new Upload(file, {
        endpoint: apiUrl(VIDEO_UPLOAD_PATH),
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
        metadata: { videoId, filename: file.name, filetype: file.type },
        fingerprint: async () => fingerprintOf(videoId, file),
        removeFingerprintOnSuccess: true,
        onUploadUrlAvailable: () => onCreated?.(),
        onBeforeRequest: (request) => {
          // The token and language of now (a session refreshed meanwhile).
          for (const [name, value] of Object.entries(apiHeaders())) request.setHeader(name, value);
        },
        onProgress: (sent, total) => {
          samples.current = addSample(samples.current, { at: Date.now(), bytes: sent });
          setState((s) => ({
            ...s,
            sent,
            total,
            rate: uploadRate(samples.current, total),
          }));
        },
        onSuccess: () => {
          setState((s) => ({ ...s, phase: 'done', sent: s.total, rate: null }));
          onFinished();
        },
        onError: (error) => {
          setState((s) => ({
            ...s,
            phase: 'failed',
            rate: null,
            error: messageOf(error, fallbackError),
          }));
          onFinished();
        },
      });
      upload.current = next;
      const previous = await next.findPreviousUploads();
      const resumed = previous[0];
      if (resumed) next.resumeFromPreviousUpload(resumed);
      setState({
        ...IDLE,
        phase: 'uploading',
        fileName: file.name,
        total: file.size,
        resumed: Boolean(resumed),
      });
      next.start();
    },
    [videoId, onFinished, onCreated, fallbackError],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    samples.current = [];
    setState((s) => (s.phase === 'uploading' ? { ...s, phase: 'paused', rate: null } : s));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((s) => ({ ...s, phase: 'uploading' }));
    upload.current.start();
  }, []);

  /** Forgets the upload here (the server's cancel removes it there). */
  const reset = useCallback(() => {
    void upload.current?.abort();
    upload.current = null;
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, reset };
}
