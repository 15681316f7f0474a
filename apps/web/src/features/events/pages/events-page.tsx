import { CalendarX2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { parsePage } from '../../../lib/parse-page';
import { useEventList } from '../api/event-queries';
import { EventCard } from '../components/event-card';
import { EventGrid } from '../components/event-grid';
import '../components/page-heading.css';

export function EventsPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const list = useEventList(page);

  return (
    <div className="container">
      <header className="page-heading">
        <p className="page-heading__eyebrow">{t('list.eyebrow')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page-heading__lead">{t('list.lead')}</p>
      </header>

      {/* The cards' h3 titles sit under a heading of their own: no level is skipped. */}
      <h2 className="visually-hidden">{t('list.gridTitle')}</h2>
      <EventGrid
        query={list}
        skeletons={8}
        isEmpty={(data) => data.items.length === 0}
        errorTitle={t('list.errorTitle')}
        errorText={t('list.errorText')}
        empty={{
          icon: <CalendarX2 size={26} />,
          title: t('list.emptyTitle'),
          text: t('list.emptyText'),
          testId: 'events-empty',
        }}
      >
        {(data) => (
          <>
            <ul className="event-grid" aria-busy={list.isPlaceholderData}>
              {data.items.map((event, index) => (
                <li key={event._id}>
                  <EventCard event={event} eager={index < 4} priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              hrefFor={(target) => (target === 1 ? '/events' : `/events?page=${target}`)}
            />
          </>
        )}
      </EventGrid>
    </div>
  );
}
