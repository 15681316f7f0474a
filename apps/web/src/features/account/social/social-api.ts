import type { AuthToken } from '@dalbit/contract';
import { API_TIMEOUT_MS } from '@dalbit/contract/constants';
import { api } from '../../../lib/api-client';
import type { AccountUser } from '../../../lib/session/account-types';
import { bodyLanguage } from '../api/account-api';
import { kakaoRedirectUri } from './kakao';
import type { KakaoConfig } from './web-app-config';

// Screens decide how to show failures, so these calls do not toast.
const quiet = { toastOnError: false } as const;
const device = { typeDevice: 'web', deviceToken: '' } as const;

/** Thrown when Kakao's token endpoint refuses the code or cannot be reached. */
class KakaoExchangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KakaoExchangeError';
  }
}

export const socialApi = {
  loginGoogle: (googleToken: string) =>
    api.post<AuthToken>(
      '/user/login/google',
      { googleToken, language: bodyLanguage(), ...device },
      quiet,
    ),
  loginKakao: (kakaoToken: string) =>
    api.post<AuthToken>(
      '/user/login/kakao',
      { kakaoToken, language: bodyLanguage(), ...device },
      quiet,
    ),
  /**
   * Names the e-mail of an account without a verified one (a Kakao account that withheld it):
   * the account now carries it, unverified, and a code goes to it. Answers the user.
   */
  addEmail: (userEmail: string) =>
    api.post<AccountUser>('/user/add-email', { userEmail, language: bodyLanguage() }, quiet),
};

/**
 * The one external call (docs/product/accounts.md#kakao): the authorisation code for an access token at Kakao's token
 * endpoint (form-encoded, authorization_code grant).
 */
export async function exchangeKakaoCode(kakao: KakaoConfig, code: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${kakao.authBase.replace(/\/$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: kakao.restApiKey,
        redirect_uri: kakaoRedirectUri(),
        code,
      }).toString(),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new KakaoExchangeError('Kakao token endpoint unreachable');
  }
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== 'string' || !body.access_token) {
    throw new KakaoExchangeError(`Kakao token exchange failed (HTTP ${response.status})`);
  }
  return body.access_token;
}
