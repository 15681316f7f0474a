import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page } from '@dalbit/contract';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import { aFilm } from './builders/films.js';

let t: TestApp;
let alice: string;
let bob: string;
let filmId: string;
let otherFilmId: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t, 'alice@example.com');
  bob = await newUser(t, 'bob@example.com');
  filmId = (await aFilm(t.db)).film.id.toString();
  otherFilmId = (await aFilm(t.db)).film.id.toString();
});
afterAll(async () => {
  await t?.close();
});

const post = async (token: string, body: unknown, film = filmId) => {
  const res = await send(t, 'POST', `/films/${film}/comments`, token, body);
  return res;
};
const add = async (token: string, body: string, parentId?: string) => {
  const res = await post(token, { body, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Comment>(res);
};
const list = async (token?: string, query = '') =>
  dataOf<Page<Comment>>(await api(t).get(`/films/${filmId}/comments${query}`, token));

describe('comments', () => {
  it('adds comments and replies; lists newest first with replies oldest first', async () => {
    const first = await add(alice, '  정말 따뜻한 영화예요  ');
    expect(first).toMatchObject({
      body: '정말 따뜻한 영화예요',
      parentId: null,
      mine: true,
      deleted: false,
    });
    expect(first.author.userName).toBe('alice');
    const second = await add(bob, 'Loved the ending');
    const r1 = await add(bob, 'Me too', first._id);
    const r2 = await add(alice, 'Thanks!', first._id);
    expect(r1.parentId).toBe(first._id);

    const page = await list(alice);
    expect(page.items.map((c) => c._id)).toEqual([second._id, first._id]);
    const top = page.items[1];
    expect(top?.replies.map((r) => r._id)).toEqual([r1._id, r2._id]);
    expect(top?.replies.map((r) => r.mine)).toEqual([false, true]);
    expect(page.items[0]?.mine).toBe(false);
    const visitor = await list();
    expect(visitor.items.every((c) => !c.mine && c.replies.every((r) => !r.mine))).toBe(true);
    const paged = await list(undefined, '?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.items[0]?._id).toBe(first._id);
  });

  it('refuses a reply to a reply, or to another film’s comment, with 400 comment.reply_depth', async () => {
    const top = await add(alice, 'top');
    const reply = await add(bob, 'reply', top._id);
    const deeper = await post(alice, { body: 'deeper', parentId: reply._id });
    expect(deeper.statusCode).toBe(400);
    expect(envelopeOf(deeper.body).code).toBe('comment.reply_depth');
    const elsewhere = await post(alice, { body: 'x', parentId: top._id }, otherFilmId);
    expect(envelopeOf(elsewhere.body).code).toBe('comment.reply_depth');
    const missing = await post(alice, { body: 'x', parentId: '999999999' });
    expect(missing.statusCode).toBe(400);
    const kr = await send(t, 'POST', `/films/${filmId}/comments`, alice, {
      body: 'x',
      parentId: reply._id,
    });
    expect(kr.statusCode).toBe(400);
  });

  it('edits own comments only', async () => {
    const mine = await add(alice, 'typo hre');
    const edited = await send(t, 'PATCH', `/films/comments/${mine._id}`, alice, {
      body: 'typo here',
    });
    expect(edited.statusCode).toBe(200);
    expect(dataOf<Comment>(edited)).toMatchObject({ body: 'typo here', mine: true });
    expect(dataOf<Comment>(edited).editedAt).not.toBeNull();
    const other = await send(t, 'PATCH', `/films/comments/${mine._id}`, bob, { body: 'hacked' });
    expect(other.statusCode).toBe(403);
    expect(envelopeOf(other.body).code).toBe('comment.forbidden');
    const kr = await t.app.inject({
      method: 'PATCH',
      url: `/api/films/comments/${mine._id}`,
      headers: { authorization: `Bearer ${bob}`, 'accept-language': 'kr' },
      payload: { body: 'x' },
    });
    expect(envelopeOf(kr.body).errorList[0]).toMatch(hangul);
    const missing = await send(t, 'PATCH', '/films/comments/999999999', alice, { body: 'x' });
    expect(envelopeOf(missing.body).code).toBe('comment.not_found');
  });

  it('deletes: without replies the comment goes, with replies it stays as deleted', async () => {
    const lone = await add(alice, 'lone');
    expect((await send(t, 'DELETE', `/films/comments/${lone._id}`, bob)).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `/films/comments/${lone._id}`, alice)).statusCode).toBe(200);
    expect((await list()).items.some((c) => c._id === lone._id)).toBe(false);
    expect((await send(t, 'DELETE', `/films/comments/${lone._id}`, alice)).statusCode).toBe(404);

    const parent = await add(alice, 'parent');
    const child = await add(bob, 'child', parent._id);
    await send(t, 'DELETE', `/films/comments/${parent._id}`, alice);
    const kept = (await list(undefined, '?pageSize=100')).items.find((c) => c._id === parent._id);
    expect(kept).toMatchObject({ deleted: true, body: '' });
    expect(kept?.replies.map((r) => r._id)).toEqual([child._id]);
    // a deleted comment can neither be edited nor replied to
    expect(
      (await send(t, 'PATCH', `/films/comments/${parent._id}`, alice, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await post(bob, { body: 'x', parentId: parent._id })).statusCode).toBe(400);
    // once its last reply goes, the emptied parent goes too
    await send(t, 'DELETE', `/films/comments/${child._id}`, bob);
    expect((await list(undefined, '?pageSize=100')).items.some((c) => c._id === parent._id)).toBe(
      false,
    );
  });

  it('reports a comment once per user', async () => {
    const c = await add(alice, 'spoilers ahead');
    const first = await send(t, 'POST', `/films/comments/${c._id}/report`, bob, {
      reason: 'spoiler',
    });
    expect(first.statusCode).toBe(201);
    const again = await send(t, 'POST', `/films/comments/${c._id}/report`, bob, {
      reason: 'abuse',
      note: 'again',
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.app.database.db.execute(
      sql`select count(*)::int as n from comment_reports where comment_id = ${c._id}`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
    const bad = await send(t, 'POST', `/films/comments/${c._id}/report`, bob, { reason: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await send(t, 'POST', '/films/comments/999999999/report', bob, { reason: 'spam' }))
        .statusCode,
    ).toBe(404);
  });

  it('validates bodies and answers visitors 401', async () => {
    for (const body of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(1001) },
      { body: 5 },
    ]) {
      const res = await post(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      envelopeOf(res.body);
    }
    const c = await add(alice, 'hello');
    for (const [method, url] of [
      ['POST', `/films/${filmId}/comments`],
      ['PATCH', `/films/comments/${c._id}`],
      ['DELETE', `/films/comments/${c._id}`],
      ['POST', `/films/comments/${c._id}/report`],
    ] as const) {
      const res = await send(
        t,
        method,
        url,
        undefined,
        method === 'DELETE' ? undefined : { body: 'x' },
      );
      expect(res.statusCode, url).toBe(401);
      expect(envelopeOf(res.body).code).toBe('auth.required');
    }
    expect((await api(t).get('/films/999999999/comments')).statusCode).toBe(404);
  });
});
