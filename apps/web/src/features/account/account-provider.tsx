import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError, setUnauthorizedHandler } from '../../lib/api-client';
import { currentLocale, i18n } from '../../lib/i18n';
import { languageToLocale, storeLanguage } from '../../lib/language';
import { openPopup } from '../../lib/popup';
import { readStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { toastError, toastInfo } from '../../lib/toast';
import { AccountContext } from '../../lib/session/account-context';
import type { AccountState, AccountUser, SessionProvider } from '../../lib/session/account-types';

/** How often the account load asks again after an answer that says nothing about the token. */
const ME_ATTEMPTS = 3;
const ME_TIMEOUT_MS = 10_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stored token's account (docs/product/accounts.md#session): `null` when the server answers
 * that it does not know the token (`data: null` or a 401), `undefined` when it could not be asked
 * (a timeout, no network, a 429 or a 5xx). Only the first forgets the token: a busy server or a
 * rate limit is no proof that the session ended, so those are asked again a few times.
 */
async function fetchMe(): Promise<AccountUser | null | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Silent: a stale token at start-up is not worth a toast, it is simply forgotten.
      return await api.get<AccountUser | null>('/user/me', {
        toastOnError: false,
        timeoutMs: ME_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (attempt >= ME_ATTEMPTS) return undefined;
      const seconds = error instanceof ApiError ? error.retryAfter : null;
      await wait(Math.min(5_000, seconds !== null ? seconds * 1000 : 500 * attempt));
    }
  }
}

/**
 * A signed-in user's language is the account's (docs/product/accounts.md#language); the local
 * choice follows it. Answers the language change under way, or null when there is none.
 */
function adoptLanguage(user: AccountUser | null): Promise<unknown> | null {
  if (!user?.language) return null;
  const locale = languageToLocale(user.language);
  storeLanguage(locale);
  return currentLocale() !== locale ? i18n.changeLanguage(locale) : null;
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AccountUser | null>(null);
  // docs/product/accounts.md#session: the loading flag is on only while a stored token is being checked.
  const [isLoading, setIsLoading] = useState(() => readStorage(STORAGE_KEYS.token) !== null);
  const [signOutPromptOpen, setSignOutPromptOpen] = useState(false);

  const queryClient = useQueryClient();

  const clearSession = useCallback(() => {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.authProvider, null);
    writeStorage(STORAGE_KEYS.kakaoToken, null);
    setUser(null);
  }, []);

  const loadUser = useCallback(async (announce = false): Promise<AccountUser | null> => {
    if (!readStorage(STORAGE_KEYS.token)) {
      setUser(null);
      setIsLoading(false);
      return null;
    }
    setIsLoading(true);
    const me = await fetchMe();
    if (me === undefined) {
      // The server could not be asked: the token stays (a reload signs in again) and an account
      // already loaded stays signed in; the visitor hears why nothing loaded.
      toastError(i18n.t('common:errors.network'), 'me-unreachable');
      setIsLoading(false);
      return null;
    }
    if (!me) {
      writeStorage(STORAGE_KEYS.token, null);
      writeStorage(STORAGE_KEYS.authProvider, null);
    }
    const switching = adoptLanguage(me);
    // Signing in with an account in the other language switches the site: say so, in the
    // language it switched to (docs/product/accounts.md#language).
    if (switching && announce) {
      void switching.then(() => toastInfo(i18n.t('common:auth.languageAdopted')));
    }
    setUser(me);
    setIsLoading(false);
    return me;
  }, []);

  const signIn = useCallback(
    async (token: string, provider?: SessionProvider) => {
      writeStorage(STORAGE_KEYS.token, token);
      writeStorage(STORAGE_KEYS.authProvider, provider ?? null);
      if (provider !== 'kakao') writeStorage(STORAGE_KEYS.kakaoToken, null);
      return loadUser(true);
    },
    [loadUser],
  );

  const plainSignOut = useCallback(async () => {
    // The logout call's own 401 (an already ended session) is no reason for a message.
    await api.post('/user/logout', undefined, { toastOnError: false }).catch(() => undefined);
    clearSession();
  }, [clearSession]);

  const signOut = useCallback(async () => {
    const provider = readStorage(STORAGE_KEYS.authProvider);
    const kakao = provider === 'kakao' && readStorage(STORAGE_KEYS.kakaoToken) !== null;
    if (provider !== 'google' && !kakao) return plainSignOut();
    // Kakao's logout popup must open inside the click, before anything is awaited; its address
    // follows once the social code and the config are in.
    const popup = kakao ? openPopup('about:blank', 'kakao-logout') : null;
    try {
      const social = await import('./pages');
      await social.socialSignOut({
        provider: kakao ? 'kakao' : 'google',
        popup,
        queryClient,
        plainSignOut,
        clearSession,
      });
    } catch {
      popup?.close();
      await plainSignOut();
    }
  }, [plainSignOut, clearSession, queryClient]);

  useEffect(() => {
    // Initial account load (docs/product/accounts.md#session): runs once at start-up.
    void loadUser();
  }, [loadUser]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // docs/product/accounts.md#session-expiry: any 401 except from logout shows this message and signs out.
      toastError(i18n.t('common:auth.expired'), 'auth-expired');
      setSignOutPromptOpen(false);
      clearSession();
    });
    return () => setUnauthorizedHandler(null);
  }, [clearSession]);

  const value = useMemo<AccountState>(
    () => ({
      user,
      isLoading,
      isSignedIn: user !== null,
      signIn,
      reloadUser: () => loadUser(),
      setUser,
      clearSession,
      signOut,
      signOutPromptOpen,
      openSignOutPrompt: () => setSignOutPromptOpen(true),
      closeSignOutPrompt: () => setSignOutPromptOpen(false),
    }),
    [user, isLoading, signIn, loadUser, clearSession, signOut, signOutPromptOpen],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
