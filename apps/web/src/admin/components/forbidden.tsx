import { ShieldOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { StateMessage } from '../../components/ui/state-message';

/** What a staff member sees on a back-office page their role does not cover. */
export function Forbidden() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-page">
      <StateMessage
        tone="error"
        icon={<ShieldOff size={26} />}
        title={t('forbidden.title')}
        text={t('forbidden.text')}
        testId="admin-forbidden"
        action={
          <Link to="/admin" className="btn btn--dark">
            {t('forbidden.back')}
          </Link>
        }
      />
    </div>
  );
}
