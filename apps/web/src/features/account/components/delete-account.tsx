import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { ConfirmPasswordDialog } from '../../../components/form/confirm-password-dialog';
import { api } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session/account-context';
import { toastSuccess } from '../../../lib/toast';

/**
 * Deleting one's own account (docs/product/accounts.md#deleting-the-account): the password
 * again (or a recent sign-in for Google and Kakao accounts), then the session is forgotten.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { clearSession } = useAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <section className="profile-card delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('delete.title')}</h2>
      <p>{t('delete.text')}</p>
      <button
        type="button"
        className="btn btn--outline delete-account__button"
        onClick={() => setOpen(true)}
        data-testid="delete-account"
      >
        <Trash2 size={16} aria-hidden="true" />
        {t('delete.button')}
      </button>
      <ConfirmPasswordDialog
        open={open}
        title={t('delete.confirmTitle')}
        confirmLabel={t('delete.confirm')}
        danger
        testId="delete-account-dialog"
        onCancel={() => setOpen(false)}
        onConfirm={async (password) => {
          await api.delete('/user/me', { password }, { toastOnError: false });
          setOpen(false);
          clearSession();
          toastSuccess(t('delete.done'));
          void navigate('/', { replace: true });
        }}
      >
        <p>{t('delete.confirmText')}</p>
      </ConfirmPasswordDialog>
    </section>
  );
}
