import { AppError } from '../http/app-error.js';
import { normalizeEmail, type SocialProfile } from './social-profile.js';

export interface KakaoClientOptions {
  apiBase: string;
  /** Our app's id: a token issued to any other app is refused. */
  appId: string;
  timeoutMs?: number;
}

interface TokenInfo {
  id?: unknown;
  app_id?: unknown;
  expires_in?: unknown;
}

interface KakaoUser {
  id?: unknown;
  kakao_account?: {
    email?: unknown;
    is_email_valid?: unknown;
    is_email_verified?: unknown;
    profile?: { nickname?: unknown };
  };
  properties?: { nickname?: unknown };
}

const idOf = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^[0-9]{1,20}$/.test(value))
    ? String(value)
    : undefined;

/**
 * Checks a Kakao access token: the token-info API must know it and name our app (a token of
 * another app is the classic token-substitution attack), then the user API tells who it is.
 */
export const createKakaoClient = (options: KakaoClientOptions) => {
  const timeoutMs = options.timeoutMs ?? 3000;

  const call = async <T>(path: string, token: string): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new AppError('auth.social_unavailable');
    }
    // Kakao answers 401 for an unknown or expired token and 400 for a malformed one.
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new AppError('auth.social_invalid');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError('auth.social_unavailable');
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new AppError('auth.social_unavailable');
    }
  };

  return async (token: string): Promise<SocialProfile> => {
    if (!/^[\x21-\x7e]+$/.test(token)) throw new AppError('auth.social_invalid');
    const info = await call<TokenInfo>('/v1/user/access_token_info', token);
    const infoId = idOf(info.id);
    if (!infoId || idOf(info.app_id) !== options.appId) {
      throw new AppError('auth.social_invalid');
    }
    const me = await call<KakaoUser>('/v2/user/me', token);
    if (idOf(me.id) !== infoId) throw new AppError('auth.social_invalid');
    const account = me.kakao_account ?? {};
    const email = normalizeEmail(account.email);
    const nickname = account.profile?.nickname ?? me.properties?.nickname;
    return {
      subject: infoId,
      email,
      emailVerified:
        email !== null && account.is_email_valid === true && account.is_email_verified === true,
      name: typeof nickname === 'string' ? nickname : null,
    };
  };
};

export type KakaoClient = ReturnType<typeof createKakaoClient>;
