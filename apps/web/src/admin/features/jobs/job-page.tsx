import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminJobDetail } from '@dalbit/contract';
import { StateMessage } from '../../../components/ui/state-message';
import { currentLocale } from '../../../lib/i18n';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { useJob } from './api';
import { JobActions } from './job-actions';
import { STATE_TONE, triesMade } from './job-view';
import './jobs.css';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The error pg-boss stored of a failed run: its message and stack, when the output is one. */
const failureOf = (output: unknown): { message: string; stack: string | null } | null => {
  if (!output || typeof output !== 'object' || !('message' in output)) return null;
  const { message, stack } = output as { message: unknown; stack?: unknown };
  return typeof message === 'string'
    ? { message, stack: typeof stack === 'string' ? stack : null }
    : null;
};

function Facts({ job }: { job: AdminJobDetail }) {
  const { t } = useTranslation('admin');
  const tag = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const when = (at: string | null) =>
    at ? new Date(at).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'medium' }) : '–';
  const rows: [string, string][] = [
    [t('jobs.facts.queue'), job.name],
    [t('jobs.facts.id'), job._id],
    [
      t('jobs.columns.tries'),
      t('jobs.tries', { made: triesMade(job), allowed: job.retryLimit + 1 }),
    ],
    [t('jobs.facts.created'), when(job.createdAt)],
    [t('jobs.facts.startAfter'), when(job.startAfter)],
    [t('jobs.facts.started'), when(job.startedAt)],
    [t('jobs.facts.completed'), when(job.completedAt)],
  ];
  return (
    <section className="admin-card" aria-labelledby="job-facts">
      <h2 id="job-facts">{t('jobs.facts.title')}</h2>
      <dl className="jobs-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One job: its state, its error with the stack, its payload, and retry or discard. */
export function JobPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { name = '', id = '' } = useParams();
  const query = useJob(name, id);
  const job = query.data;
  const back = (
    <Link to="/admin/jobs" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('jobs.title')}
    </Link>
  );
  if (query.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('jobs.title')} back={back} />
        <StateMessage
          tone="error"
          icon={<FileQuestion size={26} />}
          title={t('jobs.loadError')}
          text={query.error.message}
        />
      </div>
    );
  }
  const failure =
    job && (job.state === 'failed' || job.state === 'retry') ? failureOf(job.output) : null;
  return (
    <div className="admin-page">
      <PageHeader
        title={job?.name ?? t('jobs.loading')}
        lead={job ? t('jobs.detailLead') : undefined}
        back={back}
        actions={
          job && (
            <StatusBadge tone={STATE_TONE[job.state]}>{t(`jobs.states.${job.state}`)}</StatusBadge>
          )
        }
      />
      {!job ? (
        <div className="skeleton jobs-skeleton" aria-busy="true" />
      ) : (
        <div
          className="jobs-detail"
          data-testid="job-detail"
          data-state={job.state}
          data-retry-count={job.retryCount}
        >
          <JobActions
            job={job}
            onDiscarded={() =>
              void navigate(`/admin/jobs?state=${job.state === 'failed' ? 'failed' : 'waiting'}`, {
                replace: true,
              })
            }
          />
          {failure && (
            <section className="admin-card jobs-failure" aria-labelledby="job-error">
              <h2 id="job-error">{t('jobs.lastError')}</h2>
              <p className="jobs-failure__message" data-testid="job-error">
                {failure.message}
              </p>
              {failure.stack && (
                <details>
                  <summary>{t('jobs.stack')}</summary>
                  <pre className="jobs-pre">{failure.stack}</pre>
                </details>
              )}
            </section>
          )}
          <Facts job={job} />
          <section className="admin-card" aria-labelledby="job-data">
            <h2 id="job-data">{t('jobs.data')}</h2>
            <p className="admin-muted">{t('jobs.dataHint')}</p>
            <pre className="jobs-pre" tabIndex={0}>
              {json(job.data)}
            </pre>
          </section>
          {job.state === 'completed' && job.output !== null && (
            <section className="admin-card" aria-labelledby="job-output">
              <h2 id="job-output">{t('jobs.output')}</h2>
              <pre className="jobs-pre" tabIndex={0}>
                {json(job.output)}
              </pre>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
