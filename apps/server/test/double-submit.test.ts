import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCatalogue } from './builders/catalogue.js';
import { aProject } from './builders/crowdfunding.js';
import { aSignedInUser } from './builders/accounts.js';
import { registerBody } from './accounts-helpers.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';

/**
 * A button pressed twice, a phone that resends on a bad network, two tabs: the same request
 * several times at once. Each must answer below 500, and what it leaves must be what one request
 * leaves (one like, one vote, one report). Eight at a time, on PGlite and on PostgreSQL.
 */
let t: TestApp;
let filmId: string;
let upcomingId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000000' });
  const catalogue = await aCatalogue(t.db);
  filmId = catalogue.films[0]!.id.toString();
  upcomingId = (await aProject(t.db, { goal: 1_000_000, startsInDays: 3, endsInDays: 30 })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const AT_ONCE = 8;

const inject = (method: string, url: string, token: string | undefined, body?: unknown) =>
  t.app.inject({
    method: method as 'POST',
    url: `/api${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** The same request AT_ONCE times at once: every status, each below 500. */
const atOnce = async (method: string, url: string, token?: string, body?: unknown) => {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => inject(method, url, token, body)),
  );
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  return answers;
};

const dataOf = <T>(res: { body: string }) => (JSON.parse(res.body) as { data: T }).data;

describe('the same request several times at once', () => {
  it('likes and bookmarks a film once, and takes them back once', async () => {
    const { token } = await aSignedInUser(t.db);
    for (const what of ['like', 'bookmark'] as const) {
      const on = await atOnce('POST', `/films/${filmId}/${what}`, token);
      for (const res of on) expect(dataOf<{ active: boolean }>(res).active).toBe(true);
      const after = dataOf<{ count: number }>(on.at(-1)!);
      const film = dataOf<{ likeCount?: number; bookmarkCount?: number }>(
        await inject('GET', `/films/${filmId}`, token),
      );
      expect(after.count).toBe(1);
      expect(what === 'like' ? film.likeCount : film.bookmarkCount).toBe(1);
      const off = await atOnce('DELETE', `/films/${filmId}/${what}`, token);
      for (const res of off) expect(dataOf<{ active: boolean }>(res).active).toBe(false);
      expect(dataOf<{ count: number }>(off.at(-1)!).count).toBe(0);
    }
  });

  it('votes for an upcoming project once, and withdraws once', async () => {
    const { token } = await aSignedInUser(t.db);
    const on = await atOnce('POST', `/crowdfunding/projects/${upcomingId}/vote`, token);
    for (const res of on) expect(dataOf<{ voted: boolean }>(res).voted).toBe(true);
    const project = dataOf<{ voteCount: number }>(
      await inject('GET', `/crowdfunding/projects/${upcomingId}`, token),
    );
    expect(project.voteCount).toBe(1);
    const off = await atOnce('DELETE', `/crowdfunding/projects/${upcomingId}/vote`, token);
    for (const res of off) expect(dataOf<{ voted: boolean }>(res).voted).toBe(false);
    const after = dataOf<{ voteCount: number }>(
      await inject('GET', `/crowdfunding/projects/${upcomingId}`, token),
    );
    expect(after.voteCount).toBe(0);
  });

  it('reports a comment once', async () => {
    const { token: author } = await aSignedInUser(t.db);
    const { token: reader } = await aSignedInUser(t.db);
    const comment = dataOf<{ _id: string }>(
      await inject('POST', `/films/${filmId}/comments`, author, { body: 'A quiet, lovely film.' }),
    );
    const answers = await atOnce('POST', `/films/comments/${comment._id}/report`, reader, {
      reason: 'spam',
    });
    // 201 the first time, 200 after (docs/api.md).
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array.from({ length: AT_ONCE - 1 }, () => 200), 201]);
  });

  it('signs up one account for one e-mail, and refuses the rest as taken', async () => {
    const answers = await atOnce(
      'POST',
      '/user/register',
      undefined,
      registerBody('Twice@Example.com'),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: AT_ONCE - 1 }, () => 409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(envelopeOf(res.body).code).toBe('auth.email_taken');
  });
});
