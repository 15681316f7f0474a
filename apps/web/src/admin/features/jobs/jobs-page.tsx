import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { JOB_LIST_STATES, type AdminJob, type JobListStateName } from '@dalbit/contract';
import { DataTable, type Column } from '../../../components/data/data-table';
import { AdminPager } from '../../components/admin-pager';
import { currentLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { jobPath, useJobQueues, useJobs } from './api';
import { JobActions } from './job-actions';
import { momentOf, STATE_TONE, triesMade } from './job-view';
import './jobs.css';

const isListState = (value: string): value is JobListStateName =>
  (JOB_LIST_STATES as readonly string[]).includes(value);

/**
 * The job queue (docs/product/back-office.md#jobs): failed, waiting and running jobs of every
 * queue or one, newest first, with their errors; retry or discard from the row or the job's page.
 */
export function JobsPage() {
  const { t } = useTranslation('admin');
  const { params, set, hrefFor } = useListParams({ state: 'failed', name: '' });
  const state = isListState(params.state) ? params.state : 'failed';
  const list = useJobs({ state, name: params.name, page: params.page });
  const queues = useJobQueues();
  const tag = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const when = (at: string) =>
    new Date(at).toLocaleString(tag, { dateStyle: 'short', timeStyle: 'medium' });
  const counted = (queues.data ?? []).filter((q) => !params.name || q.name === params.name);
  const countOf = (s: JobListStateName) => counted.reduce((sum, q) => sum + q[s], 0);

  const columns: Column<AdminJob>[] = [
    {
      key: 'job',
      header: t('jobs.columns.job'),
      cell: (job) => {
        const moment = momentOf(job);
        return (
          <div className="jobs-cell">
            <Link to={jobPath(job)} className="jobs-cell__name">
              {job.name}
            </Link>
            <span className="jobs-cell__meta">
              <StatusBadge tone={STATE_TONE[job.state]}>
                {t(`jobs.states.${job.state}`)}
              </StatusBadge>
              <span className="admin-muted">
                {t(`jobs.${moment.key}`, { at: when(moment.at) })}
              </span>
            </span>
            {job.error && <span className="jobs-error jobs-error--narrow">{job.error}</span>}
          </div>
        );
      },
    },
    {
      key: 'error',
      header: t('jobs.columns.error'),
      wideOnly: true,
      cell: (job) =>
        job.error ? (
          <span className="jobs-error">{job.error}</span>
        ) : (
          <span className="admin-muted">–</span>
        ),
    },
    {
      key: 'tries',
      header: t('jobs.columns.tries'),
      wideOnly: true,
      align: 'end',
      cell: (job) => t('jobs.tries', { made: triesMade(job), allowed: job.retryLimit + 1 }),
    },
    {
      key: 'actions',
      header: t('jobs.columns.actions'),
      align: 'end',
      cell: (job) => <JobActions job={job} compact />,
    },
  ];

  return (
    <div className="admin-page admin-page--wide">
      <PageHeader
        title={t('jobs.title')}
        lead={t('jobs.lead')}
        actions={
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void Promise.all([list.refetch(), queues.refetch()])}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {t('jobs.refresh')}
          </button>
        }
      />
      <div className="admin-toolbar jobs-toolbar">
        <div className="jobs-states" role="group" aria-label={t('jobs.state')}>
          {JOB_LIST_STATES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={state === value}
              data-testid={`jobs-state-${value}`}
              onClick={() => set({ state: value })}
            >
              {t(`jobs.lists.${value}`)}{' '}
              {queues.data && (
                <span
                  className={`jobs-count${value === 'failed' && countOf(value) > 0 ? ' jobs-count--alert' : ''}`}
                >
                  {countOf(value).toLocaleString(tag)}
                </span>
              )}
            </button>
          ))}
        </div>
        <FilterSelect
          label={t('jobs.queue')}
          value={params.name}
          testId="jobs-queue"
          onChange={(name) => set({ name })}
          options={[
            { value: '', label: t('jobs.allQueues') },
            ...(queues.data ?? []).map((q) => ({ value: q.name, label: q.name })),
            // A queue in the address that the server does not list (yet) stays selectable.
            ...(params.name && !queues.data?.some((q) => q.name === params.name)
              ? [{ value: params.name, label: params.name }]
              : []),
          ]}
        />
      </div>
      <DataTable
        caption={t(`jobs.lists.${state}`)}
        columns={columns}
        rows={list.data?.items}
        rowKey={(job) => job._id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={t(`jobs.empty.${state}`)}
        emptyText={t('jobs.emptyText')}
        testId="jobs-table"
      />
      {list.data && list.data.total > 0 && <AdminPager list={list.data} hrefFor={hrefFor} />}
    </div>
  );
}
