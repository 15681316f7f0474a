import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local upload URL grants: one key, one content type, at most `size` bytes, until `expires`. */
export interface UploadGrant {
  key: string;
  /** Unix time in seconds. */
  expires: number;
  contentType: string;
  size: number;
}

// The app secret also keys one-time codes; a purpose label keeps the two kinds of MAC apart.
const PURPOSE = 'dalbit/local-upload/v1';

const mac = (secret: string, grant: UploadGrant): Buffer =>
  createHmac('sha256', secret)
    // JSON keeps the fields apart whatever characters the key or content type hold.
    .update(JSON.stringify([PURPOSE, grant.key, grant.expires, grant.contentType, grant.size]))
    .digest();

export const signUpload = (secret: string, grant: UploadGrant): string =>
  mac(secret, grant).toString('base64url');

/** Constant-time comparison; any malformed signature is simply not equal. */
export const verifyUploadSignature = (
  secret: string,
  grant: UploadGrant,
  signature: string,
): boolean => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, grant);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The query string of a signed URL, in the order API readers expect. */
export const uploadQuery = (grant: UploadGrant, signature: string): string =>
  new URLSearchParams({
    expires: String(grant.expires),
    ct: grant.contentType,
    size: String(grant.size),
    sig: signature,
  }).toString();

/**
 * Reads a grant back from a request: every parameter present once and well formed, otherwise
 * undefined (the caller answers as for a bad signature).
 */
export const parseUploadQuery = (
  key: string,
  query: Record<string, unknown>,
): { grant: UploadGrant; signature: string } | undefined => {
  const { expires, ct, size, sig } = query;
  if (typeof expires !== 'string' || typeof ct !== 'string') return undefined;
  if (typeof size !== 'string' || typeof sig !== 'string') return undefined;
  if (!/^\d{1,12}$/.test(expires) || !/^\d{1,12}$/.test(size)) return undefined;
  return {
    grant: { key, expires: Number(expires), contentType: ct, size: Number(size) },
    signature: sig,
  };
};
