import type { User } from '@dalbit/contract';

/** The me call's user (docs/api.md#user-object); a type-only import, so the entry chunk stays free of zod. */
export type AccountUser = User;

/** How a session signed in with a provider; e-mail sessions have none. */
export type SessionProvider = 'google' | 'kakao';

export interface AccountState {
  user: AccountUser | null;
  /** True while the initial me call is in flight; guards wait for it. */
  isLoading: boolean;
  isSignedIn: boolean;
  /**
   * Stores a token (and the provider it came from, if any), loads its user and adopts the
   * account's language.
   */
  signIn: (token: string, provider?: SessionProvider) => Promise<AccountUser | null>;
  /** Loads the user of the stored token again (after a popup stored one). */
  reloadUser: () => Promise<AccountUser | null>;
  /** Replaces the user with a fresher copy from the server (after verification or an edit). */
  setUser: (user: AccountUser) => void;
  /** Forgets the session locally (token, provider, Kakao token). */
  clearSession: () => void;
  /**
   * Ends the session on the server (best effort), then forgets it locally. A Google session
   * also ends Google's auto sign-in; a Kakao session first signs out of Kakao in a popup, so
   * call it straight from the click (docs/product/accounts.md#sign-out).
   */
  signOut: () => Promise<void>;
  /** The sign-out confirmation modal, opened from the user menu, the drawer and my page. */
  signOutPromptOpen: boolean;
  openSignOutPrompt: () => void;
  closeSignOutPrompt: () => void;
}
