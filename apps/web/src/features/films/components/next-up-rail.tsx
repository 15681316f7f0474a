import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { useNextUp } from '../api/watch-to-fund-api';
import { CampaignBar } from './campaign-bar';
import { FilmRail } from './film-rail';
import './linked-campaign.css';

/**
 * /streaming: "Help make what's next", the films whose next part is funding or upcoming. Each
 * item links to the film, whose page shows the campaign; the line under it says how it stands.
 */
export function NextUpRail() {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  const list = useNextUp();
  if (!list.data || list.data.length === 0) return null;
  return (
    <FilmRail title={t('watchToFund.rail')} testId="next-up-rail">
      {list.data.map((f) => (
        <div key={f.filmId} className="next-up" data-testid="next-up-item">
          <Link to={`/detail-film/${f.filmId}`} className="next-up__link">
            {f.poster && (
              <img
                {...responsiveImage(f.poster, 'poster')}
                alt=""
                {...IMAGE_SHAPES.poster}
                loading="lazy"
                className="next-up__poster"
              />
            )}
            <span className="next-up__title">{pickText(f.title_kr, f.title_eng, locale)}</span>
          </Link>
          <span className="next-up__status">
            {f.campaign.status === 'funding'
              ? t('watchToFund.railFunding', {
                  percent: f.campaign.percentFunded,
                  count: f.campaign.daysLeft,
                })
              : t('watchToFund.railUpcoming', { count: f.campaign.daysLeft })}
          </span>
          {f.campaign.status === 'funding' && (
            <CampaignBar percent={f.campaign.percentFunded} label={t('watchToFund.progress')} />
          )}
        </div>
      ))}
    </FilmRail>
  );
}
