import { Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { AdminEvent, EventState } from '@dalbit/contract';
import { DataTable, nextSort, type Column } from '../../../components/data/data-table';
import { AdminPager } from '../../components/admin-pager';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';
import { useAdminEvents } from './api';

const STATE_TONE: Record<EventState, 'ok' | 'info' | 'muted'> = {
  published: 'ok',
  scheduled: 'info',
  draft: 'muted',
};

/** Notices and events in every state, with search, filters and sorting in the URL. */
export function EventsPage() {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({
    q: '',
    state: 'all',
    type: 'all',
    sort: 'createdAt',
    order: 'desc',
  });
  const list = useAdminEvents(params);
  const columns: Column<AdminEvent>[] = [
    {
      key: 'title',
      header: t('events.columns.title'),
      sortKey: 'title',
      cell: (e) => (
        <Link to={`/admin/events/${e._id}`} data-testid="admin-event-link">
          {pickText(e.title_kr, e.title_eng, locale) || t('events.untitled')}
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('events.columns.type'),
      cell: (e) => t(`events.types.${e.type}`),
      wideOnly: true,
    },
    {
      key: 'state',
      header: t('events.columns.state'),
      cell: (e) => (
        <StatusBadge tone={STATE_TONE[e.state]}>{t(`events.states.${e.state}`)}</StatusBadge>
      ),
    },
    {
      key: 'languages',
      header: t('events.columns.languages'),
      wideOnly: true,
      cell: (e) => [e.title_kr && 'KO', e.title_eng && 'EN'].filter(Boolean).join(' · ') || '–',
    },
    {
      key: 'publishedAt',
      header: t('events.columns.publishedAt'),
      sortKey: 'publishedAt',
      wideOnly: true,
      cell: (e) => formatDate(e.publishedAt, locale) || '–',
    },
    {
      key: 'createdAt',
      header: t('events.columns.createdAt'),
      sortKey: 'createdAt',
      cell: (e) => formatDate(e.createdAt, locale),
    },
  ];
  return (
    <div className="admin-page">
      <PageHeader
        title={t('events.title')}
        lead={t('events.lead')}
        actions={
          <Link to="/admin/events/new" className="btn btn--primary" data-testid="admin-event-new">
            <Plus size={16} aria-hidden="true" />
            {t('events.new')}
          </Link>
        }
      />
      <div className="admin-toolbar">
        <SearchBox label={t('events.search')} value={params.q} onSearch={(q) => set({ q })} />
        <FilterSelect
          label={t('events.columns.state')}
          value={params.state}
          onChange={(state) => set({ state })}
          options={['all', 'draft', 'scheduled', 'published'].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`events.states.${value}`),
          }))}
        />
        <FilterSelect
          label={t('events.columns.type')}
          value={params.type}
          onChange={(type) => set({ type })}
          options={['all', 'notice', 'event'].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`events.types.${value}`),
          }))}
        />
      </div>
      <DataTable
        caption={t('events.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(e) => e._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('events.empty')}
        testId="admin-events-table"
        sort={{
          key: params.sort,
          order: params.order === 'asc' ? 'asc' : 'desc',
          onSort: (key) => set(nextSort(params, key)),
        }}
      />
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
