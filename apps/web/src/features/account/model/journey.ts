import type { AccountUser } from '../../../lib/session/account-types';

/**
 * An account still owes the e-mail step: its address is unverified, or it has none yet (a
 * Kakao account whose owner withheld it adds one, then verifies it, on /email-verification).
 */
export const needsEmailStep = (user: AccountUser): boolean =>
  !user.isEmailVerified || !user.userEmail;

/**
 * The account journey of docs/product/accounts.md#journey: verify the e-mail, answer the survey, then /home.
 * Guards send an account to its next step; a complete account lands on /home.
 */
export function journeyPath(user: AccountUser): string {
  if (needsEmailStep(user)) return '/email-verification';
  if (user.survey.length === 0) return '/inlet-channel';
  return '/home';
}

/** Where a visitor signs in: /login over 768 px, /login-method otherwise (docs/product/routes.md#sign-in-redirect). */
export const signInPath = (isWide: boolean): string => (isWide ? '/login' : '/login-method');
