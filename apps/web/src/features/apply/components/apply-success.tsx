import { ArrowRight, CheckCircle2, MailCheck, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { ApplyReceipt } from './apply-form';

/** The thank-you screen: what was received, where the receipt went, and what comes next. */
export function ApplySuccess({
  receipt,
  onAnother,
}: {
  receipt: ApplyReceipt;
  onAnother: () => void;
}) {
  const { t } = useTranslation('apply');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form was long: bring the reader (and the screen reader's focus) to the result.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <section className="apply-success" data-testid="apply-success" aria-labelledby="apply-done">
      <span className="apply-success__badge" aria-hidden="true">
        <CheckCircle2 size={34} />
      </span>
      <p className="apply-success__eyebrow">{t('success.eyebrow')}</p>
      <h1 id="apply-done" ref={headingRef} tabIndex={-1} className="apply-success__title">
        {t('success.title', { name: receipt.name })}
      </h1>
      <p className="apply-success__lead">
        {t('success.lead', { projectTitle: receipt.projectTitle })}
      </p>
      <p className="apply-success__receipt" data-testid="apply-receipt">
        <MailCheck size={20} aria-hidden="true" />
        <span>
          <Trans
            t={t}
            i18nKey="success.receipt"
            values={{ email: receipt.email }}
            components={{ mail: <strong /> }}
          />
        </span>
      </p>
      <div className="apply-success__next">
        <h2>{t('success.nextTitle')}</h2>
        <ol className="apply-steps">
          <li>{t('success.next1')}</li>
          <li>{t('success.next2')}</li>
          <li>{t('success.next3')}</li>
        </ol>
      </div>
      <div className="apply-success__actions">
        <Link to="/home" className="btn btn--dark btn--tall" data-testid="apply-home">
          {t('success.home')}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <button type="button" className="btn btn--outline btn--tall" onClick={onAnother}>
          <PenLine size={18} aria-hidden="true" />
          {t('success.another')}
        </button>
      </div>
    </section>
  );
}
