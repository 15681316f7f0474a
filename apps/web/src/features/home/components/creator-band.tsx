import { ArrowRight, ExternalLink } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';

/** For creators: the in-app application first, the outside forms beside it. */
export function CreatorBand() {
  const { t } = useTranslation('home');
  return (
    <section className="container" aria-labelledby="creator-band-title">
      <div className="creator-band" data-testid="creator-band">
        <div>
          <p className="home-section__eyebrow">{t('creators.eyebrow')}</p>
          <h2 id="creator-band-title">{t('creators.title')}</h2>
          <p>{t('creators.text')}</p>
        </div>
        <div className="creator-band__actions">
          <Link to="/apply" className="btn btn--primary" data-testid="creator-apply">
            {t('creators.applyInApp')}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
          <div className="creator-band__forms">
            <a href={SITE_LINKS.apply.streaming} {...EXTERNAL_LINK_PROPS}>
              {t('creators.applyStreaming')}
              <ExternalLink size={13} aria-hidden="true" />
            </a>
            <a href={SITE_LINKS.apply.crowdfunding} {...EXTERNAL_LINK_PROPS}>
              {t('creators.applyFunding')}
              <ExternalLink size={13} aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
