import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, AdminAccountSummary, Comment, Page } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aSession, aSignedInUser, aUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { STAFF_PASSWORD, aStaff, auditLines, call, dataOf } from './admin-helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof aStaff>>;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await aStaff(t, 'admin');
  moderator = (await aStaff(t, 'moderator')).token;
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password = STAFF_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'accept-language': 'kr' },
    payload: { userEmail: email, password, language: 'korean', typeDevice: 'web', deviceToken: '' },
  });

describe('accounts in the back office', () => {
  it('searches by e-mail or name', async () => {
    await aUser(t.db, { email: 'findme@example.com', userName: 'Needle' });
    const byEmail = dataOf<Page<AdminAccountSummary>>(
      await call(t, 'GET', '/admin/accounts?q=findme', moderator),
    );
    expect(byEmail.items.map((a) => a.userEmail)).toEqual(['findme@example.com']);
    const byName = dataOf<Page<AdminAccountSummary>>(
      await call(t, 'GET', '/admin/accounts?q=needl', moderator),
    );
    expect(byName.items.map((a) => a.userName)).toEqual(['Needle']);
  });

  it('suspends: the open session ends, sign-in answers a translated message; restore undoes it', async () => {
    const target = await aSignedInUser(t.db, { password: STAFF_PASSWORD });
    const id = target.user.id.toString();
    const wrong = await call(t, 'POST', `/admin/accounts/${id}/suspend`, moderator, {
      reason: 'spam',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.confirm_failed');
    expect((await call(t, 'GET', '/user/me', target.token)).json().data).not.toBeNull();

    const ok = await call(t, 'POST', `/admin/accounts/${id}/suspend`, moderator, {
      reason: 'spam',
      password: STAFF_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, 'GET', '/user/me', target.token)).json().data).toBeNull();
    const signIn = await login(target.user.email ?? '');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'auth.suspended' });
    expect(signIn.json().errorList[0]).toMatch(/정지/);
    expect((await auditLines(t))[0]).toMatchObject({
      action: 'account.suspend',
      entity_id: id,
      after: { suspendedReason: 'spam' },
    });

    await call(t, 'POST', `/admin/accounts/${id}/restore`, moderator, { password: STAFF_PASSWORD });
    expect((await login(target.user.email ?? '')).statusCode).toBe(200);
  });

  it('asks a social-only staff member for a recent sign-in instead of a password', async () => {
    const social = await aUser(t.db, { role: 'moderator' });
    const old = await aSession(t.db, social.id, { at: new Date(Date.now() - 3_600_000) });
    const target = await aUser(t.db);
    const res = await call(t, 'POST', `/admin/accounts/${target.id}/suspend`, old, { reason: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.recent_sign_in_required');
    const fresh = await aSession(t.db, social.id);
    const ok = await call(t, 'POST', `/admin/accounts/${target.id}/suspend`, fresh, {
      reason: 'x',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lets only admins change roles or touch staff accounts, never their own', async () => {
    const target = await aUser(t.db);
    const body = { role: 'editor', password: STAFF_PASSWORD };
    expect(
      (await call(t, 'PUT', `/admin/accounts/${target.id}/role`, moderator, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/admin/accounts/${target.id}/role`, admin.token, body)).statusCode,
    ).toBe(200);
    const suspendEditor = await call(t, 'POST', `/admin/accounts/${target.id}/suspend`, moderator, {
      reason: 'x',
      password: STAFF_PASSWORD,
    });
    expect(suspendEditor.statusCode).toBe(403);
    const self = await call(t, 'PUT', `/admin/accounts/${admin.user.id}/role`, admin.token, {
      role: 'user',
      password: STAFF_PASSWORD,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('staff.self_action');
  });

  it("shows an account's sign-in methods, sessions and comments", async () => {
    const target = await aSignedInUser(t.db);
    const { film } = await aFilm(t.db);
    await call(t, 'POST', `/films/${film.id}/comments`, target.token, { body: 'Lovely' });
    const account = dataOf<AdminAccount>(
      await call(t, 'GET', `/admin/accounts/${target.user.id}`, moderator),
    );
    expect(account.sessions).toHaveLength(1);
    expect(account.lastSeenAt).not.toBeNull();
    expect(account.comments.map((c) => c.body)).toEqual(['Lovely']);
    expect(account.comments[0]?.targetPath).toBe(`/detail-film/${film.id}`);
    expect(account.hasPassword).toBe(false);
  });
});

describe('deleting an account', () => {
  it('by its owner: personal data goes, comments stay as a deleted account, sign-in fails', async () => {
    const owner = await aSignedInUser(t.db, { password: STAFF_PASSWORD, userName: 'Leaving Soon' });
    const { film } = await aFilm(t.db);
    const comment = dataOf<Comment>(
      await call(t, 'POST', `/films/${film.id}/comments`, owner.token, { body: 'Goodbye' }),
    );
    const refused = await call(t, 'DELETE', '/user/me', owner.token, { password: 'wrong' });
    expect(refused.statusCode).toBe(400);
    const res = await call(t, 'DELETE', '/user/me', owner.token, { password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);

    expect((await call(t, 'GET', '/user/me', owner.token)).json().data).toBeNull();
    expect((await login(owner.user.email ?? '')).json().code).toBe('auth.invalid_credentials');
    const thread = dataOf<Page<Comment>>(await call(t, 'GET', `/films/${film.id}/comments`)).items;
    expect(thread.find((c) => c._id === comment._id)).toMatchObject({
      body: 'Goodbye',
      author: { userName: '' },
    });
    const result = (await t.db.execute(
      sql`select email, user_name, password_hash, deleted_at from users where id = ${owner.user.id}`,
    )) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    const [row] = Array.isArray(result) ? result : result.rows;
    expect(row).toMatchObject({ email: null, user_name: '', password_hash: null });
    expect(row?.deleted_at).not.toBeNull();
  });

  it('by staff, confirmed, recorded, and the account then shows as deleted', async () => {
    const target = await aUser(t.db, { email: 'gone@example.com' });
    const res = await call(t, 'DELETE', `/admin/accounts/${target.id}`, moderator, {
      password: STAFF_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const account = dataOf<AdminAccount>(
      await call(t, 'GET', `/admin/accounts/${target.id}`, moderator),
    );
    expect(account).toMatchObject({ state: 'deleted', userEmail: null });
    expect((await auditLines(t))[0]).toMatchObject({
      action: 'account.delete',
      before: { email: 'gone@example.com' },
    });
  });
});
