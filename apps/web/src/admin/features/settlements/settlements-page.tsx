import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { AdminProjectSummary } from '@dalbit/contract';
import { DataTable, type Column } from '../../../components/data/data-table';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPager } from '../../components/admin-pager';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';

import { useProjects } from './api';

const TONE = { upcoming: 'muted', funding: 'info', succeeded: 'ok', failed: 'danger' } as const;

/** Projects after the campaign: backers, settlement and payout (docs/product/back-office.md#settlements). */
export function SettlementsPage() {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({ q: '' });
  const list = useProjects(params);
  const money = (n: number) =>
    t('list.won', { value: n.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US') });
  const columns: Column<AdminProjectSummary>[] = [
    {
      key: 'title',
      header: t('settlements.columns.project'),
      cell: (p) => (
        <div className="cell-stack">
          <Link to={`/admin/settlements/${p._id}`} data-testid="settlement-link">
            {locale === 'ko' ? p.titleKr : p.titleEng}
          </Link>
          {p.link && (
            <span className="admin-muted">
              {t('settlements.linkedTo', {
                title: locale === 'ko' ? p.link.titleKr : p.link.titleEng,
              })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('settlements.columns.status'),
      cell: (p) => (
        <StatusBadge tone={TONE[p.status]}>{t(`settlements.statuses.${p.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'pledged',
      header: t('settlements.columns.pledged'),
      align: 'end',
      wideOnly: true,
      cell: (p) => `${money(p.pledgedAmount)} / ${money(p.goalAmount)}`,
    },
    {
      key: 'backers',
      header: t('settlements.columns.backers'),
      align: 'end',
      wideOnly: true,
      cell: (p) => p.backerCount.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US'),
    },
    {
      key: 'ends',
      header: t('settlements.columns.ends'),
      cell: (p) => <time dateTime={p.endsAt}>{formatDate(p.endsAt, locale)}</time>,
    },
    {
      key: 'paid',
      header: t('settlements.columns.payout'),
      wideOnly: true,
      cell: (p) =>
        p.paidAt ? (
          <StatusBadge tone="ok">{t('settlements.paid')}</StatusBadge>
        ) : (
          <span className="admin-muted">{t('settlements.unpaid')}</span>
        ),
    },
  ];
  return (
    <div className="admin-page">
      <PageHeader title={t('settlements.title')} lead={t('settlements.lead')} />
      <div className="admin-toolbar">
        <SearchBox label={t('settlements.search')} value={params.q} onSearch={(q) => set({ q })} />
      </div>
      <DataTable
        caption={t('settlements.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('settlements.empty')}
        testId="settlements-table"
      />
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
