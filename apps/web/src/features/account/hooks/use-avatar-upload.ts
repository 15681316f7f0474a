import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@dalbit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done'; url: string }
  | { phase: 'failed'; messageKey: string; params?: Record<string, unknown> };

/** PUTs the file to the presigned URL with XMLHttpRequest, which (unlike fetch) reports progress. */
function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    // Upload keys are write-once: the store refuses a second PUT (the URL is signed with it).
    xhr.setRequestHeader('If-None-Match', '*');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}

/**
 * Avatar upload: type and size are checked here before a ticket is asked for, then the file
 * goes straight to storage; a failure says its HTTP status (docs/product/accounts.md#avatar-upload).
 */
export function useAvatarUpload(onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        return setState({ phase: 'failed', messageKey: 'validation:upload_type' });
      }
      if (file.size < 1 || file.size > UPLOAD_MAX_BYTES) {
        return setState({
          phase: 'failed',
          messageKey: 'validation:upload_size',
          params: { max: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) },
        });
      }
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(file);
      setPreview(objectUrl.current);
      setState({ phase: 'uploading', percent: 0 });
      try {
        const ticket = await accountApi.uploadTicket({
          fileName: file.name,
          type: 'avatar',
          contentType: file.type as (typeof UPLOAD_IMAGE_TYPES)[number],
          size: file.size,
        });
        const status = await putWithProgress(ticket.urlPresigned, file, (percent) =>
          setState({ phase: 'uploading', percent }),
        );
        if (status < 200 || status >= 300) {
          return setState({
            phase: 'failed',
            messageKey: 'account:avatar.failed',
            params: { status },
          });
        }
        setState({ phase: 'done', url: ticket.urlImage });
        onUploaded(ticket.urlImage);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        setState(
          status
            ? { phase: 'failed', messageKey: 'account:avatar.failed', params: { status } }
            : { phase: 'failed', messageKey: 'account:avatar.network' },
        );
      }
    },
    [onUploaded],
  );

  return { state, preview, upload };
}
