import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import { hmacHex, newNumericCode, sameHex } from '../../infra/crypto/tokens.js';
import type { Clock } from '../../shared/clock.js';
import type { OtpRepository } from './otp.repository.js';
import type { OtpPurpose } from './otp.table.js';

/** Binding purpose and e-mail into the MAC makes a code useless for anything else. */
const macOf = (secret: string, purpose: OtpPurpose, email: string, code: string) =>
  hmacHex(secret, `otp:${purpose}:${email}:${code}`);

export interface OtpServiceOptions {
  repository: OtpRepository;
  /** APP_SECRET: codes are stored as MACs under it. */
  secret: string;
  now: Clock;
}

export const createOtpService = ({ repository, secret, now }: OtpServiceOptions) => ({
  /** A fresh code that voids the previous one; `discard` undoes it when the mail fails. */
  async issue(
    email: string,
    purpose: OtpPurpose,
  ): Promise<{ code: string; discard: () => Promise<void> }> {
    const code = newNumericCode(OTP_LENGTH);
    const at = now();
    const row = await repository.replace({
      email,
      purpose,
      codeHash: macOf(secret, purpose, email, code),
      expiresAt: new Date(at + OTP_TTL_SECONDS * 1000),
      now: new Date(at),
    });
    return { code, discard: () => repository.remove(row.id) };
  },

  /** Voids the open codes of an e-mail (an account stopped using it). */
  revoke: (email: string, purpose: OtpPurpose) =>
    repository.voidOpen(email, purpose, new Date(now())),

  /** Consumes the code or throws otp.invalid / otp.expired / otp.too_many_attempts. */
  async consume(email: string, purpose: OtpPurpose, code: string): Promise<void> {
    const row = await repository.latest(email, purpose);
    if (!row) throw new AppError('otp.invalid');
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('otp.too_many_attempts');
    if (row.consumedAt) throw new AppError('otp.invalid');
    const at = now();
    if (row.expiresAt.getTime() <= at) throw new AppError('otp.expired');
    if (!sameHex(row.codeHash, macOf(secret, purpose, email, code))) {
      const attempts = await repository.recordFailure(row.id, OTP_MAX_ATTEMPTS, new Date(at));
      throw new AppError(attempts >= OTP_MAX_ATTEMPTS ? 'otp.too_many_attempts' : 'otp.invalid');
    }
    if (!(await repository.consume(row.id, new Date(at)))) throw new AppError('otp.invalid');
  },
});

export type OtpService = ReturnType<typeof createOtpService>;
