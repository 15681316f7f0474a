import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import {
  APPLICATION_STATUSES,
  MAIL_TEMPLATE_KEYS,
  type AdminApplication,
  type ApplicationStatus,
  type MailTemplateKey,
} from '@dalbit/contract';
import { FormAlert } from '../../../components/form/form-fields';
import { toastSuccess } from '../../../lib/toast';
import { fetchDraft, useApplicationActions } from './api';

/**
 * A reply by mail, in the applicant's language: a template fills it in (the server writes it
 * in that language), the staff member edits it and sends it, optionally moving the status.
 */
export function ReplyComposer({ app }: { app: AdminApplication }) {
  const { t } = useTranslation('admin');
  const { reply } = useApplicationActions(app._id);
  const [template, setTemplate] = useState<MailTemplateKey | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  const lang = app.language === 'korean' ? 'ko' : 'en';

  const pick = async (key: MailTemplateKey | '') => {
    setTemplate(key);
    if (!key) return;
    const draft = await fetchDraft(app._id, key);
    setSubject(draft.subject);
    setBody(draft.body);
    if (key === 'accepted' || key === 'declined') setStatus(key);
  };
  const send = async () => {
    setError(null);
    try {
      await reply.mutateAsync({ subject, body, ...(status ? { status } : {}) });
      toastSuccess(t('applications.replySent', { email: app.email }));
      setTemplate('');
      setSubject('');
      setBody('');
      setStatus('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <section
      className="admin-card app-reply"
      aria-labelledby="reply-title"
      data-testid="reply-composer"
    >
      <h2 id="reply-title">{t('applications.reply')}</h2>
      <p className="admin-muted">
        {t('applications.replyTo', {
          email: app.email,
          language: lang === 'ko' ? '한국어' : 'English',
        })}
      </p>
      <div className="admin-form__row">
        <div className="field">
          <label className="field__label" htmlFor="reply-template">
            {t('applications.template')}
          </label>
          <select
            id="reply-template"
            className="field__input field__select"
            value={template}
            data-testid="reply-template"
            onChange={(e) => void pick(e.target.value as MailTemplateKey | '')}
          >
            <option value="">{t('applications.noTemplate')}</option>
            {MAIL_TEMPLATE_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`applications.templateNames.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="reply-status">
            {t('applications.thenStatus')}
          </label>
          <select
            id="reply-status"
            className="field__input field__select"
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}
          >
            <option value="">{t('applications.keepStatus')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`applications.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="reply-subject">
          {t('applications.subject')}
        </label>
        <input
          id="reply-subject"
          lang={lang}
          className="field__input"
          value={subject}
          maxLength={200}
          data-testid="reply-subject"
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="reply-body">
          {t('applications.body')}
        </label>
        <textarea
          id="reply-body"
          lang={lang}
          className="field__input"
          rows={9}
          value={body}
          maxLength={10000}
          data-testid="reply-body"
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <FormAlert message={error} testId="reply-error" />
      <div>
        <button
          type="button"
          className="btn btn--dark"
          disabled={!subject.trim() || !body.trim() || reply.isPending}
          data-testid="reply-send"
          onClick={() => void send()}
        >
          <Send size={16} aria-hidden="true" />
          {t('applications.send')}
        </button>
      </div>
    </section>
  );
}
