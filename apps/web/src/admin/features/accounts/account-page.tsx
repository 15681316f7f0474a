import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import type { AdminAccount } from '@dalbit/contract';
import { StateMessage } from '../../../components/ui/state-message';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { AccountActions } from './account-actions';
import { STATE_TONE } from './account-state';
import './accounts.css';

/** One account: sign-in methods, sessions, comments, pledges, and the staff actions. */
export function AccountPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['admin', 'accounts', 'one', id],
    queryFn: () => api.get<AdminAccount>(`/admin/accounts/${id}`),
  });
  const locale = currentLocale();
  const tag = locale === 'ko' ? 'ko-KR' : 'en-US';
  const when = (iso: string) =>
    new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const a = query.data;
  const back = (
    <Link to="/admin/accounts" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('accounts.title')}
    </Link>
  );
  if (query.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('accounts.title')} back={back} />
        <StateMessage
          tone="error"
          icon={<UserX size={26} />}
          title={t('accounts.loadError')}
          text={query.error.message}
        />
      </div>
    );
  }
  return (
    <div className="admin-page">
      <PageHeader
        title={a ? a.userName || t('accounts.deletedAccount') : t('applications.loading')}
        lead={a?.userEmail ?? undefined}
        back={back}
        actions={
          a && (
            <StatusBadge tone={STATE_TONE[a.state]}>{t(`accounts.states.${a.state}`)}</StatusBadge>
          )
        }
      />
      {a && (
        <div className="acct-grid">
          <section className="admin-card" aria-labelledby="acct-facts">
            <h2 id="acct-facts">{t('accounts.profile')}</h2>
            <dl className="app-facts">
              <div>
                <dt>{t('accounts.columns.role')}</dt>
                <dd data-testid="account-role">{t(`roles.${a.role}`)}</dd>
              </div>
              <div>
                <dt>{t('accounts.columns.joined')}</dt>
                <dd>{when(a.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('accounts.columns.verified')}</dt>
                <dd>{a.isEmailVerified ? t('accounts.yes') : t('accounts.no')}</dd>
              </div>
              <div>
                <dt>{t('accounts.language')}</dt>
                <dd>{a.language === 'korean' ? '한국어' : 'English'}</dd>
              </div>
              <div>
                <dt>{t('accounts.methods')}</dt>
                <dd>
                  {[
                    a.hasPassword && t('accounts.password'),
                    ...a.identities.map(
                      (i) =>
                        `${i.provider === 'google' ? 'Google' : 'Kakao'}${i.email ? ` (${i.email})` : ''}`,
                    ),
                  ]
                    .filter(Boolean)
                    .join(', ') || '–'}
                </dd>
              </div>
              {a.suspendedAt && (
                <div>
                  <dt>{t('accounts.suspendedAt')}</dt>
                  <dd>
                    {when(a.suspendedAt)} — {a.suspendedReason}
                  </dd>
                </div>
              )}
            </dl>
          </section>
          {a.state !== 'deleted' && <AccountActions account={a} />}
          <section className="admin-card" aria-labelledby="acct-sessions">
            <h2 id="acct-sessions">{t('accounts.sessions', { count: a.sessions.length })}</h2>
            {a.sessions.length === 0 ? (
              <p className="admin-muted">{t('accounts.noSessions')}</p>
            ) : (
              <ul className="acct-list">
                {a.sessions.map((s) => (
                  <li key={s._id}>
                    <strong>{s.provider === 'other' ? t('accounts.password') : s.provider}</strong>{' '}
                    <span className="admin-muted">{s.userAgent ?? '–'}</span>
                    <span className="admin-muted">
                      {t('accounts.sessionSeen', { ip: s.ip ?? '–', at: when(s.lastUsedAt) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-card" aria-labelledby="acct-comments">
            <h2 id="acct-comments">{t('accounts.comments')}</h2>
            {a.comments.length === 0 ? (
              <p className="admin-muted">{t('accounts.noComments')}</p>
            ) : (
              <ul className="acct-list">
                {a.comments.map((c) => (
                  <li key={c._id}>
                    <span>{c.deleted ? t('accounts.commentDeleted') : c.body}</span>
                    {c.hidden && <StatusBadge tone="danger">{t('moderation.hidden')}</StatusBadge>}
                    <Link to={c.targetPath} className="admin-muted">
                      {when(c.createdAt)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-card" aria-labelledby="acct-pledges">
            <h2 id="acct-pledges">{t('accounts.pledges')}</h2>
            {a.pledges.length === 0 ? (
              <p className="admin-muted">{t('accounts.noPledges')}</p>
            ) : (
              <ul className="acct-list">
                {a.pledges.map((p) => (
                  <li key={p._id}>
                    <Link to={`/crowdfunding/${p.projectId}`}>
                      {pickText(p.projectTitle_kr, p.projectTitle_eng, locale)}
                    </Link>{' '}
                    <span>{t('list.won', { value: p.amount.toLocaleString(tag) })}</span>{' '}
                    <StatusBadge tone="muted">{t(`accounts.pledgeStates.${p.status}`)}</StatusBadge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
