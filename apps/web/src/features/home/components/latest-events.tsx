import { ArrowRight, CalendarX2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { EventCard, EventGrid, useEventList } from '../../events';
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
      <EventGrid
        query={list}
        skeletons={count}
        isEmpty={(data) => data.items.length === 0}
        errorTitle={t('events:list.errorTitle')}
        errorText={t('events:list.errorText')}
        empty={{
          icon: <CalendarX2 size={26} />,
          title: t('events:list.emptyTitle'),
          text: t('events:list.emptyText'),
        }}
      >
        {(data) => (
          <ul className="event-grid">
            {data.items.slice(0, count).map((event) => (
              <li key={event._id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </EventGrid>
    </section>
  );
}
