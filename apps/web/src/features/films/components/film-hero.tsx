import type { FilmDetail } from '@dalbit/contract';
import { ArrowLeft, Play } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { ReactionButton, ShareButton } from './film-actions';
import { type FilmView, formatRuntime } from '../model/film-meta';
import type { SignInReason } from './signin-prompt';

interface FilmHeroProps {
  film: FilmDetail;
  view: FilmView;
  /** The play button's label (Play or Resume); no button without a video. */
  playLabel: string | null;
  onPlay: () => void;
  ask: (reason: SignInReason) => void;
}

/** The backdrop, poster, title, facts, synopsis and the play, like, bookmark and share actions. */
export function FilmHero({ film, view, playLabel, onPlay, ask }: FilmHeroProps) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  return (
    <section className="film-hero">
      {view.backdrop && (
        <div className="film-hero__backdrop" aria-hidden="true">
          <img
            {...responsiveImage(view.backdrop, 'backdrop')}
            alt=""
            {...IMAGE_SHAPES.wide}
            fetchPriority="high"
          />
        </div>
      )}
      <div className="container film-hero__inner">
        <Link to="/streaming" className="film-hero__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {t('detail.back')}
        </Link>
        {view.poster && (
          <img
            className="film-hero__poster"
            {...responsiveImage(view.poster, 'poster')}
            alt=""
            {...IMAGE_SHAPES.poster}
          />
        )}
        <div className="film-hero__text">
          <p className="film-hero__eyebrow">{t(`type.${film.type}`)}</p>
          <h1 className="film-hero__title">{view.title}</h1>
          <ul className="film-meta" aria-label={t('detail.metaLabel')}>
            <li>{view.year}</li>
            <li>
              <span className="film-meta__age">
                {film.ageRating === 'all' ? t('meta.ageAll') : film.ageRating}
              </span>
            </li>
            <li>{formatRuntime(film.durationSeconds, locale)}</li>
            {film.type === 'web_series' && (
              <li>{t('meta.episodes', { count: film.episodes.length })}</li>
            )}
          </ul>
          {view.genres.length > 0 && (
            <ul className="film-genres" aria-label={t('detail.genres')}>
              {view.genres.map((genre) => (
                <li key={genre}>{genre}</li>
              ))}
            </ul>
          )}
          <p className="film-hero__synopsis">{view.synopsis}</p>
          <div className="film-hero__actions">
            {playLabel && (
              <button
                type="button"
                className="btn btn--primary btn--lg"
                data-testid="detail-play"
                onClick={onPlay}
              >
                <Play size={18} fill="currentColor" aria-hidden="true" />
                {playLabel}
              </button>
            )}
            <ReactionButton film={film} kind="like" ask={ask} />
            <ReactionButton film={film} kind="bookmark" ask={ask} />
            <ShareButton title={view.title} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The hero's shape while the film loads. */
export function FilmHeroSkeleton() {
  return (
    <div className="film-page film-page--loading" aria-busy="true">
      <div className="film-hero">
        <div className="container film-hero__inner">
          <span className="skeleton film-hero__poster" />
          <div className="film-hero__text">
            <span className="skeleton" style={{ width: 120, height: 14, borderRadius: 6 }} />
            <span className="skeleton" style={{ width: '70%', height: 44, borderRadius: 10 }} />
            <span className="skeleton" style={{ width: '90%', height: 16, borderRadius: 6 }} />
            <span className="skeleton" style={{ width: '60%', height: 16, borderRadius: 6 }} />
          </div>
        </div>
      </div>
    </div>
  );
}
