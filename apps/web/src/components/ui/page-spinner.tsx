import { useTranslation } from '../../lib/i18n-react';
import './page-spinner.css';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner__moon" aria-hidden="true" />
      <span className="visually-hidden">{t('status.loading')}</span>
    </div>
  );
}
