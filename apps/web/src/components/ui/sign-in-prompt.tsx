import { LogIn } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsWide } from '../../lib/breakpoints';
import { Modal } from './modal';

/**
 * Visitors who try something that needs an account (like, vote, pledge, comment…) are asked to
 * sign in: a small dialog leading to /login on wide screens and /login-method on narrow ones
 * (docs/product/layout.md#sign-in-prompt), which brings them back to this page afterwards. The feature gives the
 * texts, with one line per reason.
 */
interface SignInTexts<Reason extends string> {
  title: string;
  text: string;
  cancel: string;
  go: string;
  reason(reason: Reason): string;
}

export function useSignInPrompt<Reason extends string>(texts: SignInTexts<Reason>) {
  const [reason, setReason] = useState<Reason | null>(null);
  const isWide = useIsWide();
  const navigate = useNavigate();
  const location = useLocation();
  const ask = useCallback((next: Reason) => setReason(next), []);
  const close = () => setReason(null);

  const element = (
    <Modal
      open={reason !== null}
      onClose={close}
      title={texts.title}
      icon={<LogIn size={24} />}
      testId="signin-prompt"
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={close}>
            {texts.cancel}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            data-testid="signin-prompt-go"
            onClick={() => {
              close();
              void navigate(isWide ? '/login' : '/login-method', { state: { from: location } });
            }}
          >
            {texts.go}
          </button>
        </>
      }
    >
      <p>{reason ? texts.reason(reason) : ''}</p>
      <p>{texts.text}</p>
    </Modal>
  );
  return { ask, element };
}
