import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { InlineEpisode } from '../../films';
import { useProjectFilm } from '../api/crowdfunding-api';
import './linked-series.css';

/**
 * Watch-to-fund on the project page: the film or series this project continues, whose first
 * episode plays right here (docs/product/crowdfunding.md#watch-to-fund).
 */
export function LinkedSeries({ projectId }: { projectId: string }) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const film = useProjectFilm(projectId).data;
  const [playing, setPlaying] = useState(false);
  if (!film) return null;
  const title = pickText(film.title_kr, film.title_eng, locale);
  return (
    <section
      className="project-section linked-series"
      aria-labelledby="linked-series-title"
      data-testid="linked-series"
    >
      <h2 id="linked-series-title" className="detail-section__title">
        {t(`linkedSeries.heading.${film.kind}`)}
      </h2>
      {playing && film.firstVideoId ? (
        <InlineEpisode videoId={film.firstVideoId} title={title} />
      ) : (
        <div className="linked-series__card">
          {film.poster && (
            <img
              {...responsiveImage(film.poster, 'poster')}
              alt=""
              {...IMAGE_SHAPES.poster}
              className="linked-series__poster"
            />
          )}
          <div className="linked-series__body">
            <p className="linked-series__title">
              <Link to={`/detail-film/${film.filmId}`}>{title}</Link>
            </p>
            <p className="linked-series__lead">{t('linkedSeries.lead')}</p>
            {film.firstVideoId && (
              <button
                type="button"
                className="btn btn--primary"
                data-testid="linked-series-play"
                onClick={() => setPlaying(true)}
              >
                <Play size={16} aria-hidden="true" />
                {t('linkedSeries.play')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
