import type { ProjectSummary } from '@dalbit/contract';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/localized';
import { FundingBar } from './project-card';
import { daysUntil, formatCount, formatKrw } from './project-meta';
import './project-progress.css';

/**
 * The project's numbers: percent funded, pledged of goal (KRW in the reader's format), backers,
 * and time (days left, starts in, or how it ended). Upcoming projects show their goal and votes.
 */
export function ProjectProgress({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const ended = project.status === 'succeeded' || project.status === 'failed';

  if (project.status === 'upcoming') {
    const days = daysUntil(project.startsAt);
    return (
      <div className="project-progress" data-testid="project-progress">
        <dl className="project-progress__stats">
          <div>
            <dt>{t('progress.goal')}</dt>
            <dd>{formatKrw(project.goalAmount, locale)}</dd>
          </div>
          <div>
            <dt>{t('progress.opens')}</dt>
            <dd data-testid="project-time">
              {days > 0 ? t('progress.startsIn', { count: days }) : t('progress.startsToday')}
            </dd>
            <dd className="project-progress__sub">{formatDate(project.startsAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('progress.closes')}</dt>
            <dd>{formatDate(project.endsAt, locale)}</dd>
          </div>
        </dl>
      </div>
    );
  }

  return (
    <div className="project-progress" data-testid="project-progress">
      <p className="project-progress__headline">
        <strong className="project-progress__percent" data-testid="project-percent">
          {project.percentFunded}%
        </strong>
        <span className="project-progress__of">
          {t('progress.pledgedOf', {
            pledged: formatKrw(project.pledgedAmount, locale),
            goal: formatKrw(project.goalAmount, locale),
          })}
        </span>
      </p>
      <FundingBar percent={project.percentFunded} label={t('card.progress')} />
      <dl className="project-progress__stats">
        <div>
          <dt>{t('progress.pledged')}</dt>
          <dd data-testid="project-pledged">{formatKrw(project.pledgedAmount, locale)}</dd>
        </div>
        <div>
          <dt>{t('progress.backers')}</dt>
          <dd data-testid="project-backers">{formatCount(project.backerCount)}</dd>
        </div>
        <div>
          <dt>{ended ? t('progress.result') : t('progress.timeLeft')}</dt>
          <dd data-testid="project-time">
            {ended
              ? t(`progress.ended.${project.status}`)
              : t('progress.daysLeft', { count: project.daysLeft })}
          </dd>
          <dd className="project-progress__sub">
            {ended
              ? t('progress.endedOn', { date: formatDate(project.endsAt, locale) })
              : t('progress.endsOn', { date: formatDate(project.endsAt, locale) })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
