import { ArrowUpRight, HandCoins, PenLine, Play } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';

/** What Dalbit offers: free streaming, crowdfunding and the scenario contest. */
export function OfferGrid() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section container" aria-labelledby="offer-title">
      <div className="home-section__head">
        <div>
          <p className="home-section__eyebrow">{t('offer.eyebrow')}</p>
          <h2 id="offer-title">{t('offer.title')}</h2>
        </div>
      </div>
      <ul className="offer-grid" data-testid="offer-grid">
        <li className="offer offer--stream">
          <span className="offer__icon" aria-hidden="true">
            <Play size={22} />
          </span>
          <h3>{t('offer.streamingTitle')}</h3>
          <p>{t('offer.streamingText')}</p>
          <Link to="/streaming" className="offer__link">
            {t('offer.streamingCta')}
            <ArrowUpRight size={16} aria-hidden="true" />
          </Link>
        </li>
        <li className="offer offer--fund">
          <span className="offer__icon" aria-hidden="true">
            <HandCoins size={22} />
          </span>
          <h3>{t('offer.fundingTitle')}</h3>
          <p>{t('offer.fundingText')}</p>
          <Link to="/crowdfunding" className="offer__link">
            {t('offer.fundingCta')}
            <ArrowUpRight size={16} aria-hidden="true" />
          </Link>
        </li>
        <li className="offer offer--contest">
          <span className="offer__icon" aria-hidden="true">
            <PenLine size={22} />
          </span>
          <h3>{t('offer.contestTitle')}</h3>
          <p>{t('offer.contestText')}</p>
          <span className="offer__links">
            <a
              href={SITE_LINKS.scenarioContest.about}
              className="offer__link"
              {...EXTERNAL_LINK_PROPS}
            >
              {t('offer.contestCta')}
              <ArrowUpRight size={16} aria-hidden="true" />
            </a>
            <a
              href={SITE_LINKS.scenarioContest.submitIdea}
              className="offer__link"
              {...EXTERNAL_LINK_PROPS}
            >
              {t('offer.contestSubmit')}
              <ArrowUpRight size={16} aria-hidden="true" />
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
