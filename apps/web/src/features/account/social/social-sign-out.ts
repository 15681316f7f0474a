import { KAKAO_LOGOUT_POLL_MS } from '@dalbit/contract';
import type { QueryClient } from '@tanstack/react-query';
import { readStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { endGoogleAutoSelect } from './google-identity';
import { kakaoLogoutUrl, waitForClose } from './kakao';
import { webAppConfigQuery } from './web-app-config';

interface SocialSignOutOptions {
  provider: 'google' | 'kakao';
  /** The Kakao logout popup, opened (blank) inside the click; null when blocked. */
  popup: Window | null;
  queryClient: QueryClient;
  /** POST /user/logout, then forget the session. */
  plainSignOut: () => Promise<void>;
  /** Forget the session locally only. */
  clearSession: () => void;
}

/**
 * docs/product/accounts.md#sign-out, social logout. Google: end Google's auto sign-in, then a normal logout.
 * Kakao: Kakao's logout page in a popup, which returns to /kakao-expire (that page signs out
 * and closes); poll every 500 ms until it closes, then clear the session when no token
 * remains, otherwise log out normally.
 */
export async function socialSignOut({
  provider,
  popup,
  queryClient,
  plainSignOut,
  clearSession,
}: SocialSignOutOptions): Promise<void> {
  if (provider === 'google') {
    endGoogleAutoSelect();
    return plainSignOut();
  }
  if (!popup) return plainSignOut();
  const config = await queryClient.fetchQuery(webAppConfigQuery).catch(() => null);
  if (!config?.kakao) {
    popup.close();
    return plainSignOut();
  }
  popup.location.href = kakaoLogoutUrl(config.kakao);
  await waitForClose(popup, KAKAO_LOGOUT_POLL_MS);
  if (readStorage(STORAGE_KEYS.token)) await plainSignOut();
  else clearSession();
}
