import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../infra/crypto/tokens.js';
import type { SessionsRepository } from './sessions.repository.js';
import { createTtlCache } from '../../infra/cache/ttl-cache.js';
import { createSessionsService, SESSIONS_CACHE_PREFIX } from './sessions.service.js';
import type { SessionRow } from './sessions.table.js';
import type { UserRow } from './users.table.js';

const DAY = 86_400_000;

/** Sessions in memory, with the live-session rule of the SQL one. */
const fakeRepository = () => {
  const rows: SessionRow[] = [];
  const touches: Date[] = [];
  const repository: Pick<
    SessionsRepository,
    'insert' | 'findLive' | 'touch' | 'revoke' | 'revokeAllOfUser'
  > = {
    async insert(row) {
      const created = {
        id: BigInt(rows.length + 1),
        userId: row.userId,
        tokenHash: row.tokenHash,
        createdAt: row.now,
        lastUsedAt: row.now,
        expiresAt: row.expiresAt,
        revokedAt: null,
        userAgent: row.userAgent ?? null,
        ip: row.ip ?? null,
        provider: row.provider,
      } satisfies SessionRow;
      rows.push(created);
      return created;
    },
    async findLive(tokenHash, now, idleSince) {
      const session = rows.find(
        (r) =>
          r.tokenHash === tokenHash &&
          !r.revokedAt &&
          r.expiresAt > now &&
          r.lastUsedAt > idleSince,
      );
      // Copies, as rows read from a database are.
      return session && { session: { ...session }, user: { id: session.userId } as UserRow };
    },
    async touch(id, now) {
      touches.push(now);
      const row = rows.find((r) => r.id === id);
      if (row) row.lastUsedAt = now;
    },
    async revoke(id, now) {
      const row = rows.find((r) => r.id === id);
      if (row) row.revokedAt = now;
    },
    async revokeAllOfUser(userId, now) {
      for (const row of rows) if (row.userId === userId) row.revokedAt = now;
    },
  };
  return { rows, touches, repository: repository as SessionsRepository };
};

/** The fake repository, recording every digest it is asked for a live session. */
const askingRepository = () => {
  const { repository } = fakeRepository();
  const asked: string[] = [];
  return {
    asked,
    repository: {
      ...repository,
      findLive: async (hash: string, ...rest: [Date, Date]) => {
        asked.push(hash);
        return repository.findLive(hash, ...rest);
      },
    } satisfies SessionsRepository,
  };
};

describe('sessions service', () => {
  it('stores only the token digest and answers the live session', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { rows, repository } = fakeRepository();
    const sessions = createSessionsService({ repository, now: () => now });
    const token = await sessions.create(7n, { provider: 'google' });
    expect(rows[0]?.tokenHash).toBe(sha256Hex(token));
    expect(rows.flatMap((r) => Object.values(r).map(String))).not.toContain(token);
    expect((await sessions.authenticate(token))?.session.provider).toBe('google');
    now += 10 * DAY;
    expect(await sessions.authenticate(token)).toBeDefined();
  });

  it('writes the last use at most once a minute', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { touches, repository } = fakeRepository();
    const sessions = createSessionsService({ repository, now: () => now });
    const token = await sessions.create(1n);
    now += 30_000;
    await sessions.authenticate(token);
    expect(touches).toHaveLength(0);
    now += 30_000;
    await sessions.authenticate(token);
    await sessions.authenticate(token);
    expect(touches).toHaveLength(1);
  });

  it('refuses what is not one of its tokens without asking the repository', async () => {
    const { repository, asked } = askingRepository();
    const sessions = createSessionsService({
      repository,
      now: Date.now,
    });
    for (const token of [
      '',
      'short',
      'has spaces in it and is long enough to pass the length',
      '√'.repeat(50),
    ]) {
      expect(await sessions.authenticate(token)).toBeUndefined();
    }
    expect(asked).toEqual([]);
  });

  it('ends one session, or every session of a user', async () => {
    const { repository } = fakeRepository();
    const sessions = createSessionsService({ repository, now: Date.now });
    const [a, b, other] = [
      await sessions.create(1n),
      await sessions.create(1n),
      await sessions.create(2n),
    ];
    const first = await sessions.authenticate(a);
    await sessions.end(first?.session.id ?? 0n);
    expect(await sessions.authenticate(a)).toBeUndefined();
    expect(await sessions.authenticate(b)).toBeDefined();
    await sessions.endAll(1n);
    expect(await sessions.authenticate(b)).toBeUndefined();
    expect(await sessions.authenticate(other)).toBeDefined();
  });

  describe('with a cache', () => {
    const setUp = () => {
      let now = Date.UTC(2026, 0, 1);
      const { repository, asked } = askingRepository();
      const cache = createTtlCache({ ttlMs: 10_000, maxEntries: 100, now: () => now });
      const sessions = createSessionsService({
        repository,
        cache,
        now: () => now,
      });
      return { sessions, cache, asked, advance: (ms: number) => (now += ms) };
    };

    it('reads a session once while it is kept, and again once the kept ones are dropped', async () => {
      const { sessions, cache, asked, advance } = setUp();
      const token = await sessions.create(1n);
      const first = await sessions.authenticate(token);
      advance(5_000);
      expect(await sessions.authenticate(token)).toEqual(first);
      expect(asked).toHaveLength(1);
      await sessions.end(first?.session.id ?? 0n);
      cache.invalidate(SESSIONS_CACHE_PREFIX);
      expect(await sessions.authenticate(token)).toBeUndefined();
      expect(asked).toHaveLength(2);
      advance(6_000);
      const other = await sessions.create(1n);
      expect(await sessions.authenticate(other)).toBeDefined();
      expect(asked).toHaveLength(3);
    });

    it('never keeps a token that has no live session', async () => {
      const { sessions, asked } = setUp();
      const unknown = 'x'.repeat(43);
      expect(await sessions.authenticate(unknown)).toBeUndefined();
      expect(await sessions.authenticate(unknown)).toBeUndefined();
      expect(asked).toHaveLength(2);
    });

    it('refuses a kept session once it expires, before the cache lets go of it', async () => {
      const { sessions, asked, advance } = setUp();
      const token = await sessions.create(1n);
      // Used every 29 days, so only the absolute limit (365 days) ends it.
      for (let day = 29; day < 365; day += 29) {
        advance(29 * DAY);
        expect(await sessions.authenticate(token)).toBeDefined();
      }
      advance((365 - 348) * DAY - 3_000);
      expect(await sessions.authenticate(token)).toBeDefined();
      const reads = asked.length;
      advance(4_000);
      expect(await sessions.authenticate(token)).toBeUndefined();
      expect(asked).toHaveLength(reads);
    });

    it('still writes the last use once a minute, not on every kept read', async () => {
      let now = Date.UTC(2026, 0, 1);
      const { touches, repository } = fakeRepository();
      const cache = createTtlCache({ ttlMs: 300_000, maxEntries: 100, now: () => now });
      const sessions = createSessionsService({ repository, cache, now: () => now });
      const token = await sessions.create(1n);
      for (let i = 0; i < 12; i += 1) {
        now += 10_000;
        await sessions.authenticate(token);
      }
      expect(touches).toHaveLength(2);
    });
  });
});
