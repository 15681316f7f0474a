import { ArrowRight, CalendarX2, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { EventCard, EventCardSkeleton, useEventList } from '../../events';
import './sections.css';

/** The newest notices and events, shared by the landing and home pages. */
export function LatestEvents({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('home');
  const list = useEventList(1, count);
  return (
    <section className="home-section container" aria-labelledby="latest-events-title">
      <div className="home-section__head">
        <div>
          <p className="home-section__eyebrow">{t('latest.eyebrow')}</p>
          <h2 id="latest-events-title">{t('latest.title')}</h2>
        </div>
        <Link to="/events" className="home-section__more">
          {t('latest.more')}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {list.isPending ? (
        <ul className="event-grid" aria-busy="true" aria-label={t('common:status.loading')}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <StateMessage
          tone="error"
          icon={<WifiOff size={26} />}
          title={t('events:list.errorTitle')}
          text={t('events:list.errorText')}
          action={
            <button type="button" className="btn btn--dark" onClick={() => void list.refetch()}>
              <RefreshCw size={16} aria-hidden="true" />
              {t('common:actions.retry')}
            </button>
          }
        />
      ) : list.data.items.length === 0 ? (
        <StateMessage
          icon={<CalendarX2 size={26} />}
          title={t('events:list.emptyTitle')}
          text={t('events:list.emptyText')}
        />
      ) : (
        <ul className="event-grid">
          {list.data.items.slice(0, count).map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
