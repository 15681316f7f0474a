import { CalendarClock, Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { BackerPledge, StudioProject } from '@dalbit/contract';
import { FormAlert } from '../../../components/form/form-fields';
import { toastSuccess } from '../../../lib/toast';
import { useProjectActions } from './api';

const pad = (n: number) => String(n).padStart(2, '0');
const local = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (value: string) => new Date(value).toISOString();

/** Approve or send back a project in review, with a comment; schedule an approved one. */
export function ReviewPanel({ project }: { project: StudioProject }) {
  const { t } = useTranslation('admin');
  const actions = useProjectActions(project._id);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [when, setWhen] = useState({
    publishAt: local(new Date().toISOString()),
    startsAt: local(project.startsAt),
    endsAt: local(project.endsAt),
  });
  const fail = (e: Error) => setError(e.message);
  const ok = (text: string) => () => {
    setError(null);
    setComment('');
    toastSuccess(text);
  };
  if (project.state === 'in_review') {
    return (
      <section className="admin-card studio-panel" aria-labelledby="review-title">
        <h2 id="review-title">{t('projects.review')}</h2>
        <FormAlert message={error} />
        <div className="field">
          <label className="field__label" htmlFor="review-comment">
            {t('projects.comment')}
          </label>
          <textarea
            id="review-comment"
            className="field__input"
            rows={3}
            maxLength={2000}
            value={comment}
            data-testid="review-comment"
            onChange={(e) => setComment(e.target.value)}
          />
          <p className="field__hint">{t('projects.commentHint')}</p>
        </div>
        <div className="studio-actions">
          <button
            type="button"
            className="btn btn--primary"
            data-testid="review-approve"
            disabled={actions.approve.isPending}
            onClick={() =>
              actions.approve.mutate(
                { comment },
                { onSuccess: ok(t('projects.approved')), onError: fail },
              )
            }
          >
            <Check size={16} aria-hidden="true" />
            {t('projects.approve')}
          </button>
          <button
            type="button"
            className="btn btn--outline"
            data-testid="review-send-back"
            disabled={!comment.trim() || actions.sendBack.isPending}
            onClick={() =>
              actions.sendBack.mutate(
                { comment },
                { onSuccess: ok(t('projects.sentBack')), onError: fail },
              )
            }
          >
            <Undo2 size={16} aria-hidden="true" />
            {t('projects.sendBack')}
          </button>
        </div>
      </section>
    );
  }
  if (project.state !== 'approved' && project.state !== 'upcoming') return null;
  return (
    <section className="admin-card studio-panel" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('projects.schedule')}</h2>
      <p className="field__hint">{t('projects.scheduleHint')}</p>
      <FormAlert message={error} />
      <div className="studio-row">
        {(['publishAt', 'startsAt', 'endsAt'] as const).map((key) => (
          <div className="field" key={key}>
            <label className="field__label" htmlFor={`schedule-${key}`}>
              {t(`projects.${key}`)}
            </label>
            <input
              id={`schedule-${key}`}
              type="datetime-local"
              className="field__input"
              value={when[key]}
              data-testid={`schedule-${key}`}
              onChange={(e) => setWhen((w) => ({ ...w, [key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="schedule-save"
        disabled={actions.schedule.isPending}
        onClick={() =>
          actions.schedule.mutate(
            {
              publishAt: toIso(when.publishAt),
              startsAt: toIso(when.startsAt),
              endsAt: toIso(when.endsAt),
            },
            { onSuccess: ok(t('projects.scheduled')), onError: fail },
          )
        }
      >
        <CalendarClock size={16} aria-hidden="true" />
        {t('projects.scheduleSave')}
      </button>
    </section>
  );
}

/** Cancel (reserved) or refund (charged) one pledge, with a reason for the audit log. */
export function PledgeActions({ projectId, pledge }: { projectId: string; pledge: BackerPledge }) {
  const { t } = useTranslation('admin');
  const { pledge: act } = useProjectActions(projectId);
  const [reason, setReason] = useState('');
  const action =
    pledge.status === 'reserved' ? 'cancel' : pledge.status === 'charged' ? 'refund' : null;
  if (!action) return null;
  const id = `reason-${pledge._id}`;
  return (
    <form
      className="pledge-action"
      onSubmit={(e) => {
        e.preventDefault();
        act.mutate(
          { pledgeId: pledge._id, action, reason },
          {
            onSuccess: () => {
              setReason('');
              toastSuccess(t(`projects.pledge.${action}Done`));
            },
          },
        );
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('projects.pledge.reason')}
      </label>
      <input
        id={id}
        className="field__input"
        placeholder={t('projects.pledge.reason')}
        value={reason}
        maxLength={500}
        data-testid={`pledge-reason-${pledge._id}`}
        onChange={(e) => setReason(e.target.value)}
      />
      <button
        type="submit"
        className="btn btn--outline"
        disabled={!reason.trim() || act.isPending}
        data-testid={`pledge-${action}-${pledge._id}`}
      >
        {t(`projects.pledge.${action}`)}
      </button>
      {act.error && (
        <p className="field__error" role="alert">
          {act.error.message}
        </p>
      )}
    </form>
  );
}
