import { CalendarX2, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { StateMessage } from '../../../components/ui/state-message';
import { useEventList } from '../api/event-queries';
import { EventCard, EventCardSkeleton } from '../components/event-card';
import '../components/page-heading.css';

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

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

      {list.isPending ? (
        <ul className="event-grid" aria-busy="true" aria-label={t('common:status.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <StateMessage
          tone="error"
          icon={<WifiOff size={26} />}
          title={t('list.errorTitle')}
          text={t('list.errorText')}
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
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          testId="events-empty"
        />
      ) : (
        <>
          <ul className="event-grid" aria-busy={list.isPlaceholderData}>
            {list.data.items.map((event, index) => (
              <li key={event._id}>
                <EventCard event={event} eager={index < 4} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            hrefFor={(target) => (target === 1 ? '/events' : `/events?page=${target}`)}
          />
        </>
      )}
    </div>
  );
}
