import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { ROLES } from '@dalbit/contract/permissions';
import type { AdminAccountSummary, Page } from '@dalbit/contract';
import { DataTable, nextSort, type Column } from '../../../components/data/data-table';
import { AdminPager } from '../../components/admin-pager';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';
import { STATE_TONE } from './account-state';

/** Accounts: search by e-mail or name, filter by role and state. */
export function AccountsPage() {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({
    q: '',
    role: 'all',
    state: 'all',
    sort: 'createdAt',
    order: 'desc',
  });
  const list = useQuery({
    queryKey: ['admin', 'accounts', 'list', params],
    queryFn: () => api.get<Page<AdminAccountSummary>>('/admin/accounts', { query: params }),
    placeholderData: (previous) => previous,
  });
  const columns: Column<AdminAccountSummary>[] = [
    {
      key: 'name',
      header: t('accounts.columns.name'),
      sortKey: 'userName',
      cell: (a) => (
        <div className="cell-stack">
          <Link to={`/admin/accounts/${a._id}`} data-testid="account-link">
            {a.userName || t('accounts.deletedAccount')}
          </Link>
          <span className="admin-muted">{a.userEmail ?? '–'}</span>
        </div>
      ),
    },
    { key: 'role', header: t('accounts.columns.role'), cell: (a) => t(`roles.${a.role}`) },
    {
      key: 'state',
      header: t('accounts.columns.state'),
      cell: (a) => (
        <StatusBadge tone={STATE_TONE[a.state]}>{t(`accounts.states.${a.state}`)}</StatusBadge>
      ),
    },
    {
      key: 'verified',
      header: t('accounts.columns.verified'),
      wideOnly: true,
      cell: (a) => (a.isEmailVerified ? t('accounts.yes') : t('accounts.no')),
    },
    {
      key: 'lastSeen',
      header: t('accounts.columns.lastSeen'),
      wideOnly: true,
      cell: (a) => formatDate(a.lastSeenAt, locale) || '–',
    },
    {
      key: 'createdAt',
      header: t('accounts.columns.joined'),
      sortKey: 'createdAt',
      wideOnly: true,
      cell: (a) => formatDate(a.createdAt, locale),
    },
  ];
  return (
    <div className="admin-page">
      <PageHeader title={t('accounts.title')} lead={t('accounts.lead')} />
      <div className="admin-toolbar">
        <SearchBox
          label={t('accounts.search')}
          value={params.q}
          onSearch={(q) => set({ q })}
          testId="accounts-search"
        />
        <FilterSelect
          label={t('accounts.columns.role')}
          value={params.role}
          onChange={(role) => set({ role })}
          options={['all', 'staff', ...ROLES].map((value) => ({
            value,
            label:
              value === 'all'
                ? t('filters.all')
                : value === 'staff'
                  ? t('accounts.staff')
                  : t(`roles.${value}`),
          }))}
        />
        <FilterSelect
          label={t('accounts.columns.state')}
          value={params.state}
          onChange={(state) => set({ state })}
          options={['all', 'active', 'suspended', 'deleted'].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`accounts.states.${value}`),
          }))}
        />
      </div>
      <DataTable
        caption={t('accounts.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('accounts.empty')}
        testId="accounts-table"
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
