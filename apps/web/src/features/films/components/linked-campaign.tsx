import type { LinkedCampaign as Campaign } from '@dalbit/contract';
import { HandHeart, Vote } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useFilmCampaigns } from '../api/watch-to-fund-api';
import { formatKrw } from '../../../lib/money';
import { CampaignBar } from './campaign-bar';
import './linked-campaign.css';

/** The live campaign of a film's next part: a funding one first, else an upcoming one. */
export const liveCampaign = (campaigns: Campaign[] | undefined): Campaign | undefined =>
  campaigns?.find((c) => c.status === 'funding') ?? campaigns?.find((c) => c.status === 'upcoming');

/** Progress, days left and the pledge (or vote) button of a film's next part. */
export function CampaignPanel({
  campaign,
  compact = false,
}: {
  campaign: Campaign;
  compact?: boolean;
}) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  const title = pickText(campaign.title_kr, campaign.title_eng, locale);
  const funding = campaign.status === 'funding';
  return (
    <div
      className={`linked-campaign${compact ? ' linked-campaign--compact' : ''}`}
      data-testid="linked-campaign"
    >
      <p className="linked-campaign__eyebrow">{t(`watchToFund.kind.${campaign.kind}`)}</p>
      <p className="linked-campaign__title">
        <Link to={`/crowdfunding/${campaign.projectId}`}>{title}</Link>
      </p>
      {funding ? (
        <>
          <CampaignBar percent={campaign.percentFunded} label={t('watchToFund.progress')} />
          <p className="linked-campaign__stats">
            <strong data-testid="linked-campaign-percent">{campaign.percentFunded}%</strong>{' '}
            {t('watchToFund.pledged', { amount: formatKrw(campaign.pledgedAmount, locale) })}
            {' · '}
            <span data-testid="linked-campaign-days">
              {t('watchToFund.daysLeft', { count: campaign.daysLeft })}
            </span>
          </p>
        </>
      ) : (
        <p className="linked-campaign__stats">
          {t('watchToFund.opensIn', { count: campaign.daysLeft })} ·{' '}
          {t('watchToFund.votes', { count: campaign.voteCount })}
        </p>
      )}
      {funding ? (
        <Link
          className="btn btn--primary"
          to={`/crowdfunding/${campaign.projectId}/pledge`}
          data-testid="linked-campaign-pledge"
        >
          <HandHeart size={16} aria-hidden="true" />
          {t('watchToFund.pledge')}
        </Link>
      ) : (
        <Link
          className="btn btn--primary"
          to={`/crowdfunding/${campaign.projectId}`}
          data-testid="linked-campaign-vote"
        >
          <Vote size={16} aria-hidden="true" />
          {t('watchToFund.vote')}
        </Link>
      )}
    </div>
  );
}

/** On a film's page: the campaign for its next part, when there is one. */
export function FilmCampaign({ filmId }: { filmId: string }) {
  const { t } = useTranslation('films');
  const campaigns = useFilmCampaigns(filmId);
  const campaign = liveCampaign(campaigns.data);
  if (!campaign) return null;
  return (
    <section className="detail-section film-campaign" aria-labelledby="film-campaign-title">
      <h2 id="film-campaign-title" className="detail-section__title">
        {t('watchToFund.heading')}
      </h2>
      <CampaignPanel campaign={campaign} />
    </section>
  );
}

/** Over the player once the last episode ended: back (or vote for) the next part. */
export function CampaignEndScreen({ filmId }: { filmId: string }) {
  const { t } = useTranslation('films');
  const campaigns = useFilmCampaigns(filmId);
  const campaign = liveCampaign(campaigns.data);
  if (!campaign) return null;
  return (
    <section
      className="campaign-end"
      aria-label={t('watchToFund.endTitle')}
      data-testid="campaign-end-screen"
    >
      <p className="campaign-end__title">{t('watchToFund.endTitle')}</p>
      <CampaignPanel campaign={campaign} compact />
    </section>
  );
}
