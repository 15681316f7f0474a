import { Database, FileText, PencilLine, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { COMPANY } from '../../../config/site';
import { useAccount } from '../../../lib/session/account-context';
import '../components/account.css';

const STORED = ['account', 'profile', 'survey', 'sessions', 'language'] as const;

/** /access-information: what Dalbit keeps about this account and how to change or delete it. */
export function AccessInformationPage() {
  const { t } = useTranslation('account');
  const { user } = useAccount();
  if (!user) return null;
  return (
    <div className="container account-page" data-testid="access-information">
      <header className="account-page__head">
        <p className="auth__eyebrow">{t('access.eyebrow')}</p>
        <h1 className="account-page__title">{t('access.title')}</h1>
        <p className="auth__lead">
          {user.userEmail ? t('access.lead', { email: user.userEmail }) : t('access.leadNoEmail')}
        </p>
      </header>
      <div className="info-grid">
        <section className="panel" aria-labelledby="access-stored">
          <h2 id="access-stored" className="panel__title panel__title--icon">
            <Database size={18} aria-hidden="true" />
            {t('access.storedTitle')}
          </h2>
          <ul className="info-list">
            {STORED.map((item) => (
              <li key={item}>
                <strong>{t(`access.stored.${item}.label`)}</strong>
                <span>{t(`access.stored.${item}.text`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="access-change">
          <h2 id="access-change" className="panel__title panel__title--icon">
            <PencilLine size={18} aria-hidden="true" />
            {t('access.changeTitle')}
          </h2>
          <p className="panel__text">{t('access.changeText')}</p>
          <div className="panel__actions">
            <Link to="/mypage_edit" className="btn btn--dark">
              {t('mypage.edit')}
            </Link>
            <Link to="/forgot-password" className="btn btn--outline">
              {t('access.changePassword')}
            </Link>
          </div>
        </section>
        <section className="panel" aria-labelledby="access-delete">
          <h2 id="access-delete" className="panel__title panel__title--icon">
            <Trash2 size={18} aria-hidden="true" />
            {t('access.deleteTitle')}
          </h2>
          <p className="panel__text">{t('access.deleteText')}</p>
          <p className="panel__text">
            <a className="text-link text-link--strong" href={`mailto:${COMPANY.supportEmail}`}>
              {COMPANY.supportEmail}
            </a>
            {' · '}
            <a className="text-link" href={`tel:${COMPANY.supportPhone.replace(/[^+\d]/g, '')}`}>
              {COMPANY.supportPhone}
            </a>
          </p>
        </section>
        <section className="panel" aria-labelledby="access-rights">
          <h2 id="access-rights" className="panel__title panel__title--icon">
            <ShieldCheck size={18} aria-hidden="true" />
            {t('access.rightsTitle')}
          </h2>
          <p className="panel__text">{t('access.rightsText')}</p>
          <div className="panel__actions">
            <Link to="/privacy" className="text-link text-link--strong">
              <FileText size={15} aria-hidden="true" /> {t('common:legal.privacy')}
            </Link>
            <Link to="/terms" className="text-link text-link--strong">
              <FileText size={15} aria-hidden="true" /> {t('common:legal.terms')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
