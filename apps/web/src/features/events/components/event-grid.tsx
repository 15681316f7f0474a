import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { StateMessage } from '../../../components/ui/state-message';
import { EventCardSkeleton } from './event-card';

interface EmptyState {
  icon: ReactNode;
  title: string;
  text?: string;
  testId?: string;
  action?: ReactNode;
}

interface EventGridProps<T> {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: EmptyState;
  errorTitle: string;
  /** Defaults to the query error's own (translated) message. */
  errorText?: string;
  skeletons: number;
  gridClassName?: string;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error and empty states every grid of event cards shares; `children` renders
 * the loaded data. Skeletons keep the grid's shape so nothing jumps when the cards arrive.
 */
export function EventGrid<T>({
  query,
  isEmpty,
  empty,
  errorTitle,
  errorText,
  skeletons,
  gridClassName = 'event-grid',
  children,
}: EventGridProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <ul className={gridClassName} aria-busy="true" aria-label={t('status.loading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <StateMessage
        tone="error"
        icon={<WifiOff size={26} />}
        title={errorTitle}
        text={errorText ?? query.error.message}
        action={
          <button type="button" className="btn btn--dark" onClick={() => void query.refetch()}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('actions.retry')}
          </button>
        }
      />
    );
  }
  if (isEmpty(query.data)) return <StateMessage {...empty} />;
  return <>{children(query.data)}</>;
}
