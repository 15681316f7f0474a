import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { PROJECT_STATES, type StudioProjectSummary } from '@dalbit/contract';
import { DataTable, type Column } from '../../../components/data/data-table';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { StateBadge } from '../../../features/studio';
import { AdminPager } from '../../components/admin-pager';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { useAdminProjects } from './api';

/** Projects by workflow state; "in review" is the review queue, oldest first. */
export function ProjectsPage() {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({ q: '', state: 'in_review' });
  const list = useAdminProjects(params);
  const columns: Column<StudioProjectSummary>[] = [
    {
      key: 'title',
      header: t('projects.columns.title'),
      cell: (p) => (
        <Link to={`/admin/projects/${p._id}`} data-testid="admin-project-link">
          {pickText(p.title_kr, p.title_eng, locale) || t('projects.untitled')}
        </Link>
      ),
    },
    {
      key: 'state',
      header: t('projects.columns.state'),
      cell: (p) => <StateBadge state={p.state} />,
    },
    {
      key: 'period',
      header: t('projects.columns.period'),
      wideOnly: true,
      cell: (p) => `${formatDate(p.startsAt, locale)} – ${formatDate(p.endsAt, locale)}`,
    },
    {
      key: 'updatedAt',
      header: t('projects.columns.updatedAt'),
      cell: (p) => formatDate(p.updatedAt, locale),
    },
  ];
  return (
    <div className="admin-page">
      <PageHeader title={t('projects.title')} lead={t('projects.lead')} />
      <div className="admin-toolbar">
        <SearchBox label={t('projects.search')} value={params.q} onSearch={(q) => set({ q })} />
        <FilterSelect
          label={t('projects.columns.state')}
          value={params.state}
          onChange={(state) => set({ state })}
          options={['all', ...PROJECT_STATES].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`projects.states.${value}`),
          }))}
        />
      </div>
      <DataTable
        caption={t('projects.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('projects.empty')}
        testId="admin-projects-table"
      />
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
