import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import type { VideoAssetStatus, VideoMedia } from '@dalbit/contract';
import { StatusBadge } from '../../components/status-badge';
import { formatDuration } from './upload-rate';

const TONE: Record<VideoAssetStatus, 'ok' | 'info' | 'muted' | 'danger' | 'warn'> = {
  uploading: 'info',
  processing: 'info',
  ready: 'ok',
  failed: 'danger',
  cancelled: 'muted',
};

/** Where the latest upload stands: live transcode progress, the ladder, the error; cancel. */
export function TranscodePanel({
  media,
  onCancel,
  cancelling,
}: {
  media: VideoMedia;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('admin');
  const { asset } = media;
  const percent = asset ? Math.floor(asset.progress) : 0;
  return (
    <section className="admin-card media-state" aria-labelledby="media-state-title">
      <div className="media-state__head">
        <h2 id="media-state-title">{t('films.state.title')}</h2>
        {asset ? (
          <span data-testid="media-status">
            <StatusBadge tone={TONE[asset.status]}>{t(`films.status.${asset.status}`)}</StatusBadge>
          </span>
        ) : (
          <StatusBadge tone="muted">{t('films.status.noUpload')}</StatusBadge>
        )}
      </div>
      {asset?.status === 'processing' && (
        <div className="media-progress">
          <progress
            max={100}
            value={percent}
            aria-label={t('films.state.progressLabel')}
            data-testid="transcode-progress"
          />
          <p className="media-progress__facts" aria-live="polite">
            <span data-testid="transcode-percent">{t('films.percent', { value: percent })}</span>
            <span>{t('films.state.transcoding')}</span>
          </p>
        </div>
      )}
      {asset?.source && (
        <p className="admin-muted" data-testid="media-source">
          {t('films.state.source', {
            name: asset.sourceName,
            width: asset.source.width,
            height: asset.source.height,
            fps: Math.round(asset.source.frameRate * 100) / 100,
            duration: formatDuration(asset.source.durationSeconds),
          })}
        </p>
      )}
      {asset?.error && (
        <p className="media-error" role="alert" data-testid="media-error">
          {asset.error.message}
        </p>
      )}
      {media.renditions.length > 0 && (
        <p data-testid="media-ladder">
          {t('films.state.ladder', {
            rungs: media.renditions.map((r) => `${r.height}p`).join(' · '),
            duration: formatDuration(media.durationSeconds),
          })}
        </p>
      )}
      {media.renditions.length === 0 && asset?.status !== 'processing' && (
        <p className="admin-muted">{t('films.state.notPlayable')}</p>
      )}
      {(asset?.status === 'uploading' || asset?.status === 'processing') && (
        <div className="media-actions">
          <button
            type="button"
            className="btn btn--outline"
            onClick={onCancel}
            disabled={cancelling}
            data-testid="media-cancel"
          >
            <X size={16} aria-hidden="true" />
            {asset.status === 'uploading' ? t('films.state.cancelUpload') : t('films.state.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
