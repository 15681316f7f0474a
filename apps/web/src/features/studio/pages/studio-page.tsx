import { AlertTriangle, Clapperboard } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProjects } from '../api/studio-api';
import { StateBadge } from '../components/state-badge';
import '../components/studio.css';

/** `/studio`: the signed-in creator's projects. */
export function StudioPage() {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  const mine = useMyProjects();
  useDocumentTitle(t('title'));
  return (
    <div className="studio-page">
      <h1 className="studio-head__title">{t('title')}</h1>
      <p className="studio-hint">{t('lead')}</p>
      {mine.isError && (
        <StateMessage
          tone="error"
          icon={<AlertTriangle size={26} />}
          title={t('loadError')}
          text={mine.error.message}
        />
      )}
      {mine.data?.length === 0 && (
        <StateMessage icon={<Clapperboard size={26} />} title={t('empty')} text={t('emptyText')} />
      )}
      <ul className="studio-cards" data-testid="studio-projects">
        {mine.data?.map((p) => (
          <li key={p._id} className="studio-card">
            <Link to={`/studio/${p._id}`} className="studio-card__link">
              {pickText(p.title_kr, p.title_eng, locale) || t('untitled')}
            </Link>
            <StateBadge state={p.state} />
            <p className="studio-hint">
              {t('period', {
                start: formatDate(p.startsAt, locale),
                end: formatDate(p.endsAt, locale),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
