import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../lib/i18n-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-page';
import { reloadPage } from './reload-page';
import './route-error-boundary.css';

/** Never a blank page: a failed chunk or an unexpected render error gets a message and a retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  if (!chunk && !isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="route-error" role="alert" data-testid="chunk-error">
      <span className="route-error__icon" aria-hidden="true">
        <TriangleAlert size={28} />
      </span>
      <h1 className="route-error__title">
        {chunk ? t('errors.chunkTitle') : t('errors.unexpectedTitle')}
      </h1>
      <p className="route-error__text">
        {chunk ? t('errors.chunkText') : t('errors.unexpectedText')}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="chunk-retry"
        onClick={reloadPage}
      >
        <RefreshCw size={16} aria-hidden="true" />
        {t('actions.retry')}
      </button>
    </section>
  );
}
