import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { AuditEntry, Page } from '@dalbit/contract';
import { DataTable, type Column } from '../../../components/data/data-table';
import { AdminPager } from '../../components/admin-pager';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import './audit.css';

const ENTITY_TYPES = [
  'event',
  'keyword',
  'application',
  'mail_template',
  'comment',
  'user',
  'settings',
  'job',
];

function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return <span className="admin-muted">–</span>;
  const show = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  return (
    <dl className="audit-changes">
      {keys.slice(0, 6).map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {entry.before && key in entry.before && <del>{show(entry.before[key])}</del>}
            {entry.before && entry.after && key in entry.before && key in entry.after && ' → '}
            {entry.after && key in entry.after && <ins>{show(entry.after[key])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every staff write, newest first, searchable by person, record and date; read-only. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { params, set, hrefFor } = useListParams({
    actor: '',
    entityType: '',
    entityId: '',
    from: '',
    to: '',
  });
  const query = useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: () => api.get<Page<AuditEntry>>('/admin/audit', { query: params }),
    placeholderData: (previous) => previous,
  });
  const tag = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('audit.columns.at'),
      cell: (e) =>
        new Date(e.createdAt).toLocaleString(tag, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { key: 'actor', header: t('audit.columns.actor'), cell: (e) => e.actorEmail || '–' },
    { key: 'action', header: t('audit.columns.action'), cell: (e) => <code>{e.action}</code> },
    {
      key: 'record',
      header: t('audit.columns.record'),
      cell: (e) => `${e.entityType} #${e.entityId}`,
    },
    {
      key: 'changes',
      header: t('audit.columns.changes'),
      wideOnly: true,
      cell: (e) => <Changes entry={e} />,
    },
    { key: 'ip', header: t('audit.columns.ip'), wideOnly: true, cell: (e) => e.ip || '–' },
  ];
  return (
    <div className="admin-page admin-page--wide">
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <div className="admin-toolbar">
        <SearchBox
          label={t('audit.actor')}
          value={params.actor}
          onSearch={(actor) => set({ actor })}
        />
        <FilterSelect
          label={t('audit.columns.record')}
          value={params.entityType}
          onChange={(entityType) => set({ entityType })}
          options={['', ...ENTITY_TYPES].map((value) => ({
            value,
            label: value ? t(`audit.entities.${value}`) : t('filters.all'),
          }))}
        />
        <div className="admin-filter">
          <label htmlFor={`${id}-rid`}>{t('audit.recordId')}</label>
          <input
            id={`${id}-rid`}
            className="audit-input"
            value={params.entityId}
            inputMode="numeric"
            onChange={(e) => set({ entityId: e.target.value.trim() })}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={`${id}-from`}>{t('audit.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="audit-input"
            value={params.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={`${id}-to`}>{t('audit.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="audit-input"
            value={params.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      <DataTable
        caption={t('audit.title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(e) => e._id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={t('audit.empty')}
        testId="audit-table"
      />
      {query.data && <AdminPager list={query.data} hrefFor={hrefFor} />}
    </div>
  );
}
