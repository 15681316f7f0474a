import { ArrowLeft, Download, FileQuestion, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { can } from '@dalbit/contract/permissions';
import type { BackerRow, Settlement } from '@dalbit/contract';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StateMessage } from '../../../components/ui/state-message';
import { apiDownload } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { useAccount } from '../../../lib/session/account-context';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPager } from '../../components/admin-pager';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { StatusBadge } from '../../components/status-badge';
import { useBackers, useReports, useSettlement, useSettlementActions } from './api';
import { ProjectLinks } from './project-links';
import './settlements.css';

const LINES = ['reserved', 'charged', 'failed', 'voided', 'cancelled', 'refunded'] as const;

function SettlementCard({ s }: { s: Settlement }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { user } = useAccount();
  const actions = useSettlementActions(s.projectId);
  const [reference, setReference] = useState('');
  const num = (n: number) => n.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US');
  const money = (n: number) => t('list.won', { value: num(n) });
  return (
    <section className="admin-card" aria-labelledby="settlement-title" data-testid="settlement">
      <h2 id="settlement-title">{t('settlements.settlement')}</h2>
      <table className="settle-table">
        <caption className="visually-hidden">{t('settlements.settlement')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settlements.columns.state')}</th>
            <th scope="col" className="num">
              {t('settlements.columns.count')}
            </th>
            <th scope="col" className="num">
              {t('settlements.columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line}>
              <th scope="row">{t(`settlements.pledgeStates.${line}`)}</th>
              <td className="num">{num(s[line].count)}</td>
              <td className="num">{money(s[line].amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('settlements.fee', { percent: s.feePercent })}</th>
            <td />
            <td className="num">−{money(s.feeAmount)}</td>
          </tr>
          <tr className="settle-total">
            <th scope="row">{t('settlements.payoutAmount')}</th>
            <td />
            <td className="num" data-testid="payout-amount">
              {money(s.payoutAmount)}
            </td>
          </tr>
        </tbody>
      </table>
      {s.payout ? (
        <p data-testid="payout-done">
          <StatusBadge tone="ok">{t('settlements.paid')}</StatusBadge>{' '}
          {t('settlements.paidBy', {
            name: s.payout.paidBy?.userName ?? '—',
            date: formatDate(s.payout.paidAt, locale),
          })}
          {s.payout.reference && ` · ${s.payout.reference}`}
        </p>
      ) : s.payable && can(user?.role, 'payouts.manage') ? (
        <form
          className="settle-pay"
          onSubmit={(e) => {
            e.preventDefault();
            if (window.confirm(t('settlements.confirmPay', { amount: money(s.payoutAmount) }))) {
              actions.markPaid.mutate(reference);
            }
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="payout-reference">
              {t('settlements.reference')}
            </label>
            <input
              id="payout-reference"
              className="field__input"
              value={reference}
              maxLength={200}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--dark" disabled={actions.markPaid.isPending}>
            {t('settlements.markPaid')}
          </button>
        </form>
      ) : (
        <p className="admin-muted">
          {s.payable ? t('settlements.adminOnly') : t('settlements.notPayable')}
        </p>
      )}
    </section>
  );
}

function Reports({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const reports = useReports(projectId);
  const actions = useSettlementActions(projectId);
  return (
    <section className="admin-card" aria-labelledby="reports-title">
      <h2 id="reports-title">{t('settlements.reports')}</h2>
      <p className="admin-muted">{t('settlements.reportsLead')}</p>
      <button
        type="button"
        className="btn btn--dark"
        data-testid="backer-report-request"
        disabled={actions.requestReport.isPending}
        onClick={() => actions.requestReport.mutate()}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {t('settlements.buildCsv')}
      </button>
      <ul className="settle-reports" aria-live="polite">
        {(reports.data ?? []).map((r) => (
          <li key={r._id} data-report={r._id}>
            <time dateTime={r.createdAt}>{formatDate(r.createdAt, locale)}</time>{' '}
            {r.status === 'ready' && r.downloadPath ? (
              <button
                type="button"
                className="btn btn--outline"
                data-testid="backer-report-download"
                onClick={() =>
                  void apiDownload(r.downloadPath ?? '', {}, `backers-${projectId}-${r._id}.csv`)
                }
              >
                <Download size={16} aria-hidden="true" />
                {t('settlements.download', { count: r.rowCount ?? 0 })}
              </button>
            ) : (
              <StatusBadge tone={r.status === 'failed' ? 'danger' : 'info'}>
                {t(`settlements.reportStatus.${r.status}`)}
              </StatusBadge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Backers({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const { params, set, hrefFor } = useListParams({ q: '', status: 'all' });
  const list = useBackers(projectId, params);
  const money = (n: number) =>
    t('list.won', { value: n.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US') });
  const columns: Column<BackerRow>[] = [
    {
      key: 'backer',
      header: t('settlements.columns.backer'),
      cell: (b) => (
        <div className="cell-stack">
          <span>{b.userName}</span>
          <span className="admin-muted">{b.email}</span>
        </div>
      ),
    },
    {
      key: 'rewards',
      header: t('settlements.columns.rewards'),
      cell: (b) =>
        b.items
          .map((i) => `${locale === 'ko' ? i.productName_kr : i.productName_eng} ×${i.quantity}`)
          .join(', ') || '—',
    },
    {
      key: 'amount',
      header: t('settlements.columns.amount'),
      align: 'end',
      cell: (b) => money(b.amount),
    },
    {
      key: 'address',
      header: t('settlements.columns.address'),
      wideOnly: true,
      cell: (b) =>
        b.shipping ? (
          <div className="cell-stack">
            <span>
              {b.shipping.recipient} · {b.shipping.phone}
            </span>
            <span className="admin-muted">
              ({b.shipping.postalCode}) {b.shipping.address1} {b.shipping.address2}
            </span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'state',
      header: t('settlements.columns.state'),
      cell: (b) => t(`settlements.pledgeStates.${b.status}`, { defaultValue: b.status }),
    },
  ];
  return (
    <section className="admin-card" aria-labelledby="backers-title">
      <h2 id="backers-title">{t('settlements.backers')}</h2>
      <div className="admin-toolbar">
        <SearchBox
          label={t('settlements.searchBackers')}
          value={params.q}
          onSearch={(q) => set({ q })}
        />
      </div>
      <DataTable
        // Not the section's own name: two regions both named "Backers" could not be told apart.
        caption={t('settlements.backerTable')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(b) => b.pledgeId}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t('settlements.noBackers')}
        testId="backers-table"
      />
      {list.data && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </section>
  );
}

/** One project after the campaign: settlement, payout, backers and their CSV, links. */
export function SettlementPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const locale = currentLocale();
  const settlement = useSettlement(id);
  const back = (
    <Link to="/admin/settlements" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('settlements.title')}
    </Link>
  );
  if (!settlement.data) {
    return (
      <div className="admin-page">
        <PageHeader title={t('settlements.title')} back={back} />
        {settlement.isError ? (
          <StateMessage
            tone="error"
            icon={<FileQuestion size={26} />}
            title={t('settlements.loadError')}
            text={settlement.error.message}
          />
        ) : (
          <p className="admin-muted">{t('settlements.loading')}</p>
        )}
      </div>
    );
  }
  const s = settlement.data;
  return (
    <div className="admin-page">
      <PageHeader title={locale === 'ko' ? s.projectTitle_kr : s.projectTitle_eng} back={back} />
      <div className="settle-grid">
        <SettlementCard s={s} />
        <Reports projectId={id} />
      </div>
      <ProjectLinks projectId={id} />
      <Backers projectId={id} />
    </div>
  );
}
