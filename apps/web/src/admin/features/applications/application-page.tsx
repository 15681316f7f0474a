import { ArrowLeft, FileQuestion, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STATUSES, type AdminApplication } from '@dalbit/contract';
import { StateMessage } from '../../../components/ui/state-message';
import { currentLocale } from '../../../lib/i18n';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { useApplication, useApplicationActions, useAssignees } from './api';
import { ApplicationFacts } from './application-facts';
import { ApplicationHistory } from './application-history';
import { ReplyComposer } from './reply-composer';
import { STATUS_TONE } from './status';
import { InviteCreator } from '../projects';
import './applications.css';

function Handling({ app }: { app: AdminApplication }) {
  const { t } = useTranslation('admin');
  const actions = useApplicationActions(app._id);
  const assignees = useAssignees();
  const [note, setNote] = useState('');
  return (
    <section className="admin-card app-handling" aria-labelledby="handling-title">
      <h2 id="handling-title">{t('applications.handling')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="app-status">
          {t('applications.columns.status')}
        </label>
        <select
          id="app-status"
          className="field__input field__select"
          value={app.status}
          data-testid="application-status"
          onChange={(e) => actions.patch.mutate({ status: e.target.value })}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`applications.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="app-assignee">
          {t('applications.columns.assignee')}
        </label>
        <select
          id="app-assignee"
          className="field__input field__select"
          value={app.assignee?._id ?? ''}
          onChange={(e) => actions.patch.mutate({ assigneeId: e.target.value || null })}
        >
          <option value="">{t('applications.unassigned')}</option>
          {(assignees.data ?? []).map((m) => (
            <option key={m._id} value={m._id}>
              {m.userName}
            </option>
          ))}
        </select>
      </div>
      <form
        className="field"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim()) actions.note.mutate(note.trim(), { onSuccess: () => setNote('') });
        }}
      >
        <label className="field__label" htmlFor="app-note">
          {t('applications.note')}
        </label>
        <textarea
          id="app-note"
          className="field__input"
          rows={3}
          value={note}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="field__hint">{t('applications.noteHint')}</p>
        <button
          type="submit"
          className="btn btn--outline"
          disabled={!note.trim() || actions.note.isPending}
        >
          <StickyNote size={16} aria-hidden="true" />
          {t('applications.addNote')}
        </button>
      </form>
    </section>
  );
}

/** One application: what the creator sent, its handling, its history and the reply by mail. */
export function ApplicationPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useApplication(id);
  const app = query.data;
  const back = (
    <Link to="/admin/applications" className="admin-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('applications.title')}
    </Link>
  );
  if (query.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={t('applications.title')} back={back} />
        <StateMessage
          tone="error"
          icon={<FileQuestion size={26} />}
          title={t('applications.loadError')}
          text={query.error.message}
        />
      </div>
    );
  }
  return (
    <div className="admin-page">
      <PageHeader
        title={app?.projectTitle ?? t('applications.loading')}
        lead={
          app
            ? t('applications.from', {
                name: app.name,
                date: new Date(app.createdAt).toLocaleDateString(currentLocale()),
              })
            : undefined
        }
        back={back}
        actions={
          app && (
            <StatusBadge tone={STATUS_TONE[app.status]}>
              {t(`applications.statuses.${app.status}`)}
            </StatusBadge>
          )
        }
      />
      {app && (
        <div className="app-layout">
          <div className="app-layout__main">
            <ApplicationFacts app={app} />
            <ReplyComposer app={app} />
            <ApplicationHistory app={app} />
          </div>
          <aside className="app-layout__side">
            <Handling app={app} />
            {app.status === 'accepted' && (
              <InviteCreator applicationId={app._id} email={app.email} />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
