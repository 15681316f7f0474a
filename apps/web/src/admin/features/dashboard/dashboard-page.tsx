import { useQuery } from '@tanstack/react-query';
import {
  CircleAlert,
  Clock,
  Film,
  Flag,
  Inbox,
  PlayCircle,
  UserCheck,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { Dashboard } from '@dalbit/contract';
import { can } from '@dalbit/contract/permissions';
import { StateMessage } from '../../../components/ui/state-message';
import { api } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session/account-context';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useListParams } from '../../../lib/use-list-params';
import { PageHeader } from '../../components/page-header';
import './dashboard.css';

function Figure({
  icon,
  label,
  value,
  to,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  to?: string;
}) {
  const body = (
    <>
      <span className="dash-figure__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="dash-figure__label">{label}</span>
      <strong className="dash-figure__value">{value}</strong>
    </>
  );
  return to ? (
    <Link to={to} className="dash-figure dash-figure--link">
      {body}
    </Link>
  ) : (
    <div className="dash-figure">{body}</div>
  );
}

/** The dashboard: the last 7 or 30 days, every figure computed in SQL by the server. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useAccount();
  const { params, set } = useListParams({ days: '7' });
  const days = params.days === '30' ? 30 : 7;
  const query = useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => api.get<Dashboard>('/admin/dashboard', { query: { days } }),
  });
  const locale = currentLocale();
  const n = (value: number) => value.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US');
  const hours = (seconds: number) =>
    t('dashboard.hours', {
      value: (seconds / 3600).toLocaleString(locale, { maximumFractionDigits: 1 }),
    });
  const d = query.data;
  return (
    <div className="admin-page">
      <PageHeader
        title={t('dashboard.title')}
        lead={t('dashboard.lead')}
        actions={
          <div className="dash-period" role="group" aria-label={t('dashboard.period')}>
            {[7, 30].map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={days === value}
                onClick={() => set({ days: String(value) })}
              >
                {t('dashboard.lastDays', { count: value })}
              </button>
            ))}
          </div>
        }
      />
      {query.isError ? (
        <StateMessage
          tone="error"
          icon={<Flag size={26} />}
          title={t('dashboard.error')}
          text={query.error.message}
        />
      ) : (
        <>
          <section aria-labelledby="dash-figures" className="dash-grid" aria-busy={query.isPending}>
            <h2 id="dash-figures" className="visually-hidden">
              {t('dashboard.figures')}
            </h2>
            <Figure
              icon={<UserPlus size={20} />}
              label={t('dashboard.signUps')}
              value={d ? n(d.signUps) : '–'}
            />
            <Figure
              icon={<UserCheck size={20} />}
              label={t('dashboard.verified')}
              value={d ? n(d.verifiedAccounts) : '–'}
            />
            <Figure
              icon={<PlayCircle size={20} />}
              label={t('dashboard.plays')}
              value={d ? n(d.plays) : '–'}
            />
            <Figure
              icon={<Clock size={20} />}
              label={t('dashboard.watchTime')}
              value={d ? hours(d.watchSeconds) : '–'}
            />
            <Figure
              icon={<Wallet size={20} />}
              label={t('dashboard.pledged', { count: d?.pledges ?? 0 })}
              value={d ? t('dashboard.won', { value: n(d.pledgedAmount) }) : '–'}
            />
            <Figure
              icon={<Inbox size={20} />}
              label={t('dashboard.waiting')}
              value={d ? n(d.applicationsWaiting) : '–'}
              to="/admin/applications?status=waiting"
            />
            <Figure
              icon={<Flag size={20} />}
              label={t('dashboard.reports')}
              value={d ? n(d.openReports) : '–'}
              to="/admin/moderation"
            />
            <Figure
              icon={<CircleAlert size={20} />}
              label={t('dashboard.failedJobs')}
              value={d ? n(d.failedJobs) : '–'}
              // The jobs view is for jobs.manage; others see the figure alone.
              to={can(user?.role, 'jobs.manage') ? '/admin/jobs?state=failed' : undefined}
            />
          </section>
          <section className="admin-card dash-top" aria-labelledby="dash-top">
            <h2 id="dash-top">
              <Film size={18} aria-hidden="true" /> {t('dashboard.topFilms')}
            </h2>
            {d && d.topFilms.length === 0 ? (
              <p className="admin-muted">{t('dashboard.noPlays')}</p>
            ) : (
              <ol>
                {d?.topFilms.map((film) => (
                  <li key={film._id}>
                    <Link to={`/detail-film/${film._id}`}>
                      {pickText(film.title_kr, film.title_eng, locale)}
                    </Link>
                    <span className="admin-muted">
                      {t('dashboard.filmPlays', { count: film.plays })} · {hours(film.watchSeconds)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
