import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { InstagramIcon, LinkedinIcon, YoutubeIcon } from '../../components/ui/social-icons';
import { COMPANY, EXTERNAL_LINK_PROPS, SITE_LINKS, SOCIAL_LINKS } from '../../config/site';
import { currentLocale } from '../../lib/i18n';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const ko = currentLocale() === 'ko';
  const details: [string, string][] = [
    ['footer.representative', ko ? COMPANY.representativeKo : COMPANY.representativeEn],
    ['footer.businessNumber', COMPANY.businessRegistrationNumber],
    ['footer.mailOrderNumber', COMPANY.mailOrderRegistrationNumber],
    ['footer.address', ko ? COMPANY.addressKo : COMPANY.addressEn],
  ];
  const socials = [
    { key: 'instagram', href: SOCIAL_LINKS.instagram, Icon: InstagramIcon },
    { key: 'youtube', href: SOCIAL_LINKS.youtube, Icon: YoutubeIcon },
    { key: 'linkedin', href: SOCIAL_LINKS.linkedin, Icon: LinkedinIcon },
  ] as const;

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo wordmark={t('brand.wordmark')} />
          <p>{t('brand.tagline')}</p>
          <ul className="site-footer__social" aria-label={t('footer.social')}>
            {socials.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  aria-label={t(`footer.${key}`)}
                  title={t(`footer.${key}`)}
                  {...EXTERNAL_LINK_PROPS}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className="site-footer__links" aria-label={t('footer.explore')}>
          <p className="site-footer__heading">{t('footer.explore')}</p>
          <Link to="/streaming">{t('nav.streaming')}</Link>
          <Link to="/crowdfunding">{t('nav.crowdfunding')}</Link>
          <Link to="/events">{t('nav.events')}</Link>
          <a href={SITE_LINKS.blog} {...EXTERNAL_LINK_PROPS}>
            {t('nav.blog')}
          </a>
        </nav>

        <div className="site-footer__support">
          <p className="site-footer__heading">{t('footer.support')}</p>
          <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
          <a href={`tel:${COMPANY.supportPhone.replace(/[^+\d]/g, '')}`}>{COMPANY.supportPhone}</a>
          <p className="site-footer__hours">{t('footer.hours')}</p>
        </div>
      </div>

      <div className="site-footer__legal">
        {/* Korean sites keep 이용약관 and 개인정보처리방침 here; the privacy policy is in bold (PIPA practice). */}
        <nav className="site-footer__policies" aria-label={t('footer.policies')}>
          <Link to="/terms">{t('pageTitles.terms')}</Link>
          <Link to="/privacy" className="site-footer__privacy">
            {t('pageTitles.privacy')}
          </Link>
        </nav>
        <p className="site-footer__company">{ko ? COMPANY.nameKo : COMPANY.nameEn}</p>
        <dl>
          {details.map(([labelKey, value]) => (
            <div key={labelKey}>
              <dt>{t(labelKey)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="site-footer__copy">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
