import { RECENT_SIGN_IN_MINUTES } from '@dalbit/contract';
import type { Passwords } from '../../infra/crypto/passwords.js';
import { AppError } from '../../infra/http/app-error.js';
import { MINUTE_MS, type Clock } from '../../shared/clock.js';
import type { Authenticated } from './sessions.service.js';

/**
 * Asks the person behind a session to prove it again before a sensitive step
 * (docs/product/back-office.md#confirmation): the password of an account that has one, else a
 * sign-in of the last few minutes (Google and Kakao accounts sign in again instead).
 */
export const createConfirm =
  ({ passwords, now }: { passwords: Passwords; now: Clock }) =>
  async ({ user, session }: Authenticated, password: string | undefined): Promise<void> => {
    if (user.passwordHash) {
      if (!password || !(await passwords.verify(user.passwordHash, password))) {
        throw new AppError('auth.confirm_failed');
      }
      return;
    }
    if (now() - session.createdAt.getTime() > RECENT_SIGN_IN_MINUTES * MINUTE_MS) {
      throw new AppError('auth.recent_sign_in_required', {
        params: { minutes: RECENT_SIGN_IN_MINUTES },
      });
    }
  };

export type Confirm = ReturnType<typeof createConfirm>;
