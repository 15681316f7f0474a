import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '@dalbit/contract';
import { newSessionToken, sha256Hex } from '../../infra/crypto/tokens.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import type { UserRow } from './users.table.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { SessionRow } from './sessions.table.js';

// Recording every request's time would turn each read into a write; a minute is precise enough
// for a 30-day idle limit.
const TOUCH_EVERY_MS = 60_000;

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

/** The guards of the account routes, which also read the session and the full user row. */
export type AccountGuards = AuthGuards<Authenticated>;

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** How the session signed in; /user/me reports it as `typeToken`. Default 'other'. */
  provider?: SessionRow['provider'] | undefined;
}

export const createSessionsService = ({
  repository,
  now,
}: {
  repository: SessionsRepository;
  now: Clock;
}) => ({
  /** Returns the bearer token; only its SHA-256 is stored. */
  async create(userId: bigint, meta: SessionMeta = {}): Promise<string> {
    const token = newSessionToken();
    const at = now();
    await repository.insert({
      userId,
      tokenHash: sha256Hex(token),
      now: new Date(at),
      expiresAt: new Date(at + SESSION_ABSOLUTE_DAYS * DAY_MS),
      userAgent: meta.userAgent,
      ip: meta.ip,
      provider: meta.provider ?? 'other',
    });
    return token;
  },

  async authenticate(token: string): Promise<Authenticated | undefined> {
    // Anything that is not one of our tokens is not worth a query.
    if (!/^[A-Za-z0-9_-]{43,128}$/.test(token)) return undefined;
    const at = now();
    const found = await repository.findLive(
      sha256Hex(token),
      new Date(at),
      new Date(at - SESSION_IDLE_DAYS * DAY_MS),
    );
    if (!found) return undefined;
    if (at - found.session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await repository.touch(found.session.id, new Date(at));
    }
    return found;
  },

  end: (sessionId: bigint) => repository.revoke(sessionId, new Date(now())),

  endAll: (userId: bigint) => repository.revokeAllOfUser(userId, new Date(now())),
});

export type SessionsService = ReturnType<typeof createSessionsService>;
