import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Bytes of randomness in a session token (256 bits; base64url gives 43 characters). */
export const TOKEN_BYTES = 32;

export const newSessionToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** Tokens are looked up by this digest; the database never sees the token itself. */
export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two hex digests of equal length. */
export const sameHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A zero-padded numeric code from the CSPRNG (randomInt is uniform, unlike `% 10**n`). */
export const newNumericCode = (digits: number): string =>
  randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');

/** A short random name for storage keys. */
export const randomName = (bytes = 12): string => randomBytes(bytes).toString('base64url');
