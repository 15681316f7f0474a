import { MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useIdleOrNear } from '../../../lib/when-idle';
import type { CommentPaths } from '../api/comment-api';
import { type AskReason, useCommentThread } from '../hooks/use-comment-thread';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import './comments.css';

interface CommentsProps {
  /** The thread's calls: a film's (filmCommentPaths) or a crowdfunding project's. */
  paths: CommentPaths;
  signedIn: boolean;
  ask: (reason: AskReason) => void;
  /** Dark on the film page; light on paper (crowdfunding projects). */
  tone?: 'dark' | 'light';
}

/**
 * Comments with one level of replies, newest first, loaded a page at a time. Below the first
 * screen of the pages that hold them, so the thread (its form, its read, its list) waits until
 * the page is idle after its first paint or the section nears the viewport; the heading and the
 * loading state are there from the first frame (docs/performance.md#phones).
 */
export function Comments({ tone = 'dark', ...props }: CommentsProps) {
  const { t } = useTranslation('films');
  const ref = useRef<HTMLElement>(null);
  const ready = useIdleOrNear(ref);
  return (
    <section
      ref={ref}
      className={`comments comments--${tone}`}
      aria-labelledby="comments-title"
      data-testid="comments"
    >
      {ready ? (
        <CommentThread {...props} />
      ) : (
        <>
          <h2 id="comments-title" className="detail-section__title">
            {t('comments.title')}
          </h2>
          <p className="comments__state">{t('common:status.loading')}</p>
        </>
      )}
    </section>
  );
}

function CommentThread({ paths, signedIn, ask }: Omit<CommentsProps, 'tone'>) {
  const { t } = useTranslation('films');
  const thread = useCommentThread(paths, signedIn, ask);
  const { query, comments, total, replyTo } = thread;

  return (
    <>
      <h2 id="comments-title" className="detail-section__title">
        {t('comments.title')}
        {total > 0 && <span className="comments__total">{total}</span>}
      </h2>
      <CommentComposer
        testId="comment-form"
        placeholder={signedIn ? t('comments.placeholder') : t('comments.visitorPlaceholder')}
        submitLabel={t('comments.submit')}
        guard={thread.guard}
        onSubmit={thread.post}
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
                onChanged={thread.refresh}
                onReply={() => thread.toggleReply(comment._id)}
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
                        onChanged={thread.refresh}
                      />
                    </li>
                  ))}
                  {replyTo === comment._id && (
                    <li>
                      <CommentComposer
                        testId="reply-form"
                        autoFocus
                        placeholder={t('comments.replyPlaceholder', {
                          name: comment.author.userName,
                        })}
                        submitLabel={t('comments.reply')}
                        guard={thread.guard}
                        onCancel={thread.closeReply}
                        onSubmit={(body) => thread.reply(comment._id, body)}
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
    </>
  );
}
