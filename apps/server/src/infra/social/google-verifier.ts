import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../http/app-error.js';
import { normalizeEmail, type SocialProfile } from './social-profile.js';

export interface GoogleVerifierOptions {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  /** Give up on the key set after this long (the web client waits 4 s in all). */
  timeoutMs?: number;
}

const CLOCK_TOLERANCE_SECONDS = 30;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Failures of reaching the key set (as opposed to a bad token): the provider is unavailable. */
const isKeySetFailure = (error: unknown): boolean =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  // jose raises a plain JOSEError when the key set answers something other than 200.
  error.code === 'ERR_JOSE_GENERIC';

/**
 * Checks a Google Identity Services ID token: signature against Google's published keys (cached
 * by jose, refetched on an unknown key id), issuer, audience, expiry and a subject.
 */
export const createGoogleVerifier = (options: GoogleVerifierOptions) => {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: options.timeoutMs ?? 3000,
  });
  return async (token: string): Promise<SocialProfile> => {
    if (!COMPACT_JWS.test(token)) throw new AppError('auth.social_invalid');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuers,
        audience: options.clientId,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iss', 'aud'],
      }));
    } catch (error) {
      if (isKeySetFailure(error)) throw new AppError('auth.social_unavailable');
      throw new AppError('auth.social_invalid');
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
      throw new AppError('auth.social_invalid');
    }
    const email = normalizeEmail(payload.email);
    // Older tokens carry the flag as a string.
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      subject: payload.sub,
      email,
      emailVerified: email !== null && verified,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
};

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
