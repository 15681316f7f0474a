import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived from APP_SECRET for one purpose: for what must wait in the
 * database readable by us only (a mail carrying a one-time code, kept as an HMAC elsewhere).
 */
const keyFor = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`dalbit/seal/${purpose}`).digest();

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export const seal = (secret: string, purpose: string, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
};

/** The plain text, or throws when the box was not sealed with this secret and purpose. */
export const unseal = (secret: string, purpose: string, sealed: string): string => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(secret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
