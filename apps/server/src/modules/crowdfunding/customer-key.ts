import { createHmac } from 'node:crypto';

/**
 * The account's payment customer id (Toss' `customerKey`): stable, so one account keeps one
 * customer at the provider, and opaque, since it is an HMAC of the user id under APP_SECRET that
 * nobody can guess for another account. Toss accepts 2–50 of `A-Za-z0-9-_=.@`; base64url fits.
 */
export const customerKeyFor = (secret: string, userId: bigint): string =>
  `ck_${createHmac('sha256', secret).update(`payment-customer:${userId}`).digest('base64url').slice(0, 40)}`;
