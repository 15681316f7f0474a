import type { User } from '@dalbit/contract';

/** The me call's user (API.md); a type-only import, so the entry chunk stays free of zod. */
export type AccountUser = User;

export interface AccountState {
  user: AccountUser | null;
  /** True while the initial me call is in flight; guards wait for it. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** Stores a token, loads its user and adopts the account's language. */
  signIn: (token: string) => Promise<AccountUser | null>;
  /** Replaces the user with a fresher copy from the server (after verification or an edit). */
  setUser: (user: AccountUser) => void;
  /** Forgets the session locally. */
  clearSession: () => void;
  /** Ends the session on the server (best effort), then forgets it locally. */
  signOut: () => Promise<void>;
  /** The sign-out confirmation modal, opened from the user menu, the drawer and my page. */
  signOutPromptOpen: boolean;
  openSignOutPrompt: () => void;
  closeSignOutPrompt: () => void;
}
