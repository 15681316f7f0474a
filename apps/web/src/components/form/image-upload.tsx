import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@dalbit/contract';
import { api, ApiError } from '../../lib/api-client';
import './image-upload.css';

interface ImageUploadProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** The upload ticket's kind (`cover` for notice and event covers, `poster` for films, `project` for project images). */
  kind: 'cover' | 'avatar' | 'poster' | 'project';
  testId?: string;
}

/**
 * An image through the upload flow of docs/api.md#uploads: a ticket, a PUT of the file to its
 * signed address, then the image's URL goes into the form. The server checks the stored file
 * again when the form is saved.
 */
export function ImageUpload({ label, value, onChange, kind, testId }: ImageUploadProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(t('upload.type'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(t('upload.size', { max: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const ticket = await api.post<{ urlPresigned: string; urlImage: string }>(
        '/upload-file',
        { fileName: file.name, type: kind, contentType: file.type, size: file.size },
        { toastOnError: false },
      );
      const put = await fetch(ticket.urlPresigned, {
        method: 'PUT',
        headers: { 'Content-Type': file.type },
        body: file,
      });
      if (!put.ok) throw new Error(t('upload.failed'));
      onChange(ticket.urlImage);
    } catch (cause) {
      setError(
        cause instanceof ApiError || cause instanceof Error ? cause.message : t('upload.failed'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="image-upload" data-testid={testId}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-upload__frame">
        {value ? (
          <img src={value} alt="" className="image-upload__preview" />
        ) : (
          <span className="image-upload__empty">{t('upload.none')}</span>
        )}
      </div>
      <div className="image-upload__actions">
        <label
          className={`btn btn--outline image-upload__pick ${busy ? 'is-busy' : ''}`}
          htmlFor={id}
        >
          <ImagePlus size={16} aria-hidden="true" />
          {busy ? t('upload.uploading') : value ? t('upload.replace') : t('upload.choose')}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          disabled={busy}
          data-testid={testId ? `${testId}-input` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {value && (
          <button type="button" className="btn btn--outline" onClick={() => onChange('')}>
            <Trash2 size={16} aria-hidden="true" />
            {t('upload.remove')}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
