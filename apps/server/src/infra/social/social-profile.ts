/** What a provider tells us about the person signing in, after its token was checked. */
export interface SocialProfile {
  /** Google `sub`, Kakao id as text: the key of the account link. */
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** True only when the provider itself vouches for the e-mail. */
  emailVerified: boolean;
  name: string | null;
}

/** Turns a provider's e-mail claim into our stored form (trimmed, lower-cased), or null. */
export const normalizeEmail = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
};
