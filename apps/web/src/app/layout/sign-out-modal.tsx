import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { useAccount } from '../../lib/session/account-context';
import { signInPath } from '../../features/account/model/journey';
import { useIsWide } from '../../lib/breakpoints';

/** docs/product/layout.md#sign-out-modal: the sign-out confirmation; afterwards /login (wide) or /login-method. */
export function SignOutModal() {
  const { t } = useTranslation();
  const { signOutPromptOpen, closeSignOutPrompt, signOut } = useAccount();
  const navigate = useNavigate();
  const isWide = useIsWide();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    closeSignOutPrompt();
    void navigate(signInPath(isWide), { replace: true });
  };

  return (
    <Modal
      open={signOutPromptOpen}
      onClose={closeSignOutPrompt}
      title={t('signOut.title')}
      icon={<LogOut size={24} />}
      testId="signout-modal"
      actions={
        <>
          <button
            type="button"
            className="btn btn--outline"
            onClick={closeSignOutPrompt}
            data-testid="signout-cancel"
            data-autofocus
          >
            {t('signOut.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--dark"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="signout-confirm"
          >
            {t('signOut.confirm')}
          </button>
        </>
      }
    >
      <p>{t('signOut.question')}</p>
      <p>{t('signOut.text')}</p>
    </Modal>
  );
}
