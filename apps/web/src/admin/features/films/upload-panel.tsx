import { Pause, Play, Upload as UploadIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { VIDEO_UPLOAD_ACCEPT, type VideoAsset } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';
import { formatBytes, formatDuration } from './upload-rate';
import type { useTusUpload } from './use-tus-upload';

type Uploader = ReturnType<typeof useTusUpload>;

/**
 * Choose a master file and send it: progress, speed and time left; pause and resume; after a
 * reload, the server's unfinished upload is named so the editor picks the same file again.
 */
export function UploadPanel({ uploader, asset }: { uploader: Uploader; asset: VideoAsset | null }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const locale = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const { state } = uploader;
  const active = state.phase === 'uploading' || state.phase === 'paused';
  const busyElsewhere = asset?.status === 'processing';
  // The server holds an unfinished upload that this page is not sending (a reload came between).
  const unfinished = !active && asset?.status === 'uploading' ? asset : null;
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;

  return (
    <section className="admin-card media-upload" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title">{t('films.upload.title')}</h2>
      {unfinished && (
        <p className="media-note" data-testid="upload-unfinished">
          {t('films.upload.unfinished', {
            name: unfinished.sourceName,
            percent: Math.floor(unfinished.progress),
          })}
        </p>
      )}
      {!active && (
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {unfinished ? t('films.upload.chooseSame') : t('films.upload.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            className="field__input"
            accept={VIDEO_UPLOAD_ACCEPT}
            disabled={busyElsewhere}
            data-testid="upload-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void uploader.start(file);
              event.target.value = '';
            }}
          />
          <p className="admin-muted">
            {busyElsewhere ? t('films.upload.busy') : t('films.upload.hint')}
          </p>
        </div>
      )}
      {active && (
        <div className="media-progress" data-testid="upload-progress">
          <p>
            <strong>{state.fileName}</strong>
            {state.resumed && <span className="admin-muted"> · {t('films.upload.resumed')}</span>}
          </p>
          <progress max={100} value={percent} aria-label={t('films.upload.progressLabel')} />
          <p className="media-progress__facts" aria-live="polite">
            <span data-testid="upload-percent">{t('films.percent', { value: percent })}</span>
            <span>
              {t('films.upload.sent', {
                sent: formatBytes(state.sent, locale),
                total: formatBytes(state.total, locale),
              })}
            </span>
            {state.phase === 'paused' ? (
              <span>{t('films.upload.paused')}</span>
            ) : state.rate ? (
              <>
                <span data-testid="upload-speed">
                  {t('films.upload.speed', {
                    speed: formatBytes(state.rate.bytesPerSecond, locale),
                  })}
                </span>
                <span data-testid="upload-eta">
                  {t('films.upload.left', { time: formatDuration(state.rate.secondsLeft) })}
                </span>
              </>
            ) : (
              <span>{t('films.upload.measuring')}</span>
            )}
          </p>
          <div className="media-actions">
            {state.phase === 'uploading' ? (
              <button type="button" className="btn btn--outline" onClick={uploader.pause}>
                <Pause size={16} aria-hidden="true" />
                {t('films.upload.pause')}
              </button>
            ) : (
              <button type="button" className="btn btn--dark" onClick={uploader.resume}>
                <Play size={16} aria-hidden="true" />
                {t('films.upload.resume')}
              </button>
            )}
          </div>
        </div>
      )}
      {state.phase === 'done' && (
        <p className="media-note" role="status">
          <UploadIcon size={16} aria-hidden="true" />{' '}
          {t('films.upload.done', { name: state.fileName })}
        </p>
      )}
      {state.phase === 'failed' && state.error && (
        <p className="media-error" role="alert" data-testid="upload-error">
          {state.error}
        </p>
      )}
    </section>
  );
}
