import { Film, ListOrdered, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { AdminFilmSummary, AdminVideoSummary } from '@dalbit/contract';
import { StateMessage } from '../../../components/ui/state-message';
import { AdminPager } from '../../components/admin-pager';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';
import { useAdminFilms } from './api';
import { MissingMark } from './missing-mark';
import { PublicationForm } from './publication-form';
import './films.css';

/** What a video's row says of its media: playable, or its upload's state and progress. */
function VideoMediaBadge({ video }: { video: AdminVideoSummary }) {
  const { t } = useTranslation('admin');
  const { asset } = video;
  if (asset && (asset.status === 'uploading' || asset.status === 'processing')) {
    return (
      <StatusBadge tone="info">
        {`${t(`films.status.${asset.status}`)} ${t('films.percent', { value: Math.floor(asset.progress) })}`}
      </StatusBadge>
    );
  }
  if (asset?.status === 'failed')
    return <StatusBadge tone="danger">{t('films.status.failed')}</StatusBadge>;
  return video.playable ? (
    <StatusBadge tone="ok">{t('films.status.playable')}</StatusBadge>
  ) : (
    <StatusBadge tone="muted">{t('films.status.none')}</StatusBadge>
  );
}

function FilmCard({ film }: { film: AdminFilmSummary }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const title = pickText(film.titleKr, film.titleEng, locale);
  return (
    <li className="admin-card film-row" data-testid="admin-film">
      <div className="film-row__head">
        <h2>
          <Link to={`/admin/films/${film._id}`} data-testid="admin-film-link">
            {title || t('films.untitled')}
          </Link>
        </h2>
        <span className="admin-muted">
          {t(`films.types.${film.type}`)} · {film.releaseDate}
        </span>
      </div>
      <MissingMark missing={film.missing} />
      <PublicationForm
        key={`${film.state}:${film.publishAt ?? ''}`}
        film={film}
        filmTitle={title || t('films.untitled')}
      />
      <ul className="film-row__videos">
        {film.videos.map((video) => (
          <li key={video._id}>
            <Link to={`/admin/films/videos/${video._id}`} data-testid="admin-video-link">
              {video.episodeNumber === null
                ? t('films.mainVideo')
                : t('films.episode', { n: video.episodeNumber })}
              {pickText(video.titleKr, video.titleEng, locale) &&
                ` · ${pickText(video.titleKr, video.titleEng, locale)}`}
            </Link>
            <VideoMediaBadge video={video} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Films and their videos; each video leads to its media (upload, transcode, poster, subtitles). */
export function FilmsPage() {
  const { t } = useTranslation('admin');
  const { params, set, hrefFor } = useListParams({ q: '', type: 'all', order: 'desc' });
  const list = useAdminFilms(params);
  return (
    <div className="admin-page">
      <PageHeader
        title={t('films.title')}
        lead={t('films.lead')}
        actions={
          <>
            <Link to="/admin/films/rails" className="btn btn--outline" data-testid="admin-rails">
              <ListOrdered size={16} aria-hidden="true" />
              {t('films.rails.title')}
            </Link>
            <Link to="/admin/films/new" className="btn btn--primary" data-testid="admin-film-new">
              <Plus size={16} aria-hidden="true" />
              {t('films.new.title')}
            </Link>
          </>
        }
      />
      <div className="admin-toolbar">
        <SearchBox label={t('films.search')} value={params.q} onSearch={(q) => set({ q })} />
        <FilterSelect
          label={t('films.type')}
          value={params.type}
          onChange={(type) => set({ type })}
          options={['all', 'web_series', 'short_movie', 'music_video'].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`films.types.${value}`),
          }))}
        />
      </div>
      {list.isError ? (
        <StateMessage
          tone="error"
          icon={<Film size={26} />}
          title={t('films.error')}
          text={list.error.message}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <StateMessage icon={<Film size={26} />} title={t('films.empty')} />
      ) : (
        <ul className="film-list" aria-label={t('films.title')}>
          {list.data?.items.map((film) => (
            <FilmCard key={film._id} film={film} />
          ))}
        </ul>
      )}
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
