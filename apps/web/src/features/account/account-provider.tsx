import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { api, setUnauthorizedHandler } from '../../lib/api-client';
import { readStorage, writeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { AccountContext } from './account-context';
import type { AccountState, AccountUser } from './account-types';

async function fetchMe(): Promise<AccountUser | null> {
  try {
    // Silent: a stale token at start-up is not worth a toast, it is simply forgotten.
    return await api.get<AccountUser | null>('/user/me', { toastOnError: false });
  } catch {
    return null;
  }
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AccountUser | null>(null);
  // Spec section 4: the loading flag is on only while a stored token is being checked.
  const [isLoading, setIsLoading] = useState(() => readStorage(STORAGE_KEYS.token) !== null);

  const clearSession = useCallback(() => {
    writeStorage(STORAGE_KEYS.token, null);
    setUser(null);
  }, []);

  const loadUser = useCallback(async () => {
    if (!readStorage(STORAGE_KEYS.token)) {
      setUser(null);
      return;
    }
    setIsLoading(true);
    const me = await fetchMe();
    if (!me) writeStorage(STORAGE_KEYS.token, null);
    setUser(me);
    setIsLoading(false);
  }, []);

  const signIn = useCallback(
    async (token: string) => {
      writeStorage(STORAGE_KEYS.token, token);
      await loadUser();
    },
    [loadUser],
  );

  useEffect(() => {
    // Initial account load (spec section 4): runs once at start-up.
    void loadUser();
  }, [loadUser]);

  useEffect(() => {
    setUnauthorizedHandler(() => clearSession());
    return () => setUnauthorizedHandler(null);
  }, [clearSession]);

  const value = useMemo<AccountState>(
    () => ({ user, isLoading, isSignedIn: user !== null, signIn, clearSession }),
    [user, isLoading, signIn, clearSession],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
