import { KAKAO_LOGIN_POLL_MS } from '@dalbit/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from 'react-router';
import { openPopup } from '../../../lib/popup';
import { readStorage } from '../../../lib/storage';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccount } from '../../../lib/session/account-context';
import type { AccountUser } from '../../../lib/session/account-types';
import { FormAlert } from '../../../components/form/form-fields';
import { journeyPath } from '../model/journey';
import { GoogleButton } from './google-button';
import type { GoogleCredentialResponse } from './google-identity';
import { writeSession } from '../../../lib/session-storage';
import { kakaoAuthorizeUrl, randomState } from './kakao';
import { KakaoSymbol } from './kakao-symbol';
import { socialApi } from './social-api';
import { type KakaoConfig, useWebAppConfig } from './web-app-config';

/**
 * The sign-in buttons of the configured providers, above the e-mail form with an 'or'
 * divider. Nothing shows for a provider that is not configured (or whose script failed).
 */
export function SocialSignIn() {
  const { t } = useTranslation('account');
  const { data: config } = useWebAppConfig();
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const [googleUnavailable, setGoogleUnavailable] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(poll.current), []);

  const google = googleUnavailable ? null : (config?.google ?? null);
  const kakao = config?.kakao ?? null;
  if (!google && !kakao) return null;

  // docs/product/accounts.md#sign-in: 'Login Success!' only for a verified e-mail; then along the journey.
  const arrive = (user: AccountUser | null, isEmailVerified: boolean) => {
    if (!user) return;
    if (isEmailVerified) toastSuccess(t('common:auth.loginSuccess'));
    void navigate(journeyPath(user), { replace: true });
  };

  const onGoogleCredential = async ({ credential }: GoogleCredentialResponse) => {
    setMessage(null);
    // docs/product/accounts.md#google: Google sign-in without a token.
    if (!credential) {
      toastError(t('errors.googleToken'));
      return;
    }
    try {
      const { token, isEmailVerified } = await socialApi.loginGoogle(credential);
      if (!token) {
        toastError(t('errors.googleToken'));
        return;
      }
      arrive(await signIn(token, 'google'), isEmailVerified);
    } catch (error) {
      toastError(error instanceof Error ? error.message : null);
    }
  };

  /** docs/product/accounts.md#kakao: the authorisation popup, polled every 1000 ms until it closes. */
  const startKakao = (kakaoConfig: KakaoConfig) => {
    setMessage(null);
    const state = randomState();
    writeSession(SESSION_KEYS.kakaoState, state);
    const popup = openPopup(kakaoAuthorizeUrl(kakaoConfig, state), 'kakao-login');
    if (!popup) {
      setMessage(t('social.popupBlocked'));
      return;
    }
    clearInterval(poll.current);
    poll.current = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll.current);
      // The callback page stored the session token in the localStorage both windows share.
      const token = readStorage(STORAGE_KEYS.token);
      if (!token) return;
      // As a sign-in here (the popup stored what signIn stores): the language switch is told.
      void signIn(token, 'kakao').then((user) => arrive(user, user?.isEmailVerified ?? false));
    }, KAKAO_LOGIN_POLL_MS);
  };

  return (
    <div
      className="social"
      role="group"
      aria-label={t('social.label')}
      data-testid="social-buttons"
    >
      <FormAlert message={message} testId="social-error" />
      <div className="social__buttons">
        {google && (
          <GoogleButton
            google={google}
            onCredential={(response) => void onGoogleCredential(response)}
            onUnavailable={() => setGoogleUnavailable(true)}
          />
        )}
        {kakao && (
          <button
            type="button"
            className="social__kakao"
            onClick={() => startKakao(kakao)}
            data-testid="kakao-login"
          >
            <KakaoSymbol />
            <span>{t('social.kakao')}</span>
          </button>
        )}
      </div>
      <p className="social__divider">
        <span>{t('social.or')}</span>
      </p>
    </div>
  );
}
