import type { Comment } from '@dalbit/contract';
import { MessageSquareReply, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Avatar } from '../../../components/ui/avatar';
import { currentLocale } from '../../../lib/i18n';
import { timeAgo } from '../../../lib/time-ago';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  type CommentPaths,
  deleteComment,
  editComment,
  type ReportReason,
  reportComment,
} from '../api/comment-api';
import { DeleteConfirm, ReportMenu } from './comment-actions';
import type { AskReason } from '../hooks/use-comment-thread';
import { CommentComposer } from './comment-composer';

type Reply = Comment['replies'][number];

interface ItemProps {
  comment: Comment | Reply;
  paths: CommentPaths;
  isReply?: boolean;
  signedIn: boolean;
  ask: (reason: AskReason) => void;
  onChanged: () => void;
  onReply?: () => void;
}

export function CommentItem({
  comment,
  paths,
  isReply,
  signedIn,
  ask,
  onChanged,
  onReply,
}: ItemProps) {
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

  // Hidden by a moderator: a placeholder for everyone but the author (docs/product/back-office.md#moderation).
  if (comment.hidden && !comment.mine) {
    return (
      <article
        className={`comment comment--deleted${isReply ? ' comment--reply' : ''}`}
        data-testid="comment-item"
        data-comment-id={comment._id}
        data-hidden="true"
      >
        <p className="comment__body">{t('comments.hidden')}</p>
      </article>
    );
  }

  const report = (reason: ReportReason) => {
    if (!signedIn) {
      ask('report');
      return;
    }
    reportComment(paths, comment._id, reason).then(
      () => toastSuccess(t('comments.reported')),
      () => toastError(t('comments.reportFailed')),
    );
  };

  return (
    <article
      className={`comment${isReply ? ' comment--reply' : ''}`}
      data-testid="comment-item"
      data-comment-id={comment._id}
    >
      <Avatar src={comment.author.avatar} size={isReply ? 32 : 40} />
      <div className="comment__main">
        <header className="comment__head">
          <span className="comment__author">
            {comment.author.userName || t('comments.deletedAccount')}
          </span>
          {comment.mine && <span className="comment__mine">{t('comments.you')}</span>}
          <time className="comment__time" dateTime={comment.createdAt}>
            {timeAgo(comment.createdAt, locale)}
          </time>
          {comment.editedAt && <span className="comment__edited">{t('comments.edited')}</span>}
        </header>
        {editing ? (
          <CommentComposer
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
        {comment.hidden && (
          <p className="comment__hidden-note" data-testid="comment-hidden-note">
            {t('comments.hiddenMine')}
          </p>
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
              <ReportMenu onReport={report} />
            )}
          </div>
        )}
      </div>
      <DeleteConfirm
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteComment(paths, comment._id).then(onChanged, () =>
            toastError(t('comments.deleteFailed')),
          );
        }}
      />
    </article>
  );
}
