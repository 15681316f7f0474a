import { UPLOAD_IMAGE_TYPES } from '@dalbit/contract';
import { Camera } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Avatar } from '../../../components/ui/avatar';
import type { UploadState } from '../hooks/use-avatar-upload';

interface AvatarPanelProps {
  /** The picture to show: the local preview while uploading, else the account's. */
  shown: string | null;
  upload: UploadState;
  onFile: (file: File) => void;
}

/** The profile picture: choose a file, watch it upload, see whether it worked. */
export function AvatarPanel({ shown, upload, onFile }: AvatarPanelProps) {
  const { t } = useTranslation('account');
  return (
    <section className="panel avatar-panel" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading" className="panel__title">
        {t('avatar.title')}
      </h2>
      <div className="avatar-panel__body">
        <span className="avatar-panel__image">
          {shown ? (
            <img src={shown} alt={t('avatar.previewAlt')} data-testid="avatar-preview" />
          ) : (
            <Avatar size={96} />
          )}
        </span>
        <div className="avatar-panel__actions">
          <label className="btn btn--outline avatar-panel__pick">
            <Camera size={17} aria-hidden="true" />
            {t('avatar.choose')}
            <input
              type="file"
              className="visually-hidden"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              data-testid="avatar-input"
              disabled={upload.phase === 'uploading'}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
          </label>
          <p className="field__hint">{t('avatar.rules')}</p>
          {upload.phase === 'uploading' && (
            <div
              className="progress"
              role="progressbar"
              aria-label={t('avatar.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.percent}
              data-testid="avatar-progress"
            >
              <span className="progress__bar" style={{ width: `${upload.percent}%` }} />
            </div>
          )}
          {upload.phase === 'done' && (
            <p className="form-notice form-notice--ok" role="status">
              {t('avatar.done')}
            </p>
          )}
          {upload.phase === 'failed' && (
            <p className="field__error" role="alert" data-testid="avatar-error">
              {t(upload.messageKey, upload.params)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
