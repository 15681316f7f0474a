import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '@dalbit/contract';
import { newSessionToken, sha256Hex } from '../../infra/crypto/tokens.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import { DAY_MS, type Clock } from '../../shared/clock.js';
import type { UserRow } from './users.table.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { SessionRow } from './sessions.table.js';

/**
 * Live sessions are kept in the shared cache under this prefix for SESSION_CACHE_SECONDS, so a
 * signed-in read costs no session query (docs/performance.md#sessions). Every successful write
 * of the accounts module's routes drops them all, in every process (accounts.module.ts); a
 * session that expires meanwhile is still refused, its times are checked on every use.
 */
export const SESSIONS_CACHE_PREFIX = 'sessions:';

/** Thrown inside the cache's load so that "no live session" is never kept. */
const NO_SESSION = Symbol('no live session');

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
  cache,
  now,
}: {
  repository: SessionsRepository;
  /** Keeps live sessions; without one every request reads its session. */
  cache?: Pick<TtlCache, 'get'> | undefined;
  now: Clock;
}) => {
  const findLive = (tokenHash: string, at: number) =>
    repository.findLive(tokenHash, new Date(at), new Date(at - SESSION_IDLE_DAYS * DAY_MS));
  const lookUp = async (tokenHash: string, at: number): Promise<Authenticated | undefined> => {
    if (!cache) return findLive(tokenHash, at);
    try {
      const found = await cache.get(SESSIONS_CACHE_PREFIX + tokenHash, async () => {
        const live = await findLive(tokenHash, at);
        if (!live) throw NO_SESSION;
        return live;
      });
      // Kept for seconds, but a session's own limits still hold to the millisecond.
      const { expiresAt, lastUsedAt } = found.session;
      const live =
        expiresAt.getTime() > at && lastUsedAt.getTime() > at - SESSION_IDLE_DAYS * DAY_MS;
      return live ? found : undefined;
    } catch (error) {
      if (error === NO_SESSION) return undefined;
      throw error;
    }
  };
  return {
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
      const found = await lookUp(sha256Hex(token), at);
      if (!found) return undefined;
      if (at - found.session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        // The kept copy moves too, or every request within the cache's lifetime would touch.
        found.session.lastUsedAt = new Date(at);
        await repository.touch(found.session.id, new Date(at));
      }
      return found;
    },

    end: (sessionId: bigint) => repository.revoke(sessionId, new Date(now())),

    endAll: (userId: bigint) => repository.revokeAllOfUser(userId, new Date(now())),
  };
};

export type SessionsService = ReturnType<typeof createSessionsService>;
