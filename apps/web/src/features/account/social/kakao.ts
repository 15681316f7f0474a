import { KAKAO_CALLBACK_PATH, KAKAO_EXPIRE_PATH } from '@dalbit/contract';
import type { KakaoConfig } from './web-app-config';

const base = (kakao: KakaoConfig) => kakao.authBase.replace(/\/$/, '');

export const kakaoRedirectUri = () => `${window.location.origin}${KAKAO_CALLBACK_PATH}`;

/** Kakao's authorisation page, opened in the sign-in popup. */
export function kakaoAuthorizeUrl(kakao: KakaoConfig, state: string): string {
  const query = new URLSearchParams({
    client_id: kakao.restApiKey,
    redirect_uri: kakaoRedirectUri(),
    response_type: 'code',
    state,
  });
  return `${base(kakao)}/oauth/authorize?${query.toString()}`;
}

/** Kakao's logout page, which returns to /kakao-expire in the sign-out popup. */
export function kakaoLogoutUrl(kakao: KakaoConfig): string {
  const query = new URLSearchParams({
    client_id: kakao.restApiKey,
    logout_redirect_uri: `${window.location.origin}${KAKAO_EXPIRE_PATH}`,
  });
  return `${base(kakao)}/oauth/logout?${query.toString()}`;
}

/** An unguessable `state` for one authorisation (CSRF protection of the callback). */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Resolves once the popup is closed, checking every `intervalMs` (docs/product/accounts.md#kakao). */
export function waitForClose(
  popup: Window,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (signal?.aborted) {
        clearInterval(timer);
        resolve(false);
      } else if (popup.closed) {
        clearInterval(timer);
        resolve(true);
      }
    }, intervalMs);
  });
}
