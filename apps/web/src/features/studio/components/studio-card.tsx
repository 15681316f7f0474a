import { CalendarDays, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { StudioProjectSummary } from '@dalbit/contract';
import { CoverImage } from '../../../components/ui/cover-image';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { formatKrw, FundingBar } from '../../crowdfunding';
import { StateBadge } from './state-badge';

/** Percent of the goal pledged (0 without a goal yet). */
const percentOf = (pledged: number, goal: number) =>
  goal > 0 ? Math.floor((pledged / goal) * 100) : 0;

/** One of my projects on `/studio`: cover, state, title, goal and pledged, dates. */
export function StudioCard({ project: p }: { project: StudioProjectSummary }) {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  const percent = percentOf(p.pledgedAmount, p.goalAmount);
  const title = pickText(p.title_kr, p.title_eng, locale) || t('untitled');
  return (
    <li className="studio-card" data-testid="studio-card">
      <div className="studio-card__media">
        <CoverImage src={pickText(p.imageDomestic, p.imageOversea, locale)} />
      </div>
      <div className="studio-card__body">
        <StateBadge state={p.state} />
        <h2 className="studio-card__title">
          <Link to={`/studio/${p._id}`} className="studio-card__link">
            {title}
          </Link>
        </h2>
        <FundingBar percent={percent} label={t('card.progress')} />
        <p className="studio-card__facts">
          <strong>{percent}%</strong>
          <span>
            {t('card.pledged', {
              pledged: formatKrw(p.pledgedAmount, locale),
              goal: formatKrw(p.goalAmount, locale),
            })}
          </span>
        </p>
        <p className="studio-card__facts studio-hint">
          <span className="studio-card__fact">
            <CalendarDays size={14} aria-hidden="true" />
            {t('period', {
              start: formatDate(p.startsAt, locale),
              end: formatDate(p.endsAt, locale),
            })}
          </span>
          <span className="studio-card__fact">
            <Users size={14} aria-hidden="true" />
            {t('card.backers', { count: p.backerCount })}
          </span>
        </p>
      </div>
    </li>
  );
}
