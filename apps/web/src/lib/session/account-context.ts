import { createContext, useContext } from 'react';
import type { AccountState } from './account-types';

export const AccountContext = createContext<AccountState | null>(null);

export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error('useAccount must be used inside <AccountProvider>');
  return state;
}
