import type { Episode } from '@dalbit/contract';
import { Check, Play } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { episodeProgress, type VideoState } from '../model/watch-state';
import { episodeTitle, formatClock } from '../model/film-meta';

interface EpisodeListProps {
  episodes: Episode[];
  states: Record<string, VideoState>;
  currentVideoId: string | null;
  onPlay: (videoId: string) => void;
}

/** A series' episodes, each with how far the viewer got; the playing one is marked. */
export function EpisodeList({ episodes, states, currentVideoId, onPlay }: EpisodeListProps) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  return (
    <section aria-labelledby="episodes-title" className="detail-section">
      <h2 id="episodes-title" className="detail-section__title">
        {t('episodes.title')}
      </h2>
      <ol className="episodes">
        {episodes.map((episode) => {
          const { ratio, watched, left } = episodeProgress(
            states[episode.videoId],
            episode.durationSeconds,
          );
          const current = episode.videoId === currentVideoId;
          return (
            <li key={episode._id}>
              <button
                type="button"
                className={`episode${current ? ' episode--current' : ''}`}
                data-testid="episode-item"
                data-video-id={episode.videoId}
                data-watched={String(watched)}
                aria-current={current ? 'true' : undefined}
                onClick={() => onPlay(episode.videoId)}
              >
                <span className="episode__thumb">
                  {episode.thumbnail && (
                    <img
                      {...responsiveImage(episode.thumbnail, 'frame')}
                      alt=""
                      {...IMAGE_SHAPES.wide}
                      loading="lazy"
                    />
                  )}
                  <span className="episode__play" aria-hidden="true">
                    <Play size={16} fill="currentColor" />
                  </span>
                  {(ratio > 0 || watched) && (
                    <span className="episode__progress" aria-hidden="true">
                      <span style={{ width: `${watched ? 100 : ratio * 100}%` }} />
                    </span>
                  )}
                </span>
                <span className="episode__text">
                  <span className="episode__number">
                    {t('episodes.label', { number: episode.number })}
                    {current && <span className="episode__now">{t('episodes.nowPlaying')}</span>}
                  </span>
                  <span className="episode__title">{episodeTitle(episode, locale)}</span>
                  <span className="episode__meta">
                    {formatClock(episode.durationSeconds)}
                    {watched ? (
                      <span className="episode__watched">
                        <Check size={14} aria-hidden="true" />
                        {t('episodes.watched')}
                      </span>
                    ) : ratio > 0 ? (
                      <span>{t('episodes.left', { time: formatClock(left) })}</span>
                    ) : null}
                  </span>
                  <span className="episode__synopsis">
                    {pickText(episode.synopsis_kr, episode.synopsis_eng, locale)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
