import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { toastError } from '../../../lib/toast';
import { COMMENT_MAX_LENGTH } from '../api/comment-api';

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
export function CommentComposer({
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
