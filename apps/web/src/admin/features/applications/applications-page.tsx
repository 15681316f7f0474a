import { Download, Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLY_VIDEO_TYPES,
  type AdminApplicationSummary,
} from '@dalbit/contract';
import { DataTable, nextSort, type Column } from '../../../components/data/data-table';
import { AdminPager } from '../../components/admin-pager';
import { apiDownload } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';
import { useApplications, useAssignees } from './api';
import { STATUS_TONE } from './status';

/** The applications inbox: filters, search and sort in the URL, and the list as CSV. */
export function ApplicationsPage() {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({
    q: '',
    status: 'all',
    assignee: 'all',
    videoType: 'all',
    sort: 'createdAt',
    order: 'desc',
  });
  const list = useApplications(params);
  const assignees = useAssignees();
  const money = (n: number) =>
    t('list.won', { value: n.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US') });
  const columns: Column<AdminApplicationSummary>[] = [
    {
      key: 'project',
      header: t('applications.columns.project'),
      cell: (a) => (
        <div className="cell-stack">
          <Link to={`/admin/applications/${a._id}`} data-testid="application-link">
            {a.projectTitle}
          </Link>
          <span className="admin-muted">
            {a.name} · {t(`applications.videoTypes.${a.videoType}`)}
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('applications.columns.status'),
      cell: (a) => (
        <StatusBadge tone={STATUS_TONE[a.status]}>
          {t(`applications.statuses.${a.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'assignee',
      header: t('applications.columns.assignee'),
      wideOnly: true,
      cell: (a) =>
        a.assignee?.userName ?? <span className="admin-muted">{t('applications.unassigned')}</span>,
    },
    {
      key: 'goal',
      header: t('applications.columns.goal'),
      sortKey: 'fundingGoal',
      wideOnly: true,
      align: 'end',
      cell: (a) => money(a.fundingGoal),
    },
    {
      key: 'language',
      header: t('applications.columns.language'),
      wideOnly: true,
      cell: (a) => (a.language === 'korean' ? 'KO' : 'EN'),
    },
    {
      key: 'createdAt',
      header: t('applications.columns.received'),
      sortKey: 'createdAt',
      // One line even in a phone's narrow column.
      cell: (a) => (
        <time className="app-date" dateTime={a.createdAt}>
          {formatDate(a.createdAt, locale)}
        </time>
      ),
    },
  ];
  const { page: _page, ...filters } = params;
  return (
    <div className="admin-page">
      <PageHeader
        title={t('applications.title')}
        lead={t('applications.lead')}
        actions={
          <>
            <Link to="/admin/applications/templates" className="btn btn--outline">
              <Mail size={16} aria-hidden="true" />
              {t('applications.templates')}
            </Link>
            <button
              type="button"
              className="btn btn--dark"
              data-testid="applications-export"
              onClick={() =>
                void apiDownload('/admin/applications/export.csv', filters, 'applications.csv')
              }
            >
              <Download size={16} aria-hidden="true" />
              {t('applications.export')}
            </button>
          </>
        }
      />
      <div className="admin-toolbar">
        <SearchBox label={t('applications.search')} value={params.q} onSearch={(q) => set({ q })} />
        <FilterSelect
          label={t('applications.columns.status')}
          value={params.status}
          onChange={(status) => set({ status })}
          testId="applications-status-filter"
          options={['all', 'waiting', ...APPLICATION_STATUSES].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`applications.statuses.${value}`),
          }))}
        />
        <FilterSelect
          label={t('applications.columns.assignee')}
          value={params.assignee}
          onChange={(assignee) => set({ assignee })}
          options={[
            { value: 'all', label: t('filters.all') },
            { value: 'me', label: t('applications.mine') },
            { value: 'none', label: t('applications.unassigned') },
            ...(assignees.data ?? []).map((m) => ({ value: m._id, label: m.userName })),
          ]}
        />
        <FilterSelect
          label={t('applications.videoType')}
          value={params.videoType}
          onChange={(videoType) => set({ videoType })}
          options={['all', ...APPLY_VIDEO_TYPES].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`applications.videoTypes.${value}`),
          }))}
        />
      </div>
      <DataTable
        caption={t('applications.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('applications.empty')}
        testId="applications-table"
        sort={{
          key: params.sort,
          order: params.order === 'asc' ? 'asc' : 'desc',
          onSort: (k) => set(nextSort(params, k)),
        }}
      />
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
