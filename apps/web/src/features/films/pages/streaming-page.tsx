import type { FilmSummary, FilmType } from '@dalbit/contract';
import { Fragment } from 'react';
import { FILM_TYPES } from '../model/film-constants';
import { Clapperboard, Info, Play, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useSearchParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { useAccount } from '../../../lib/session/account-context';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { useFilmList, useGenres } from '../api/film-api';
import { ContinueWatchingRail } from '../components/continue-rail';
import { NextUpRail } from '../components/next-up-rail';
import { FilmCard, FilmCardSkeleton } from '../components/film-card';
import { detailPath, formatRuntime, localizeFilm } from '../model/film-meta';
import { FilmRail } from '../components/film-rail';
import './dark-pages.css';
import './streaming-page.css';

function Hero({ film }: { film: FilmSummary | undefined }) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  if (!film) {
    return (
      // Keyed apart from the loaded hero: React would otherwise reuse this inner block as the
      // loaded hero's backdrop, and the browser counts that node's move as a layout shift.
      <section key="loading" className="streaming-hero streaming-hero--loading" aria-busy="true">
        <div className="container streaming-hero__inner">
          <span className="skeleton" style={{ width: 140, height: 14, borderRadius: 6 }} />
          <span className="skeleton" style={{ width: '55%', height: 52, borderRadius: 12 }} />
          <span className="skeleton" style={{ width: '40%', height: 16, borderRadius: 6 }} />
        </div>
      </section>
    );
  }
  const view = localizeFilm(film, locale);
  return (
    <section
      key="loaded"
      className="streaming-hero"
      data-testid="streaming-hero"
      aria-labelledby="streaming-hero-title"
    >
      {view.backdrop && (
        <div className="streaming-hero__backdrop" aria-hidden="true">
          <img
            {...responsiveImage(view.backdrop, 'backdrop')}
            alt=""
            {...IMAGE_SHAPES.wide}
            fetchPriority="high"
          />
        </div>
      )}
      <div className="container streaming-hero__inner">
        <p className="streaming-hero__eyebrow">{t('streaming.featured')}</p>
        <h1 id="streaming-hero-title" className="streaming-hero__title">
          {view.title}
        </h1>
        <p className="streaming-hero__meta">
          <span>{t(`type.${film.type}`)}</span>
          <span>{view.year}</span>
          <span>{film.ageRating === 'all' ? t('meta.ageAll') : film.ageRating}</span>
          <span>
            {film.type === 'web_series'
              ? t('meta.episodes', { count: film.episodeCount })
              : formatRuntime(film.durationSeconds, locale)}
          </span>
          {view.genres.slice(0, 2).map((genre) => (
            <span key={genre}>{genre}</span>
          ))}
        </p>
        <p className="streaming-hero__synopsis">{view.synopsis}</p>
        <div className="streaming-hero__actions">
          <Link
            to={detailPath(film._id, undefined, true)}
            className="btn btn--primary btn--lg"
            data-testid="hero-play"
          >
            <Play size={18} fill="currentColor" aria-hidden="true" />
            {t('detail.play')}
          </Link>
          <Link
            to={detailPath(film._id)}
            className="btn btn--ghost btn--lg"
            data-testid="hero-details"
          >
            <Info size={18} aria-hidden="true" />
            {t('streaming.details')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function TypeRail({ type, genre }: { type: FilmType; genre: string | null }) {
  const { t } = useTranslation('films');
  const list = useFilmList(type, genre, 'latest', `streaming_${type}`);
  const title = t(`rails.${type}`);
  if (list.isPending) {
    return (
      <FilmRail title={title} type={type}>
        {Array.from({ length: 6 }, (_, index) => (
          <FilmCardSkeleton key={index} />
        ))}
      </FilmRail>
    );
  }
  if (list.isError) {
    return (
      <FilmRail title={title} type={type}>
        {[
          <p key="error" className="streaming__rail-state" role="alert">
            {t('streaming.railFailed')}{' '}
            <button type="button" className="streaming__retry" onClick={() => void list.refetch()}>
              <RefreshCw size={14} aria-hidden="true" />
              {t('common:actions.retry')}
            </button>
          </p>,
        ]}
      </FilmRail>
    );
  }
  const items = list.data.items;
  if (items.length === 0) {
    return (
      <FilmRail title={title} type={type}>
        {[
          <p key="empty" className="streaming__rail-state">
            {genre ? t('streaming.railEmptyGenre') : t('streaming.railEmpty')}
          </p>,
        ]}
      </FilmRail>
    );
  }
  return (
    <FilmRail title={title} type={type}>
      {items.map((film, index) => (
        <FilmCard key={film._id} film={film} eager={index < 6} />
      ))}
    </FilmRail>
  );
}

/** /streaming: a featured film, what you were watching, and a rail per type. */
export function StreamingPage() {
  const { t } = useTranslation('films');
  const { isSignedIn } = useAccount();
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const genre = params.get('genre');
  const featured = useFilmList(null, null, 'popular', 'hero');
  const genres = useGenres();
  const nothing = featured.isSuccess && featured.data.items.length === 0;

  return (
    <div className="streaming">
      {featured.isError ? (
        <div className="container streaming__state">
          <StateMessage
            tone="error"
            icon={<Clapperboard size={26} />}
            title={t('streaming.errorTitle')}
            text={featured.error.message}
            action={
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void featured.refetch()}
              >
                <RefreshCw size={16} aria-hidden="true" />
                {t('common:actions.retry')}
              </button>
            }
          />
        </div>
      ) : nothing ? (
        <div className="container streaming__state">
          <StateMessage
            icon={<Clapperboard size={26} />}
            title={t('streaming.emptyTitle')}
            text={t('streaming.emptyText')}
          />
        </div>
      ) : (
        <Hero film={featured.data?.items[0]} />
      )}

      <ContinueWatchingRail signedIn={isSignedIn} />

      <div className="container streaming__filters">
        <h2 className="visually-hidden">{t('streaming.genreLabel')}</h2>
        <ul
          className="genre-chips"
          aria-label={t('streaming.genreLabel')}
          data-testid="genre-filter"
        >
          <li>
            <button
              type="button"
              className="genre-chip"
              aria-pressed={!genre}
              data-genre=""
              onClick={() => setParams({}, { replace: true, preventScrollReset: true })}
            >
              {t('streaming.allGenres')}
            </button>
          </li>
          {(genres.data ?? []).map((item) => (
            <li key={item._id}>
              <button
                type="button"
                className="genre-chip"
                aria-pressed={genre === item._id}
                data-genre={item._id}
                onClick={() =>
                  setParams(genre === item._id ? {} : { genre: item._id }, {
                    replace: true,
                    preventScrollReset: true,
                  })
                }
              >
                {pickText(item.name_kr, item.name_eng, locale)}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className="streaming__rails">
        {FILM_TYPES.map((type, index) => (
          <Fragment key={type}>
            <TypeRail type={type} genre={genre} />
            {/* After the first rail, below the fold of a phone and of a laptop: it appears only
                when its campaigns have loaded, and up here it pushed the rails down on screen
                (layout shift 0.13 on a phone). */}
            {index === 0 && <NextUpRail />}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
