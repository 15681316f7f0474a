import type { Language } from '../../lib/language';

/**
 * The me call's user (API.md). Kept to the fields the shell reads; the contract gains a user
 * schema with accounts in the next issue.
 */
export interface AccountUser {
  _id: string;
  userName: string;
  avatar: string | null;
  userEmail: string;
  isEmailVerified: boolean;
  language: Language | null;
  survey: string[];
}

export interface AccountState {
  user: AccountUser | null;
  /** True while the initial me call is in flight; guards wait for it. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** Stores a token and loads its user (used by sign-in flows). */
  signIn: (token: string) => Promise<void>;
  /** Forgets the session locally; the server-side logout call comes with accounts. */
  clearSession: () => void;
}
