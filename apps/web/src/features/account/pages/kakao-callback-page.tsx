import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate, useSearchParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { useIsWide } from '../../../lib/breakpoints';
import { writeStorage } from '../../../lib/storage';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage-keys';
import { toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import { readSession, writeSession } from '../../../lib/session-storage';
import { journeyPath, signInPath } from '../model/journey';
import { KakaoSymbol } from '../social/kakao-symbol';
import { exchangeKakaoCode, socialApi } from '../social/social-api';
import { useWebAppConfig } from '../social/web-app-config';
import '../components/account.css';

/** True in the sign-in popup (the opener polls it); false on a direct visit. */
const inPopup = () => {
  try {
    return window.opener !== null && window.opener !== window;
  } catch {
    return false;
  }
};

/**
 * /oauth/kakao/callback, in the sign-in popup: check `state`, exchange the code at Kakao's
 * token endpoint, sign in with the access token, keep the session where the opener finds it,
 * then close. A direct visit (no opener) signs in here and goes on to /home.
 */
export function KakaoCallbackPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { data: config, isError: configFailed } = useWebAppConfig();
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const isWide = useIsWide();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const denied = params.get('error');
    if (denied) {
      started.current = true;
      setError(t(denied === 'access_denied' ? 'kakao.denied' : 'kakao.failed'));
      return;
    }
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || state !== readSession(SESSION_KEYS.kakaoState)) {
      started.current = true;
      setError(t('kakao.badState'));
      return;
    }
    if (configFailed) {
      started.current = true;
      setError(t('kakao.failed'));
      return;
    }
    if (!config) return;
    started.current = true;
    // A state and a code are good for one sign-in only.
    writeSession(SESSION_KEYS.kakaoState, null);
    const kakao = config.kakao;
    if (!kakao) {
      setError(t('kakao.unavailable'));
      return;
    }
    void (async () => {
      let accessToken: string;
      try {
        accessToken = await exchangeKakaoCode(kakao, code);
      } catch {
        setError(t('kakao.exchangeFailed'));
        return;
      }
      try {
        const { token, isEmailVerified } = await socialApi.loginKakao(accessToken);
        if (!token) throw new Error('empty token');
        // Sign-out needs to know this is a Kakao session, with a Kakao token to end.
        writeStorage(STORAGE_KEYS.kakaoToken, accessToken);
        if (inPopup()) {
          writeStorage(STORAGE_KEYS.token, token);
          writeStorage(STORAGE_KEYS.authProvider, 'kakao');
          // The opener sees the popup close, finds the token and carries on.
          window.close();
          return;
        }
        const user = await signIn(token, 'kakao');
        if (isEmailVerified) toastSuccess(t('common:auth.loginSuccess'));
        void navigate(user ? journeyPath(user) : '/home', { replace: true });
      } catch (cause) {
        setError(cause instanceof ApiError ? cause.message : t('kakao.failed'));
      }
    })();
  }, [params, config, configFailed, signIn, navigate, t]);

  const close = () => {
    if (inPopup()) window.close();
    else void navigate(signInPath(isWide), { replace: true });
  };

  return (
    <div className="popup-page" data-testid="kakao-callback">
      <h1 className="visually-hidden">{t('kakao.title')}</h1>
      {error ? (
        <StateMessage
          tone="error"
          icon={<CircleAlert size={28} />}
          title={t('kakao.errorTitle')}
          text={error}
          testId="kakao-callback-error"
          action={
            <button
              type="button"
              className="btn btn--dark"
              onClick={close}
              data-testid="kakao-callback-close"
            >
              {inPopup() ? t('common:actions.close') : t('kakao.backToSignIn')}
            </button>
          }
        />
      ) : (
        <div className="popup-page__status" role="status">
          <span className="popup-page__badge" aria-hidden="true">
            <KakaoSymbol size={26} />
          </span>
          <p>{t('kakao.signingIn')}</p>
        </div>
      )}
    </div>
  );
}
