import { ArrowLeft, Film } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { StateMessage } from '../../../components/ui/state-message';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { PageHeader } from '../../components/page-header';
import { useAdminFilm } from './api';
import { EpisodesPanel } from './episodes-panel';
import { FilmFieldsForm } from './film-fields-form';
import { MissingMark } from './missing-mark';
import { PublicationForm } from './publication-form';
import './films.css';

/**
 * A film in the back office (docs/product/back-office.md#catalogue-editing): publication, every
 * field in both languages, images, and the episodes.
 */
export function FilmEditorPage() {
  const { t } = useTranslation('admin');
  const { filmId = '' } = useParams();
  const film = useAdminFilm(filmId);
  const back = (
    <Link to="/admin/films" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('films.back')}
    </Link>
  );
  if (film.isPending) return <PageSpinner />;
  if (film.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('films.editor.title')} back={back} />
        <StateMessage tone="error" icon={<Film size={26} />} title={film.error.message} />
      </div>
    );
  }
  const data = film.data;
  const title = pickText(data.title_kr, data.title_eng, currentLocale());
  return (
    <div className="admin-page film-editor">
      <PageHeader
        title={title || t('films.editor.title')}
        lead={t(`films.types.${data.type}`)}
        back={back}
      />
      <div className="admin-card">
        <PublicationForm key={`${data.state}:${data.publishAt ?? ''}`} film={data} />
        <MissingMark missing={data.missing} />
      </div>
      <EpisodesPanel film={data} />
      <FilmFieldsForm film={data} />
    </div>
  );
}
