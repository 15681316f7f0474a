import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { STAFF_PASSWORD, aStaff, call } from './admin-helpers.js';

/**
 * Signed-in sessions are kept for SESSION_CACHE_SECONDS (docs/performance.md#sessions): a
 * signed-in read asks no session query, and every write of the accounts routes drops the kept
 * sessions at once, so signing out, a suspension or a role change still take effect on the next
 * request.
 */
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '10' }, { now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const me = async (token: string) =>
  (await call(t, 'GET', '/user/me', token)).json().data as { userEmail: string } | null;

describe('kept sessions', () => {
  it('serves a kept session without reading it again until its seconds are up', async () => {
    const { user, token } = await aSignedInUser(t.db);
    expect(await me(token)).not.toBeNull();
    // Written behind the app's back: no route ran, so the kept session still answers...
    await t.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    clock += 9_000;
    expect(await me(token)).not.toBeNull();
    // ...until the cache lets it go and the session is read again.
    clock += 2_000;
    expect(await me(token)).toBeNull();
  });

  it('refuses a token at once after signing out', async () => {
    const { token } = await aSignedInUser(t.db);
    const other = await aSignedInUser(t.db);
    expect(await me(token)).not.toBeNull();
    expect(await me(other.token)).not.toBeNull();
    expect((await call(t, 'POST', '/user/logout', token)).statusCode).toBe(200);
    expect(await me(token)).toBeNull();
    expect(await me(other.token)).not.toBeNull();
  });

  it('applies a suspension and a role change on the very next request', async () => {
    const admin = await aStaff(t, 'admin');
    const editor = await aStaff(t, 'editor');
    const target = await aSignedInUser(t.db, { password: STAFF_PASSWORD });
    expect((await call(t, 'GET', '/admin/films', editor.token)).statusCode).toBe(200);
    expect(await me(target.token)).not.toBeNull();

    const demoted = await call(t, 'PUT', `/admin/accounts/${editor.user.id}/role`, admin.token, {
      role: 'user',
      password: STAFF_PASSWORD,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call(t, 'GET', '/admin/films', editor.token)).statusCode).toBe(403);

    const suspended = await call(
      t,
      'POST',
      `/admin/accounts/${target.user.id}/suspend`,
      admin.token,
      { reason: 'spam', password: STAFF_PASSWORD },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await me(target.token)).toBeNull();
  });

  it('keeps nothing for a refused write', async () => {
    const { token } = await aSignedInUser(t.db);
    expect(await me(token)).not.toBeNull();
    const bad = await call(t, 'PATCH', '/user/change-language', token, { language: 'klingon' });
    expect(bad.statusCode).toBe(400);
    // A refused write changed nothing, so the kept session stays: a revocation behind the
    // app's back is still not seen (as in the first case).
    await t.db.execute(sql`update sessions set revoked_at = now() where token_hash is not null`);
    expect(await me(token)).not.toBeNull();
    clock += 11_000;
    expect(await me(token)).toBeNull();
  });
});
