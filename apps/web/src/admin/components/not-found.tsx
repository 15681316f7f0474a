import { FileQuestion } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { StateMessage } from '../../components/ui/state-message';

export function NotFound() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-page">
      <StateMessage
        icon={<FileQuestion size={26} />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Link to="/admin" className="btn btn--dark">
            {t('forbidden.back')}
          </Link>
        }
      />
    </div>
  );
}
