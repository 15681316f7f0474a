import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page } from '@dalbit/contract';
import { commentReports, comments, projects } from '../src/db/schema.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { newUser, send } from './films-helpers.js';
import { aFilm } from './builders/films.js';
import { makeProject } from './crowdfunding-helpers.js';

let t: TestApp;
let alice: string;
let bob: string;
let projectId: string;
let otherProjectId: string;
let filmId: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t, 'alice@example.com');
  bob = await newUser(t, 'bob@example.com');
  const open = { startsInDays: -1, endsInDays: 10, goal: 100_000 };
  projectId = (await makeProject(t, 'Talked about', open)).id;
  otherProjectId = (await makeProject(t, 'Elsewhere', open)).id;
  filmId = (await aFilm(t.db)).film.id.toString();
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | undefined, body: unknown, project = projectId) =>
  send(t, 'POST', `/crowdfunding/projects/${project}/comments`, token, body);
const add = async (token: string, body: string, parentId?: string, project = projectId) => {
  const res = await post(token, { body, ...(parentId ? { parentId } : {}) }, project);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Comment>(res);
};
const list = async (token?: string, query = '', project = projectId) =>
  dataOf<Page<Comment>>(
    await api(t).get(`/crowdfunding/projects/${project}/comments${query}`, token),
  );
const one = (commentId: string) => `/crowdfunding/comments/${commentId}`;

describe('project comments', () => {
  it('adds comments and replies; lists newest first with replies oldest first', async () => {
    const first = await add(alice, '  꼭 만들어 주세요  ');
    expect(first).toMatchObject({
      body: '꼭 만들어 주세요',
      projectId,
      filmId: null,
      parentId: null,
      mine: true,
      deleted: false,
    });
    const second = await add(bob, 'Backed it!');
    const r1 = await add(bob, 'Same here', first._id);
    const r2 = await add(alice, 'Thanks!', first._id);
    expect(r1).toMatchObject({ parentId: first._id, projectId });
    const page = await list(alice);
    expect(page.items.map((c) => c._id)).toEqual([second._id, first._id]);
    expect(page.items[1]?.replies.map((r) => r._id)).toEqual([r1._id, r2._id]);
    expect(page.items[1]?.replies.map((r) => r.mine)).toEqual([false, true]);
    const visitor = await list();
    expect(visitor.items.every((c) => !c.mine)).toBe(true);
    expect(await list(undefined, '?pageSize=1&page=2')).toMatchObject({ total: 2, totalPages: 2 });
    // Another project's list and the film's list stay apart.
    expect((await list(undefined, '', otherProjectId)).total).toBe(0);
    const film = dataOf<Page<Comment>>(await api(t).get(`/films/${filmId}/comments`));
    expect(film.items.some((c) => c._id === first._id)).toBe(false);
  });

  it('refuses replies to replies or to other targets with a project wording', async () => {
    const top = await add(alice, 'top');
    const reply = await add(bob, 'reply', top._id);
    const deeper = await post(alice, { body: 'deeper', parentId: reply._id });
    expect(deeper.statusCode).toBe(400);
    expect(envelopeOf(deeper.body)).toEqual({
      code: 'comment.reply_depth',
      errorList: ['You can only reply to a top-level comment of this project'],
    });
    const ko = await t.app.inject({
      method: 'POST',
      url: `/api/crowdfunding/projects/${projectId}/comments`,
      headers: { authorization: `Bearer ${alice}`, 'accept-language': 'ko-KR' },
      payload: { body: 'x', parentId: reply._id },
    });
    expect(envelopeOf(ko.body).errorList[0]).toBe('이 프로젝트의 댓글에만 답글을 달 수 있습니다');
    const elsewhere = await post(alice, { body: 'x', parentId: top._id }, otherProjectId);
    expect(envelopeOf(elsewhere.body).code).toBe('comment.reply_depth');
    const filmComment = dataOf<Comment>(
      await send(t, 'POST', `/films/${filmId}/comments`, alice, { body: 'on the film' }),
    );
    const crossed = await post(alice, { body: 'x', parentId: filmComment._id });
    expect(crossed.statusCode).toBe(400);
    const back = await send(t, 'POST', `/films/${filmId}/comments`, alice, {
      body: 'x',
      parentId: top._id,
    });
    expect(envelopeOf(back.body)).toEqual({
      code: 'comment.reply_depth',
      errorList: ['You can only reply to a top-level comment of this film'],
    });
  });

  it('edits and deletes own comments only', async () => {
    const mine = await add(alice, 'typo hre');
    const edited = await send(t, 'PATCH', one(mine._id), alice, { body: 'typo here' });
    expect(dataOf<Comment>(edited)).toMatchObject({ body: 'typo here', projectId });
    expect(dataOf<Comment>(edited).editedAt).not.toBeNull();
    const other = await send(t, 'PATCH', one(mine._id), bob, { body: 'hacked' });
    expect(envelopeOf(other.body).code).toBe('comment.forbidden');
    expect((await send(t, 'DELETE', one(mine._id), bob)).statusCode).toBe(403);

    const parent = await add(alice, 'parent');
    const child = await add(bob, 'child', parent._id);
    expect((await send(t, 'DELETE', one(parent._id), alice)).statusCode).toBe(200);
    const kept = (await list(undefined, '?pageSize=100')).items.find((c) => c._id === parent._id);
    expect(kept).toMatchObject({ deleted: true, body: '' });
    expect(kept?.replies.map((r) => r._id)).toEqual([child._id]);
    await send(t, 'DELETE', one(child._id), bob);
    const after = await list(undefined, '?pageSize=100');
    expect(after.items.some((c) => c._id === parent._id)).toBe(false);
    expect((await send(t, 'DELETE', one(child._id), bob)).statusCode).toBe(404);
  });

  it('reports a comment once per user', async () => {
    const c = await add(alice, 'spam spam');
    const report = (reason: string) =>
      send(t, 'POST', `${one(c._id)}/report`, bob, { reason, note: 'x' });
    expect((await report('spam')).statusCode).toBe(201);
    expect((await report('abuse')).statusCode).toBe(200);
    const rows = await t.app.database.db
      .select({ n: count() })
      .from(commentReports)
      .where(eq(commentReports.commentId, BigInt(c._id)));
    expect(rows[0]?.n).toBe(1);
    expect((await report('meh')).statusCode).toBe(400);
  });

  it("answers 404 for the other kind's comments on every route", async () => {
    const projectComment = await add(alice, 'project side');
    const filmComment = dataOf<Comment>(
      await send(t, 'POST', `/films/${filmId}/comments`, alice, { body: 'film side' }),
    );
    expect(filmComment).toMatchObject({ filmId, projectId: null });
    for (const [prefix, id] of [
      ['/crowdfunding/comments', filmComment._id],
      ['/films/comments', projectComment._id],
    ] as const) {
      const url = `${prefix}/${id}`;
      const patch = await send(t, 'PATCH', url, alice, { body: 'x' });
      expect(patch.statusCode, url).toBe(404);
      expect(envelopeOf(patch.body).code).toBe('comment.not_found');
      expect((await send(t, 'DELETE', url, alice)).statusCode, url).toBe(404);
      const report = await send(t, 'POST', `${url}/report`, bob, { reason: 'spam' });
      expect(report.statusCode, url).toBe(404);
    }
    // Both still stand, unchanged.
    expect((await list()).items.find((c) => c._id === projectComment._id)?.body).toBe(
      'project side',
    );
    const film = dataOf<Page<Comment>>(await api(t).get(`/films/${filmId}/comments?pageSize=100`));
    expect(film.items.find((c) => c._id === filmComment._id)?.body).toBe('film side');
  });

  it('applies the film rules: 401 for visitors, 403 unverified, 404 unknown project', async () => {
    const c = await add(alice, 'hello');
    for (const [method, url] of [
      ['POST', `/crowdfunding/projects/${projectId}/comments`],
      ['PATCH', one(c._id)],
      ['DELETE', one(c._id)],
      ['POST', `${one(c._id)}/report`],
    ] as const) {
      const res = await send(
        t,
        method,
        url,
        undefined,
        method === 'DELETE' ? undefined : { body: 'x' },
      );
      expect(res.statusCode, url).toBe(401);
    }
    const carol = await newUser(t, 'carol@example.com', false);
    const unverified = await post(carol, { body: 'hi' });
    expect(unverified.statusCode).toBe(403);
    expect(envelopeOf(unverified.body).code).toBe('auth.email_unverified');
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(1001) }]) {
      expect((await post(alice, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await api(t).get('/crowdfunding/projects/999999999/comments');
    expect(envelopeOf(missing.body).code).toBe('project.not_found');
    expect((await post(alice, { body: 'x' }, '999999999')).statusCode).toBe(404);
  });

  it('keeps exactly one target per row, and goes with its project', async () => {
    const { db } = t.app.database;
    const both = db.execute(
      sql`insert into comments (film_id, project_id, user_id, body) select ${filmId}, ${projectId}, id, 'x' from users limit 1`,
    );
    await expect(both).rejects.toThrow();
    const none = db.execute(
      sql`insert into comments (user_id, body) select id, 'x' from users limit 1`,
    );
    await expect(none).rejects.toThrow();
    const doomed = await makeProject(t, 'Doomed', { startsInDays: -1, endsInDays: 3, goal: 1 });
    const c = await add(alice, 'soon gone', undefined, doomed.id);
    await db.delete(projects).where(eq(projects.id, BigInt(doomed.id)));
    const left = await db
      .select()
      .from(comments)
      .where(eq(comments.id, BigInt(c._id)));
    expect(left).toEqual([]);
  });
});
