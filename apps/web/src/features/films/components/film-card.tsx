import type { FilmHit } from '@dalbit/contract';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { detailPath, localizeCard } from '../model/film-meta';
import './film-card.css';

interface FilmCardProps {
  /** A search hit, or a list's summary (which carries more than the card shows). */
  film: FilmHit;
  eager?: boolean;
  /** The light variant sits on paper (search, my page); the default on the dark streaming page. */
  tone?: 'dark' | 'light';
}

/** A poster card (2:3) linking to the film's detail page. */
export function FilmCard({ film, eager, tone = 'dark' }: FilmCardProps) {
  const { t } = useTranslation('films');
  const view = localizeCard(film, currentLocale());
  // A poster that fails to load gives way to the title's first letter, not a broken image.
  const [broken, setBroken] = useState(false);
  return (
    <Link
      to={detailPath(film._id)}
      className={`film-card film-card--${tone}`}
      data-testid="film-card"
      data-film-id={film._id}
    >
      <span className="film-card__poster">
        {view.poster && !broken ? (
          <img
            {...responsiveImage(view.poster, 'poster')}
            alt=""
            {...IMAGE_SHAPES.poster}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="film-card__fallback" aria-hidden="true">
            {view.title.slice(0, 1)}
          </span>
        )}
        <span className="film-card__play" aria-hidden="true">
          <Play size={20} fill="currentColor" />
        </span>
        {film.ageRating !== 'all' && (
          <span className="film-card__age" aria-label={t('meta.ageLabel', { age: film.ageRating })}>
            {film.ageRating}
          </span>
        )}
      </span>
      <span className="film-card__title">{view.title}</span>
      <span className="film-card__meta">
        {t(`type.${film.type}`)}
        {view.year && ` · ${view.year}`}
        {film.type === 'web_series' && ` · ${t('meta.episodes', { count: film.episodeCount })}`}
      </span>
    </Link>
  );
}

export function FilmCardSkeleton() {
  return (
    <span className="film-card film-card--skeleton" aria-hidden="true">
      <span className="film-card__poster skeleton" />
      <span className="skeleton film-card__line" style={{ width: '80%' }} />
      <span className="skeleton film-card__line" style={{ width: '50%' }} />
    </span>
  );
}
