import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { useIsWide } from '../../../lib/breakpoints';
import { readStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useAccount } from '../../../lib/session/account-context';
import { signInPath } from '../model/journey';
import '../components/account.css';

/**
 * /kakao-expire, where Kakao's logout returns in the sign-out popup: end our session with the
 * stored token, forget it, and close. The opener sees the token gone and clears its state. A
 * direct visit signs out too and goes to the sign-in screen.
 */
export function KakaoExpirePage() {
  const { t } = useTranslation('account');
  const { isLoading, clearSession } = useAccount();
  const navigate = useNavigate();
  const isWide = useIsWide();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Wait for the start-up me call, so it cannot bring the user back after the sign-out.
    if (isLoading || started.current) return;
    started.current = true;
    void (async () => {
      if (readStorage(STORAGE_KEYS.token)) {
        await api.post('/user/logout', undefined, { toastOnError: false }).catch(() => undefined);
      }
      clearSession();
      setDone(true);
      if (window.opener) window.close();
      else void navigate(signInPath(isWide), { replace: true });
    })();
  }, [isLoading, clearSession, navigate, isWide]);

  return (
    <div className="popup-page popup-page--framed" data-testid="kakao-expire">
      <h1 className="visually-hidden">{t('common:pageTitles.signOut')}</h1>
      <div className="popup-page__status" role="status">
        <p>{done ? t('kakao.signedOut') : t('kakao.signingOut')}</p>
      </div>
    </div>
  );
}
