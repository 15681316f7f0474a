import { LogIn } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useIsWide } from '../../../lib/breakpoints';

export type SignInReason = 'vote' | 'pledge' | 'comment' | 'report';

/**
 * Visitors who try to vote, pledge or comment are asked to sign in: a small dialog leading to
 * the sign-in screen of their width (spec section 2), which brings them back here afterwards.
 */
export function useSignInPrompt() {
  const { t } = useTranslation('crowdfunding');
  const [reason, setReason] = useState<SignInReason | null>(null);
  const isWide = useIsWide();
  const navigate = useNavigate();
  const location = useLocation();
  const ask = useCallback((next: SignInReason) => setReason(next), []);
  const close = () => setReason(null);

  const element = (
    <Modal
      open={reason !== null}
      onClose={close}
      title={t('signIn.title')}
      icon={<LogIn size={24} />}
      testId="signin-prompt"
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={close}>
            {t('signIn.cancel')}
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
            {t('signIn.go')}
          </button>
        </>
      }
    >
      <p>{reason ? t(`signIn.reason.${reason}`) : ''}</p>
      <p>{t('signIn.text')}</p>
    </Modal>
  );
  return { ask, element };
}
