import { Play, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { CreatorBand } from '../components/creator-band';
import { HeroArt } from '../components/hero-art';
import { LatestEvents } from '../components/latest-events';
import { OfferGrid } from '../components/offer-grid';
import { SignUpBand } from '../components/sign-up-band';
import '../components/sections.css';

/** The visitors' front door: what Dalbit is, why it is free, and what is happening now. */
export function LandingPage() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title" data-testid="landing-hero">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
            <h1 id="hero-title">{t('common:brand.tagline')}</h1>
            <p className="hero__lead">{t('landing.lead')}</p>
            <div className="hero__actions">
              <Link to="/sign-up" className="btn btn--primary btn--lg" data-testid="hero-signup">
                <UserPlus size={18} aria-hidden="true" />
                {t('landing.ctaSignUp')}
              </Link>
              <Link to="/streaming" className="btn btn--ghost btn--lg">
                <Play size={18} fill="currentColor" aria-hidden="true" />
                {t('landing.ctaWatch')}
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
      <SignUpBand />
      <LatestEvents count={4} />
      <CreatorBand />
    </>
  );
}
