import { AlertTriangle, Clapperboard } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { StateMessage } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProjects } from '../api/studio-api';
import { StudioCard } from '../components/studio-card';
import '../components/studio.css';

/** `/studio`: the signed-in creator's projects. */
export function StudioPage() {
  const { t } = useTranslation('studio');
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
          <StudioCard key={p._id} project={p} />
        ))}
      </ul>
    </div>
  );
}
