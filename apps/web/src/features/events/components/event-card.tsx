import type { DalbitEvent, EventHit } from '@dalbit/contract';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { CoverImage } from '../../../components/ui/cover-image';
import { localizeEventCard } from './event-meta';
import './event-card.css';

export function EventTypeBadge({ type }: { type: DalbitEvent['type'] }) {
  const { t } = useTranslation('events');
  return <span className={`type-badge type-badge--${type}`}>{t(`type.${type}`)}</span>;
}

export function EventCard({
  event,
  testId = 'event-card',
  eager,
  priority,
}: {
  /** A search hit, or an event (which is one too). */
  event: EventHit;
  testId?: string;
  eager?: boolean;
  /** The first card of the list: its cover is the page's largest paint on a phone. */
  priority?: boolean;
}) {
  const { t } = useTranslation('events');
  const view = localizeEventCard(event, currentLocale());
  return (
    <Link to={`/events/${event._id}`} className="event-card" data-testid={testId}>
      <div className="event-card__media">
        <CoverImage src={view.image} eager={eager} priority={priority} />
        <EventTypeBadge type={event.type} />
      </div>
      <div className="event-card__body">
        <h3 className="event-card__title">{view.title}</h3>
        {view.summary && <p className="event-card__summary">{view.summary}</p>}
        <p className="event-card__date">
          <CalendarDays size={14} aria-hidden="true" />
          {event.type === 'event' && view.period ? view.period : view.published}
          <span className="visually-hidden">{t('card.open')}</span>
        </p>
      </div>
    </Link>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="event-card event-card--skeleton" aria-hidden="true">
      <div className="skeleton event-card__skeleton-media" />
      <div className="event-card__body">
        <span className="skeleton event-card__skeleton-line" style={{ width: '85%', height: 20 }} />
        <span className="skeleton event-card__skeleton-line" style={{ width: '100%' }} />
        <span className="skeleton event-card__skeleton-line" style={{ width: '60%' }} />
        <span
          className="skeleton event-card__skeleton-line"
          style={{ width: '35%', marginTop: 6 }}
        />
      </div>
    </div>
  );
}
