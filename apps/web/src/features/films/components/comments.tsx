import type { Comment } from '@dalbit/contract';
import { COMMENT_MAX_LENGTH } from '../film-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, MessageCircle, MessageSquareReply, PencilLine, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Dropdown } from '../../../components/ui/dropdown';
import { Modal } from '../../../components/ui/modal';
import { currentLocale } from '../../../lib/i18n';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  type CommentPaths,
  deleteComment,
  editComment,
  postComment,
  type ReportReason,
  reportComment,
  useComments,
} from '../api/film-api';
import './comments.css';

type Reply = Comment['replies'][number];
/** What a visitor tried to do when asked to sign in. */
type AskReason = 'comment' | 'report';
const REASONS: ReportReason[] = ['spam', 'abuse', 'spoiler', 'other'];

function timeAgo(iso: string, locale: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

interface ComposerProps {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  testId?: string;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Visitors are asked to sign in instead; their text stays in the box. */
  guard?: () => boolean;
}

/** A comment box: saving failures keep the text and say 'Comment failed!'. */
function Composer({
  initial = '',
  placeholder,
  submitLabel,
  testId,
  autoFocus,
  onSubmit,
  onCancel,
  guard,
}: ComposerProps) {
  const { t } = useTranslation('films');
  const [text, setText] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    if (guard && !guard()) return;
    setBusy(true);
    setFailed(false);
    try {
      await onSubmit(trimmed);
      setText('');
    } catch {
      setFailed(true);
      toastError(t('comments.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comment-form" data-testid={testId} onSubmit={(event) => void submit(event)}>
      <textarea
        name="body"
        className="comment-form__input"
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={placeholder}
        aria-label={placeholder}
        rows={testId === 'comment-form' ? 3 : 2}
        autoFocus={autoFocus}
        aria-invalid={failed || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (failed) setFailed(false);
        }}
      />
      <div className="comment-form__foot">
        {failed ? (
          <p className="comment-form__error" role="alert" data-testid="comment-error">
            {t('comments.failed')}
          </p>
        ) : (
          <span className="comment-form__count" aria-hidden="true">
            {text.length} / {COMMENT_MAX_LENGTH}
          </span>
        )}
        <div className="comment-form__actions">
          {onCancel && (
            <button type="button" className="btn btn--outline btn--sm" onClick={onCancel}>
              {t('comments.cancel')}
            </button>
          )}
          <button
            type="submit"
            className="btn btn--dark btn--sm"
            disabled={!trimmed || busy}
            data-testid={testId === 'comment-form' ? 'comment-submit' : undefined}
          >
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

interface ItemProps {
  comment: Comment | Reply;
  paths: CommentPaths;
  isReply?: boolean;
  signedIn: boolean;
  ask: (reason: AskReason) => void;
  onChanged: () => void;
  onReply?: () => void;
}

function CommentItem({ comment, paths, isReply, signedIn, ask, onChanged, onReply }: ItemProps) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (comment.deleted) {
    return (
      <article
        className="comment comment--deleted"
        data-testid="comment-item"
        data-comment-id={comment._id}
      >
        <p className="comment__body">{t('comments.deleted')}</p>
      </article>
    );
  }

  return (
    <article
      className={`comment${isReply ? ' comment--reply' : ''}`}
      data-testid="comment-item"
      data-comment-id={comment._id}
    >
      <Avatar src={comment.author.avatar} size={isReply ? 32 : 40} />
      <div className="comment__main">
        <header className="comment__head">
          <span className="comment__author">{comment.author.userName}</span>
          {comment.mine && <span className="comment__mine">{t('comments.you')}</span>}
          <time className="comment__time" dateTime={comment.createdAt}>
            {timeAgo(comment.createdAt, locale)}
          </time>
          {comment.editedAt && <span className="comment__edited">{t('comments.edited')}</span>}
        </header>
        {editing ? (
          <Composer
            initial={comment.body}
            autoFocus
            placeholder={t('comments.editPlaceholder')}
            submitLabel={t('comments.save')}
            testId="comment-edit-form"
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await editComment(paths, comment._id, body);
              setEditing(false);
              onChanged();
            }}
          />
        ) : (
          <p className="comment__body">{comment.body}</p>
        )}
        {!editing && (
          <div className="comment__actions">
            {onReply && (
              <button
                type="button"
                className="comment__action"
                data-testid="comment-reply"
                onClick={onReply}
              >
                <MessageSquareReply size={15} aria-hidden="true" />
                {t('comments.reply')}
              </button>
            )}
            {comment.mine ? (
              <>
                <button
                  type="button"
                  className="comment__action"
                  data-testid="comment-edit"
                  onClick={() => setEditing(true)}
                >
                  <PencilLine size={15} aria-hidden="true" />
                  {t('comments.edit')}
                </button>
                <button
                  type="button"
                  className="comment__action"
                  data-testid="comment-delete"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 size={15} aria-hidden="true" />
                  {t('comments.delete')}
                </button>
              </>
            ) : (
              <Dropdown
                label={
                  <>
                    <Flag size={15} aria-hidden="true" />
                    {t('comments.report')}
                  </>
                }
                showChevron={false}
                buttonClassName="comment__action"
                buttonTestId="comment-report"
                align="start"
              >
                {(close) => (
                  <ul
                    className="comment__reasons"
                    role="menu"
                    aria-label={t('comments.reportTitle')}
                  >
                    {REASONS.map((reason) => (
                      <li key={reason}>
                        <button
                          type="button"
                          role="menuitem"
                          className="menu-item"
                          data-testid="report-reason"
                          data-reason={reason}
                          onClick={() => {
                            close();
                            if (!signedIn) {
                              ask('report');
                              return;
                            }
                            reportComment(paths, comment._id, reason).then(
                              () => toastSuccess(t('comments.reported')),
                              () => toastError(t('comments.reportFailed')),
                            );
                          }}
                        >
                          {t(`comments.reasons.${reason}`)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Dropdown>
            )}
          </div>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('comments.deleteTitle')}
        icon={<Trash2 size={22} />}
        testId="comment-delete-confirm"
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              {t('comments.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--dark"
              data-autofocus
              data-testid="comment-delete-yes"
              onClick={() => {
                setConfirming(false);
                deleteComment(paths, comment._id).then(onChanged, () =>
                  toastError(t('comments.deleteFailed')),
                );
              }}
            >
              {t('comments.delete')}
            </button>
          </>
        }
      >
        <p>{t('comments.deleteText')}</p>
      </Modal>
    </article>
  );
}

interface CommentsProps {
  /** The thread's calls: a film's (filmCommentPaths) or a crowdfunding project's. */
  paths: CommentPaths;
  signedIn: boolean;
  ask: (reason: AskReason) => void;
  /** Dark on the film page; light on paper (crowdfunding projects). */
  tone?: 'dark' | 'light';
}

/** Comments with one level of replies, newest first, loaded a page at a time. */
export function Comments({ paths, signedIn, ask, tone = 'dark' }: CommentsProps) {
  const { t } = useTranslation('films');
  const client = useQueryClient();
  const query = useComments(paths);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: paths.queryKey });
  const guard = () => {
    if (signedIn) return true;
    ask('comment');
    return false;
  };
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section
      className={`comments comments--${tone}`}
      aria-labelledby="comments-title"
      data-testid="comments"
    >
      <h2 id="comments-title" className="detail-section__title">
        {t('comments.title')}
        {total > 0 && <span className="comments__total">{total}</span>}
      </h2>
      <Composer
        testId="comment-form"
        placeholder={signedIn ? t('comments.placeholder') : t('comments.visitorPlaceholder')}
        submitLabel={t('comments.submit')}
        guard={guard}
        onSubmit={async (body) => {
          await postComment(paths, body);
          refresh();
        }}
      />
      {query.isPending ? (
        <p className="comments__state">{t('common:status.loading')}</p>
      ) : query.isError ? (
        <p className="comments__state" role="alert">
          {t('comments.loadFailed')}{' '}
          <button type="button" className="comments__retry" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </button>
        </p>
      ) : comments.length === 0 ? (
        <p className="comments__state comments__state--empty" data-testid="comments-empty">
          <MessageCircle size={20} aria-hidden="true" />
          {t('comments.empty')}
        </p>
      ) : (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment._id}>
              <CommentItem
                comment={comment}
                paths={paths}
                signedIn={signedIn}
                ask={ask}
                onChanged={refresh}
                onReply={() => {
                  if (!guard()) return;
                  setReplyTo((current) => (current === comment._id ? null : comment._id));
                }}
              />
              {(comment.replies.length > 0 || replyTo === comment._id) && (
                <ol className="comments__replies">
                  {comment.replies.map((reply) => (
                    <li key={reply._id}>
                      <CommentItem
                        comment={reply}
                        paths={paths}
                        isReply
                        signedIn={signedIn}
                        ask={ask}
                        onChanged={refresh}
                      />
                    </li>
                  ))}
                  {replyTo === comment._id && (
                    <li>
                      <Composer
                        testId="reply-form"
                        autoFocus
                        placeholder={t('comments.replyPlaceholder', {
                          name: comment.author.userName,
                        })}
                        submitLabel={t('comments.reply')}
                        guard={guard}
                        onCancel={() => setReplyTo(null)}
                        onSubmit={async (body) => {
                          await postComment(paths, body, comment._id);
                          setReplyTo(null);
                          refresh();
                        }}
                      />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--outline comments__more"
          data-testid="comments-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common:status.loading') : t('comments.more')}
        </button>
      )}
    </section>
  );
}
