import type { ProjectHit, ProjectStatus } from '@dalbit/contract';
import { CalendarClock, Heart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { CoverImage } from '../../../components/ui/cover-image';
import {
  barWidth,
  daysUntil,
  formatCount,
  formatKrw,
  localizeProjectCard,
  projectPath,
} from './project-meta';
import './project-card.css';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('crowdfunding');
  return (
    <span className={`project-status project-status--${status}`} data-testid="project-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** Progress of a project: the bar plus percent, amount and backers (shared with the detail page). */
export function FundingBar({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      className="funding-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(100, percent)}
      aria-valuetext={`${percent}%`}
    >
      <span className="funding-bar__fill" style={{ width: barWidth(percent) }} />
    </span>
  );
}

interface ProjectCardProps {
  /** A search hit, or a summary (which is one too). */
  project: ProjectHit;
  eager?: boolean;
  /** The first card of a list: its cover is the page's largest paint on a phone. */
  priority?: boolean;
  /** Controls under the card (a vote button): outside the link, inside the card's frame. */
  footer?: ReactNode;
}

/** A project on a list: image, creator, title, progress and time left (or votes while upcoming). */
export function ProjectCard({ project, eager, priority, footer }: ProjectCardProps) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const view = localizeProjectCard(project, locale);
  const upcoming = project.status === 'upcoming';
  const ended = project.status === 'succeeded' || project.status === 'failed';
  const link = (
    <Link
      to={projectPath(project._id)}
      className={footer ? 'project-card__link' : 'project-card'}
      data-testid={footer ? undefined : 'project-card'}
      data-project-id={footer ? undefined : project._id}
    >
      <div className="project-card__media">
        <CoverImage src={view.image} eager={eager} priority={priority} moon="left" />
        {project.status !== 'funding' && <ProjectStatusBadge status={project.status} />}
      </div>
      <div className="project-card__body">
        <p className="project-card__creator">{view.creator}</p>
        <h3 className="project-card__title">{view.title}</h3>
        {upcoming ? (
          <p className="project-card__facts">
            <span className="project-card__fact">
              <CalendarClock size={14} aria-hidden="true" />
              {t('card.startsIn', { count: daysUntil(project.startsAt) })}
            </span>
            {/* With a footer the vote button carries the count. */}
            {!footer && (
              <span className="project-card__fact project-card__fact--votes">
                <Heart size={14} aria-hidden="true" />
                {t('card.votes', {
                  count: project.voteCount,
                  formatted: formatCount(project.voteCount),
                })}
              </span>
            )}
          </p>
        ) : (
          <>
            <FundingBar percent={project.percentFunded} label={t('card.progress')} />
            <p className="project-card__facts">
              <strong className="project-card__percent">{project.percentFunded}%</strong>
              <span className="project-card__amount">
                {formatKrw(project.pledgedAmount, locale)}
              </span>
              <span className="project-card__fact project-card__fact--end">
                {ended ? (
                  t('card.ended')
                ) : (
                  <>
                    <Users size={14} aria-hidden="true" />
                    {t('card.backers', {
                      count: project.backerCount,
                      formatted: formatCount(project.backerCount),
                    })}
                    <span aria-hidden="true"> · </span>
                    {t('card.daysLeft', { count: project.daysLeft })}
                  </>
                )}
              </span>
            </p>
          </>
        )}
        <span className="visually-hidden">{t('card.open')}</span>
      </div>
    </Link>
  );
  if (!footer) return link;
  return (
    <div
      className="project-card project-card--with-footer"
      data-testid="project-card"
      data-project-id={project._id}
    >
      {link}
      <div className="project-card__footer">{footer}</div>
    </div>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="project-card project-card--skeleton" aria-hidden="true">
      <div className="skeleton project-card__skeleton-media" />
      <div className="project-card__body">
        <span className="skeleton project-card__skeleton-line" style={{ width: '40%' }} />
        <span
          className="skeleton project-card__skeleton-line"
          style={{ width: '90%', height: 20 }}
        />
        <span
          className="skeleton project-card__skeleton-line"
          style={{ width: '100%', height: 6 }}
        />
        <span className="skeleton project-card__skeleton-line" style={{ width: '60%' }} />
      </div>
    </div>
  );
}
