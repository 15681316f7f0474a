import { ShieldCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ApiError } from '../../lib/api-client';
import { Modal } from '../ui/modal';
import './form-fields.css';
import './confirm-password-dialog.css';

interface ConfirmPasswordDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  /** Resolves when done; a rejection's message is shown in the dialog. */
  onConfirm: (password: string | undefined) => Promise<void>;
  testId?: string;
}

/**
 * A sensitive step asks who is there once more (docs/product/back-office.md#confirmation): the
 * password; an account without one (Google, Kakao) leaves it empty and the server checks that
 * it signed in recently, explaining when it did not.
 */
export function ConfirmPasswordDialog(props: ConfirmPasswordDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    props.onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(password || undefined);
      setPassword('');
    } catch (cause) {
      setError(cause instanceof ApiError || cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      onClose={close}
      title={props.title}
      icon={<ShieldCheck size={24} />}
      testId={props.testId}
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={close}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${props.danger ? 'btn--danger' : 'btn--dark'}`}
            disabled={busy}
            data-testid={props.testId ? `${props.testId}-confirm` : undefined}
            onClick={() => void confirm()}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-dialog">
        {props.children}
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('confirm.password')}
          </label>
          <input
            id={id}
            type="password"
            className="field__input"
            autoComplete="current-password"
            value={password}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            data-testid={props.testId ? `${props.testId}-password` : undefined}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void confirm();
            }}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {t('confirm.recentSignIn')}
          </p>
        </div>
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
