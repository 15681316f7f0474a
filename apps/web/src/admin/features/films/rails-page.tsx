import { ArrowLeft, ListOrdered } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { StateMessage } from '../../../components/ui/state-message';
import { PageHeader } from '../../components/page-header';
import { useAdminFilms, useRails, useSetRail } from './api';
import { RailEditor } from './rail-editor';
import './films.css';

/**
 * The hero and the rails' order (docs/product/back-office.md#rails-and-hero): the films staff
 * place first on each, moved with buttons; the rest follow in the rail's own order.
 */
export function RailsPage() {
  const { t } = useTranslation('admin');
  const rails = useRails();
  const films = useAdminFilms({ page: 1, pageSize: 100, q: '', type: 'all', order: 'desc' });
  const setRail = useSetRail();
  const back = (
    <Link to="/admin/films" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('films.back')}
    </Link>
  );
  if (rails.isPending) return <PageSpinner />;
  if (rails.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('films.rails.title')} back={back} />
        <StateMessage tone="error" icon={<ListOrdered size={26} />} title={rails.error.message} />
      </div>
    );
  }
  return (
    <div className="admin-page rails-page">
      <PageHeader title={t('films.rails.title')} lead={t('films.rails.lead')} back={back} />
      {rails.data.map((rail) => (
        <RailEditor
          key={rail.rail}
          rail={rail}
          films={films.data?.items ?? []}
          saving={setRail.isPending && setRail.variables?.rail === rail.rail}
          error={
            setRail.isError && setRail.variables?.rail === rail.rail
              ? setRail.error.message
              : undefined
          }
          onSave={(ids) =>
            setRail.mutate({ rail: rail.rail, ids, expected: rail.films.map((f) => f._id) })
          }
        />
      ))}
    </div>
  );
}
