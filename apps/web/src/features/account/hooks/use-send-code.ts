import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { accountApi, type CodePurpose } from '../api/account-api';
import { useResendCooldown } from './use-resend-cooldown';

/**
 * Sends a code and keeps the resend cooldown honest: a success starts the 60 s wait, a 429
 * adopts the server's Retry-After, anything else is shown.
 */
export function useSendCode(email: string, purpose: CodePurpose) {
  const { secondsLeft, start } = useResendCooldown(email, purpose);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (targetEmail = email): Promise<{ ok: boolean; msg?: string }> => {
      setSending(true);
      try {
        const answer = await accountApi.sendOtp(targetEmail, purpose);
        if (targetEmail === email) start();
        return { ok: true, msg: answer.msg };
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          if (targetEmail === email) start(error.retryAfter ?? undefined);
          return { ok: false, msg: error.message };
        }
        toastError(error instanceof Error ? error.message : null);
        return { ok: false };
      } finally {
        setSending(false);
      }
    },
    [email, purpose, start],
  );

  return { secondsLeft, sending, send, start };
}
