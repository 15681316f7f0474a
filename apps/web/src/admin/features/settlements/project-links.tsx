import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { FILM_LINK_KINDS } from '@dalbit/contract';
import { useContact, useProjects, useSettlementActions } from './api';

/** Watch-to-fund's film link and the digest contact of one project. */
export function ProjectLinks({ projectId }: { projectId: string }) {
  const { t } = useTranslation('admin');
  const actions = useSettlementActions(projectId);
  const contact = useContact(projectId);
  const list = useProjects({ q: '', pageSize: 100 });
  const current = list.data?.items.find((p) => p._id === projectId)?.link ?? null;
  const [filmId, setFilmId] = useState('');
  const [kind, setKind] = useState('next_season');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState('korean');
  useEffect(() => {
    if (current) {
      setFilmId(current.filmId);
      setKind(current.kind);
    }
  }, [current]);
  useEffect(() => {
    if (contact.data) {
      setEmail(contact.data.email ?? '');
      setLanguage(contact.data.language);
    }
  }, [contact.data]);
  return (
    <div className="settle-grid">
      <section className="admin-card" aria-labelledby="film-link-title">
        <h2 id="film-link-title">{t('settlements.filmLink')}</h2>
        <p className="admin-muted">{t('settlements.filmLinkLead')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actions.setLink.mutate({ filmId: filmId.trim() || null, kind });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="link-film">
              {t('settlements.filmId')}
            </label>
            <input
              id="link-film"
              className="field__input"
              inputMode="numeric"
              value={filmId}
              data-testid="film-link-id"
              onChange={(e) => setFilmId(e.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="link-kind">
              {t('settlements.linkKind')}
            </label>
            <select
              id="link-kind"
              className="field__input field__select"
              value={kind}
              onChange={(e) => setKind(e.target.value)}
            >
              {FILM_LINK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`settlements.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--dark" disabled={actions.setLink.isPending}>
            {t('actions.save')}
          </button>
          {actions.setLink.isSuccess && (
            <p role="status" className="admin-muted">
              {t('settlements.saved')}
            </p>
          )}
        </form>
      </section>
      <section className="admin-card" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('settlements.contact')}</h2>
        <p className="admin-muted">{t('settlements.contactLead')}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actions.setContact.mutate({ email: email.trim() || null, language });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="contact-email">
              {t('settlements.contactEmail')}
            </label>
            <input
              id="contact-email"
              type="email"
              className="field__input"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="contact-language">
              {t('settlements.contactLanguage')}
            </label>
            <select
              id="contact-language"
              className="field__input field__select"
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              <option value="korean">한국어</option>
              <option value="english">English</option>
            </select>
          </div>
          <button type="submit" className="btn btn--dark" disabled={actions.setContact.isPending}>
            {t('actions.save')}
          </button>
          {actions.setContact.isSuccess && (
            <p role="status" className="admin-muted">
              {t('settlements.saved')}
            </p>
          )}
        </form>
      </section>
    </div>
  );
}
