import { CornerDownRight, ExternalLink, EyeOff, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { ModerationAction, ModerationItem } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { StatusBadge } from '../../components/status-badge';

/** One reported comment in context, its reports, and hide / restore / dismiss with a note. */
export function ReportCard({
  item,
  busy,
  onAct,
}: {
  item: ModerationItem;
  busy: boolean;
  onAct: (action: ModerationAction, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [note, setNote] = useState('');
  const locale = currentLocale();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const { comment } = item;
  const act = (action: ModerationAction) => void onAct(action, note.trim()).then(() => setNote(''));
  return (
    <article
      className="admin-card mod-card"
      data-testid="moderation-item"
      data-comment-id={comment._id}
      aria-labelledby={`${id}-title`}
    >
      <header className="mod-card__head">
        <h2 id={`${id}-title`} className="mod-card__title">
          <Link to={comment.target.path} target="_blank" rel="noopener noreferrer">
            {pickText(comment.target.title_kr, comment.target.title_eng, locale)}
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </h2>
        <span className="admin-muted">{t(`moderation.kinds.${comment.target.kind}`)}</span>
        {comment.hidden && <StatusBadge tone="danger">{t('moderation.hidden')}</StatusBadge>}
        {comment.deleted && (
          <StatusBadge tone="muted">{t('moderation.deletedByAuthor')}</StatusBadge>
        )}
        {item.openReports > 0 && (
          <StatusBadge tone="warn">
            {t('moderation.openCount', { count: item.openReports })}
          </StatusBadge>
        )}
      </header>
      {comment.parent && (
        <blockquote className="mod-card__parent">
          <span className="admin-muted">
            {t('moderation.inReplyTo', {
              name: comment.parent.author.userName || t('moderation.deletedAccount'),
            })}
          </span>
          <p>{comment.parent.body}</p>
        </blockquote>
      )}
      <div className="mod-card__comment">
        {comment.parent && <CornerDownRight size={16} aria-hidden="true" className="admin-muted" />}
        <div>
          <p className="mod-card__author">
            <strong>{comment.author.userName || t('moderation.deletedAccount')}</strong>{' '}
            {comment.author.userEmail && (
              <span className="admin-muted">{comment.author.userEmail}</span>
            )}{' '}
            <time className="admin-muted" dateTime={comment.createdAt}>
              {when(comment.createdAt)}
            </time>
          </p>
          <p className="mod-card__body" data-testid="moderation-comment-body">
            {comment.body || t('moderation.empty.body')}
          </p>
        </div>
      </div>
      <ul className="mod-card__reports" aria-label={t('moderation.reports')}>
        {item.reports.map((report) => (
          <li key={report._id}>
            <StatusBadge tone={report.status === 'open' ? 'warn' : 'muted'}>
              {t(`moderation.reasons.${report.reason}`)}
            </StatusBadge>{' '}
            <span>
              {t('moderation.reportedBy', {
                name: report.reporter.userName || t('moderation.deletedAccount'),
              })}
            </span>{' '}
            <time className="admin-muted" dateTime={report.createdAt}>
              {when(report.createdAt)}
            </time>
            {report.note && <p className="mod-card__note">“{report.note}”</p>}
            {report.status !== 'open' && (
              <p className="admin-muted">
                {t(`moderation.handled.${report.status}`, {
                  name: report.handledBy?.userName ?? '',
                })}
                {report.handledNote && ` — ${report.handledNote}`}
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="mod-card__act">
        <label className="visually-hidden" htmlFor={`${id}-note`}>
          {t('moderation.note')}
        </label>
        <input
          id={`${id}-note`}
          className="field__input"
          placeholder={t('moderation.note')}
          value={note}
          maxLength={2000}
          data-testid="moderation-note"
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="mod-card__buttons">
          {comment.hidden ? (
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => act('restore')}
              data-testid="moderation-restore"
            >
              <RotateCcw size={16} aria-hidden="true" />
              {t('moderation.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy || comment.deleted}
              onClick={() => act('hide')}
              data-testid="moderation-hide"
            >
              <EyeOff size={16} aria-hidden="true" />
              {t('moderation.hide')}
            </button>
          )}
          {item.openReports > 0 && (
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => act('dismiss')}
              data-testid="moderation-dismiss"
            >
              <X size={16} aria-hidden="true" />
              {t('moderation.dismiss')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
