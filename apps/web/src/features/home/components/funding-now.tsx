import type { ReactNode } from 'react';
import { ArrowRight, HandCoins, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { ProjectCard, ProjectCardSkeleton } from '../../crowdfunding';
import { FUNDING_NOW_COUNT, useFundingNow } from '../api/home-queries';

/** Crowdfunding projects open for pledges, ending soonest first. */
export function FundingNow() {
  const { t } = useTranslation('home');
  const list = useFundingNow();

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul className="funding-grid" aria-busy="true" aria-label={t('common:status.loading')}>
        {Array.from({ length: FUNDING_NOW_COUNT }, (_, index) => (
          <li key={index}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError) {
    body = (
      <StateMessage
        tone="error"
        icon={<WifiOff size={26} />}
        title={t('funding.failed')}
        text={list.error.message}
        action={
          <button type="button" className="btn btn--dark" onClick={() => void list.refetch()}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('common:actions.retry')}
          </button>
        }
      />
    );
  } else if (list.data.items.length === 0) {
    body = (
      <StateMessage
        icon={<HandCoins size={26} />}
        title={t('funding.emptyTitle')}
        text={t('funding.emptyText')}
        testId="funding-empty"
      />
    );
  } else {
    body = (
      <ul className="funding-grid" data-testid="funding-now-list">
        {list.data.items.map((project) => (
          <li key={project._id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="home-section container"
      aria-labelledby="funding-now-title"
      data-testid="funding-now"
    >
      <div className="home-section__head">
        <div>
          <p className="home-section__eyebrow">{t('funding.eyebrow')}</p>
          <h2 id="funding-now-title">{t('funding.title')}</h2>
        </div>
        <Link to="/crowdfunding" className="home-section__more">
          {t('funding.more')}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {body}
    </section>
  );
}
