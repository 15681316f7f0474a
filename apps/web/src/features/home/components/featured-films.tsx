import type { ReactNode } from 'react';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { FilmCard, FilmCardSkeleton, FilmRail, useFilmList } from '../../films';

const FEATURED_COUNT = 12;

/** Staff's picks, then the most liked films of every type, as a rail of posters on paper. */
export function FeaturedFilms() {
  const { t } = useTranslation('home');
  const list = useFilmList(null, null, 'popular', 'home');
  const title = t('featured.title');
  const items = list.data?.items.slice(0, FEATURED_COUNT) ?? [];

  let children: ReactNode[];
  if (list.isPending) {
    children = Array.from({ length: 6 }, (_, index) => <FilmCardSkeleton key={index} />);
  } else if (list.isError) {
    children = [
      <p key="error" className="home-rail__state" role="alert">
        {t('featured.failed')}{' '}
        <button type="button" className="home-rail__retry" onClick={() => void list.refetch()}>
          <RefreshCw size={14} aria-hidden="true" />
          {t('common:actions.retry')}
        </button>
      </p>,
    ];
  } else if (items.length === 0) {
    children = [
      <p key="empty" className="home-rail__state">
        {t('featured.empty')}
      </p>,
    ];
  } else {
    // Below the fold: posters load lazily (FilmCard's default).
    children = items.map((film) => <FilmCard key={film._id} film={film} tone="light" />);
  }

  return (
    <div className="home-rail">
      <FilmRail
        title={title}
        eyebrow={t('featured.eyebrow')}
        testId="featured-films"
        action={
          <Link to="/streaming" className="home-section__more">
            {t('featured.more')}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        }
      >
        {children}
      </FilmRail>
    </div>
  );
}
