import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { COMPANY } from '../../../config/site';
import { currentLocale } from '../../../lib/i18n';
import '../components/account.css';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, {
    returnObjects: true,
    email: COMPANY.supportEmail,
    phone: COMPANY.supportPhone,
  }) as LegalSection[];
  const company = currentLocale() === 'ko' ? COMPANY.nameKo : COMPANY.nameEn;
  const other = doc === 'terms' ? 'privacy' : 'terms';
  return (
    <article className="container legal" data-testid={`legal-${doc}`}>
      <header className="account-page__head">
        <p className="auth__eyebrow">{t('eyebrow')}</p>
        <h1 className="account-page__title">{t(`${doc}.title`)}</h1>
        <p className="auth__lead">{t(`${doc}.intro`, { company })}</p>
        <p className="legal__meta">{t('effective')}</p>
      </header>
      <nav className="legal__toc" aria-label={t('contents')}>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${doc}-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`${doc}-${index + 1}`} className="legal__section">
          <h2>
            <span>{index + 1}.</span> {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              {paragraph
                .replace('{{email}}', COMPANY.supportEmail)
                .replace('{{phone}}', COMPANY.supportPhone)}
            </p>
          ))}
        </section>
      ))}
      <p className="legal__other">
        <Link className="text-link text-link--strong" to={`/${other}`}>
          {t(`${other}.title`)}
        </Link>
      </p>
    </article>
  );
}

export const TermsPage = () => <LegalDocument doc="terms" />;
export const PrivacyPage = () => <LegalDocument doc="privacy" />;
