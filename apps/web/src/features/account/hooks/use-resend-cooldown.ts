import { OTP_RESEND_SECONDS } from '@dalbit/contract';
import { useCallback, useEffect, useState } from 'react';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import type { CodePurpose } from '../api/account-api';

type SentMap = Record<string, number>;

function readMap(): SentMap {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SESSION_KEYS.otpSentAt) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as SentMap) : {};
  } catch {
    return {};
  }
}

const slot = (email: string, purpose: CodePurpose) => `${purpose}:${email.trim().toLowerCase()}`;

/** Remembers until when a new code cannot be asked for (the server's 60 s between sends). */
export function markCodeSent(
  email: string,
  purpose: CodePurpose,
  waitSeconds: number = OTP_RESEND_SECONDS,
): void {
  const map = readMap();
  map[slot(email, purpose)] = Date.now() + waitSeconds * 1000;
  try {
    sessionStorage.setItem(SESSION_KEYS.otpSentAt, JSON.stringify(map));
  } catch {
    // Best effort: without storage the countdown still runs in memory.
  }
}

export function cooldownLeft(email: string, purpose: CodePurpose): number {
  const until = readMap()[slot(email, purpose)] ?? 0;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Seconds until the next code may be sent, ticking once a second. */
export function useResendCooldown(email: string, purpose: CodePurpose) {
  const [secondsLeft, setSecondsLeft] = useState(() => cooldownLeft(email, purpose));

  useEffect(() => {
    setSecondsLeft(cooldownLeft(email, purpose));
    const timer = setInterval(() => setSecondsLeft(cooldownLeft(email, purpose)), 1000);
    return () => clearInterval(timer);
  }, [email, purpose]);

  const start = useCallback(
    (waitSeconds?: number) => {
      markCodeSent(email, purpose, waitSeconds);
      setSecondsLeft(cooldownLeft(email, purpose));
    },
    [email, purpose],
  );

  return { secondsLeft, start };
}
