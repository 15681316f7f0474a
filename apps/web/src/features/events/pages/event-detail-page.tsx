import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEventDetail } from '../api/event-queries';
import { EventArticle } from '../components/event-article';
import { localizeEvent } from '../components/event-meta';
import './event-detail-page.css';

function BackToList() {
  const { t } = useTranslation('events');
  return (
    <Link to="/events" className="event-detail__back">
      <ArrowLeft size={18} aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

export function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const detail = useEventDetail(id);
  const view = detail.data ? localizeEvent(detail.data, currentLocale()) : null;
  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(
    view?.title ?? (notFound ? t('detail.notFoundTitle') : t('common:pageTitles.events')),
  );

  if (detail.isPending) {
    return (
      <div className="container event-detail" aria-busy="true">
        <span className="skeleton" style={{ width: 140, height: 20, borderRadius: 6 }} />
        <span
          className="skeleton"
          style={{ width: '70%', height: 40, borderRadius: 10, margin: '24px 0 16px' }}
        />
        <div className="skeleton event-detail__figure" style={{ aspectRatio: '16 / 9' }} />
      </div>
    );
  }

  if (detail.isError || !detail.data || !view) {
    return (
      <div className="container event-detail">
        <BackToList />
        <div style={{ marginTop: 24 }}>
          <LoadFailure
            notFound={notFound}
            notFoundTitle={t('detail.notFoundTitle')}
            notFoundText={t('detail.notFoundText')}
            notFoundTestId="event-not-found"
            backTo="/events"
            backLabel={t('detail.back')}
            errorTitle={t('list.errorTitle')}
            errorText={detail.error?.message}
            onRetry={() => void detail.refetch()}
            buttonClassName="btn btn--dark"
          />
        </div>
      </div>
    );
  }

  const event = detail.data;
  return (
    <div className="container event-detail">
      <BackToList />
      <EventArticle event={event} locale={currentLocale()} />
      <footer className="event-detail__footer">
        <Link to="/events" className="btn btn--outline">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('detail.back')}
        </Link>
      </footer>
    </div>
  );
}
