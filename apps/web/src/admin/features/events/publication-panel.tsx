import { CalendarClock, EyeOff, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import type { AdminEvent } from '@dalbit/contract';
import { Modal } from '../../../components/ui/modal';
import { currentLocale } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { StatusBadge } from '../../components/status-badge';
import { useEventMutations } from './api';
import { fromLocalInput, toLocalInput } from './event-values';

/** The state of a notice and the steps that change it: publish, schedule, unpublish, delete. */
export function PublicationPanel({ event, dirty }: { event: AdminEvent; dirty: boolean }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { publication, remove } = useEventMutations();
  const [when, setWhen] = useState(() => toLocalInput(event.publishedAt));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const locale = currentLocale() === 'ko' ? 'ko-KR' : 'en-US';
  const at = event.publishedAt
    ? new Date(event.publishedAt).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
  const setPublication = async (publishedAt: string | null, done: string) => {
    await publication.mutateAsync({ id: event._id, publishedAt });
    toastSuccess(done);
  };
  const tone = event.state === 'published' ? 'ok' : event.state === 'scheduled' ? 'info' : 'muted';
  return (
    <section
      className="admin-card publication"
      aria-labelledby="publication-title"
      data-testid="publication-panel"
    >
      <div className="publication__state">
        <h2 id="publication-title">{t('events.publication')}</h2>
        <StatusBadge tone={tone}>{t(`events.states.${event.state}`)}</StatusBadge>
        {at && event.state !== 'draft' && (
          <span className="admin-muted">{t(`events.stateAt.${event.state}`, { at })}</span>
        )}
      </div>
      {dirty && <p className="admin-muted">{t('events.saveFirst')}</p>}
      <div className="publication__actions">
        {event.state !== 'published' && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={dirty || publication.isPending}
            data-testid="event-publish"
            onClick={() => void setPublication(new Date().toISOString(), t('events.published'))}
          >
            <Send size={16} aria-hidden="true" />
            {t('events.publishNow')}
          </button>
        )}
        <div className="publication__schedule">
          <label htmlFor="publish-at" className="visually-hidden">
            {t('events.scheduleAt')}
          </label>
          <input
            id="publish-at"
            type="datetime-local"
            className="field__input"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
          <button
            type="button"
            className="btn btn--outline"
            disabled={dirty || !when || publication.isPending}
            onClick={() => void setPublication(fromLocalInput(when), t('events.scheduled'))}
          >
            <CalendarClock size={16} aria-hidden="true" />
            {t('events.schedule')}
          </button>
        </div>
        {event.state !== 'draft' && (
          <button
            type="button"
            className="btn btn--outline"
            disabled={publication.isPending}
            data-testid="event-unpublish"
            onClick={() => void setPublication(null, t('events.unpublished'))}
          >
            <EyeOff size={16} aria-hidden="true" />
            {t('events.unpublish')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline publication__delete"
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('actions.delete')}
        </button>
      </div>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('events.deleteTitle')}
        icon={<Trash2 size={24} />}
        actions={
          <>
            <button
              type="button"
              className="btn btn--outline"
              data-autofocus
              onClick={() => setConfirmDelete(false)}
            >
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() =>
                void remove.mutateAsync(event._id).then(() => {
                  toastSuccess(t('events.deleted'));
                  void navigate('/admin/events', { replace: true });
                })
              }
            >
              {t('actions.delete')}
            </button>
          </>
        }
      >
        <p>{t('events.deleteText')}</p>
      </Modal>
    </section>
  );
}
