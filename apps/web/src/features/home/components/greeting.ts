/** An account made less than this long ago is greeted as new ("Welcome to Dalbit"). */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Which greeting the home page opens with: a visitor's, a new account's, or a returning one's. */
export function greetingKind(
  user: { createdAt: string } | null | undefined,
  now: number = Date.now(),
): 'visitor' | 'new' | 'returning' {
  if (!user) return 'visitor';
  const made = Date.parse(user.createdAt);
  return Number.isFinite(made) && now - made < NEW_ACCOUNT_MS ? 'new' : 'returning';
}
