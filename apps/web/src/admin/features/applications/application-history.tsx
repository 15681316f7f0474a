import { useTranslation } from '../../../lib/i18n-react';
import type { AdminApplication } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';

/** Notes, replies, status and assignee changes, oldest first, each with who and when. */
export function ApplicationHistory({ app }: { app: AdminApplication }) {
  const { t } = useTranslation('admin');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(currentLocale() === 'ko' ? 'ko-KR' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  return (
    <section className="admin-card" aria-labelledby="history-title">
      <h2 id="history-title">{t('applications.history')}</h2>
      {app.history.length === 0 ? (
        <p className="admin-muted">{t('applications.noHistory')}</p>
      ) : (
        <ol className="app-history" data-testid="application-history">
          {app.history.map((entry) => (
            <li key={entry._id} className={`app-history__item app-history__item--${entry.kind}`}>
              <p className="app-history__head">
                <strong>{entry.author?.userName ?? t('applications.someone')}</strong>{' '}
                {entry.kind === 'status'
                  ? t('applications.entry.status', {
                      status: t(`applications.statuses.${entry.detail}`),
                    })
                  : entry.kind === 'assignee'
                    ? entry.detail
                      ? t('applications.entry.assignee', { name: entry.detail })
                      : t('applications.entry.unassigned')
                    : t(`applications.entry.${entry.kind}`)}
                <time className="admin-muted" dateTime={entry.createdAt}>
                  {when(entry.createdAt)}
                </time>
              </p>
              {entry.kind === 'reply' && <p className="app-history__subject">{entry.detail}</p>}
              {entry.body && <p className="app-history__body">{entry.body}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
