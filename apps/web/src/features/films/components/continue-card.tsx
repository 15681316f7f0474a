import type { HistoryItem } from '@dalbit/contract';
import { Play } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { detailPath, formatClock, localizeFilm } from '../model/film-meta';
import './continue-card.css';

/** A 16:9 card of something half-watched: a progress bar, the episode, the time left. */
export function ContinueCard({
  item,
  tone = 'dark',
}: {
  item: HistoryItem;
  tone?: 'dark' | 'light';
}) {
  const { t } = useTranslation('films');
  const view = localizeFilm(item.film, currentLocale());
  const ratio =
    item.durationSeconds > 0 ? Math.min(1, item.positionSeconds / item.durationSeconds) : 0;
  const left = Math.max(0, item.durationSeconds - item.positionSeconds);
  return (
    <Link
      to={detailPath(item.film._id, item.videoId, true)}
      className={`continue-card continue-card--${tone}`}
      data-testid="continue-card"
      data-video-id={item.videoId}
    >
      <span className="continue-card__media">
        {(view.backdrop || view.poster) && (
          <img
            {...responsiveImage(view.backdrop || view.poster, 'frame')}
            alt=""
            {...IMAGE_SHAPES.wide}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="continue-card__play" aria-hidden="true">
          <Play size={18} fill="currentColor" />
        </span>
        <span
          className="continue-card__bar"
          role="progressbar"
          aria-label={t('continue.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(ratio * 100)}
        >
          <span style={{ width: `${ratio * 100}%` }} />
        </span>
      </span>
      <span className="continue-card__title">{view.title}</span>
      <span className="continue-card__meta">
        {item.episodeNumber !== null && item.film.type === 'web_series' && (
          <span className="continue-card__ep">
            {t('episodes.label', { number: item.episodeNumber })}
          </span>
        )}
        {item.watched ? t('episodes.watched') : t('episodes.left', { time: formatClock(left) })}
      </span>
    </Link>
  );
}
