import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';
import { ApplyForm, type ApplyReceipt } from '../components/apply-form';
import { ApplySuccess } from '../components/apply-success';
import '../../../components/form/form-fields.css';
import '../apply.css';

/** `/apply`: the in-app creator application, open to visitors (docs/api.md#decisions). */
export function ApplyPage() {
  const { t } = useTranslation('apply');
  const [receipt, setReceipt] = useState<ApplyReceipt | null>(null);

  if (receipt) {
    return (
      <div className="apply-page apply-page--done">
        <div className="container">
          <ApplySuccess receipt={receipt} onAnother={() => setReceipt(null)} />
        </div>
      </div>
    );
  }

  return (
    <div className="apply-page">
      <div className="container apply-layout">
        <aside className="apply-intro" aria-labelledby="apply-title">
          <p className="apply-intro__eyebrow">{t('intro.eyebrow')}</p>
          <h1 id="apply-title" className="apply-intro__title">
            {t('intro.title')}
          </h1>
          <p className="apply-intro__lead">{t('intro.lead')}</p>
          <h2 className="apply-intro__steps-title">{t('intro.stepsTitle')}</h2>
          <ol className="apply-steps">
            <li>{t('intro.step1')}</li>
            <li>{t('intro.step2')}</li>
            <li>{t('intro.step3')}</li>
          </ol>
          <div className="apply-intro__other">
            <p>{t('intro.otherForms')}</p>
            <a href={SITE_LINKS.apply.joinTeam} className="text-link" {...EXTERNAL_LINK_PROPS}>
              {t('intro.joinTeam')}
              <ExternalLink size={13} aria-hidden="true" />
            </a>
            <a
              href={SITE_LINKS.apply.globalSupporter}
              className="text-link"
              {...EXTERNAL_LINK_PROPS}
            >
              {t('intro.globalSupporter')}
              <ExternalLink size={13} aria-hidden="true" />
            </a>
          </div>
        </aside>
        <div className="apply-card">
          <ApplyForm onSent={setReceipt} />
        </div>
      </div>
    </div>
  );
}
