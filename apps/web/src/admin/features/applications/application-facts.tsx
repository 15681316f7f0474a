import { useTranslation } from '../../../lib/i18n-react';
import type { AdminApplication } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';

/** What the creator sent, as sent. */
export function ApplicationFacts({ app }: { app: AdminApplication }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const rows: [string, string][] = [
    [t('applications.fields.name'), app.name],
    [t('applications.fields.email'), app.email],
    [t('applications.fields.mobile'), app.mobile],
    [t('applications.videoType'), t(`applications.videoTypes.${app.videoType}`)],
    [
      t('applications.columns.goal'),
      t('list.won', { value: app.fundingGoal.toLocaleString(locale) }),
    ],
    [t('applications.fields.duration'), app.productionDuration],
    [t('applications.columns.language'), app.language === 'korean' ? '한국어' : 'English'],
    [
      t('applications.fields.benefits'),
      app.expectedBenefits.map((b) => t(`applications.benefits.${b}`)).join(', ') || '–',
    ],
  ];
  return (
    <section className="admin-card" aria-labelledby="facts-title">
      <h2 id="facts-title">{t('applications.facts')}</h2>
      <dl className="app-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {app.portfolioLink && (
          <div>
            <dt>{t('applications.fields.portfolio')}</dt>
            <dd>
              <a href={app.portfolioLink} target="_blank" rel="noopener noreferrer">
                {app.portfolioLink}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <h3 className="app-facts__heading">{t('applications.fields.content')}</h3>
      <p className="app-facts__text">{app.projectContent}</p>
      {app.extraInformation && (
        <>
          <h3 className="app-facts__heading">{t('applications.fields.extra')}</h3>
          <p className="app-facts__text">{app.extraInformation}</p>
        </>
      )}
    </section>
  );
}
