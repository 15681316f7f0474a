import { ArrowRight, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';
import { HeroArt } from '../components/hero-art';
import { LatestEvents } from '../components/latest-events';
import { OfferGrid } from '../components/offer-grid';
import '../components/sections.css';

/** The visitors' front door: what Dalbit is, why it is free, and what is happening now. */
export function LandingPage() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
            <h1 id="hero-title">{t('common:brand.tagline')}</h1>
            <p className="hero__lead">{t('landing.lead')}</p>
            <div className="hero__actions">
              <Link to="/streaming" className="btn btn--primary btn--lg">
                <Play size={18} fill="currentColor" aria-hidden="true" />
                {t('landing.ctaWatch')}
              </Link>
              <Link to="/events" className="btn btn--ghost btn--lg">
                {t('landing.ctaExplore')}
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </div>
            <ul className="hero__facts">
              <li>{t('landing.factFree')}</li>
              <li>{t('landing.factSubtitles')}</li>
              <li>{t('landing.factCreators')}</li>
            </ul>
          </div>
          <HeroArt />
        </div>
      </section>

      <OfferGrid />
      <LatestEvents count={4} />

      <section className="container">
        <div className="creator-band">
          <div>
            <p className="home-section__eyebrow">{t('creators.eyebrow')}</p>
            <h2>{t('creators.title')}</h2>
            <p>{t('creators.text')}</p>
          </div>
          <div className="creator-band__actions">
            <a
              href={SITE_LINKS.apply.streaming}
              className="btn btn--primary"
              {...EXTERNAL_LINK_PROPS}
            >
              {t('creators.applyStreaming')}
            </a>
            <a
              href={SITE_LINKS.apply.crowdfunding}
              className="btn btn--ghost"
              {...EXTERNAL_LINK_PROPS}
            >
              {t('creators.applyFunding')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
