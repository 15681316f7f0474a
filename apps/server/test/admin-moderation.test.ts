import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, ModerationItem, Page } from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aFilm } from './builders/films.js';
import { aSignedInUser } from './builders/accounts.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';

let t: TestApp;
let moderator: string;
let filmId: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = (await aStaff(t, 'moderator')).token;
  filmId = (await aFilm(t.db)).film.id.toString();
});
afterAll(async () => {
  await t?.close();
});

const reportedComment = async (body: string) => {
  const author = await aSignedInUser(t.db);
  const comment = dataOf<Comment>(
    await call(t, 'POST', `/films/${filmId}/comments`, author.token, { body }),
  );
  const reporter = await aSignedInUser(t.db);
  const reported = await call(t, 'POST', `/films/comments/${comment._id}/report`, reporter.token, {
    reason: 'abuse',
    note: 'rude',
  });
  expect(reported.statusCode).toBe(201);
  return { comment, author, reporter };
};
const threadAs = async (token?: string) =>
  dataOf<Page<Comment>>(await call(t, 'GET', `/films/${filmId}/comments?pageSize=100`, token))
    .items;

describe('the moderation queue', () => {
  it('lists a reported comment with the reason, the reporter and where it is', async () => {
    const { comment, reporter } = await reportedComment('You are all terrible');
    const queue = dataOf<Page<ModerationItem>>(
      await call(t, 'GET', '/admin/moderation', moderator),
    );
    const item = queue.items.find((i) => i.comment._id === comment._id);
    expect(item).toMatchObject({
      openReports: 1,
      comment: {
        body: 'You are all terrible',
        target: { kind: 'film', path: `/detail-film/${filmId}` },
      },
    });
    expect(item?.reports[0]).toMatchObject({
      reason: 'abuse',
      note: 'rude',
      status: 'open',
      reporter: { _id: reporter.user.id.toString() },
    });
  });

  it('hides a comment: empty and marked for everyone but its author; reports closed', async () => {
    const { comment, author } = await reportedComment('Hide me please');
    const res = await call(t, 'POST', `/admin/moderation/comments/${comment._id}/hide`, moderator, {
      note: 'insults',
    });
    expect(res.statusCode).toBe(200);
    const seenByVisitor = (await threadAs()).find((c) => c._id === comment._id);
    expect(seenByVisitor).toMatchObject({ hidden: true, body: '' });
    const seenByAuthor = (await threadAs(author.token)).find((c) => c._id === comment._id);
    expect(seenByAuthor).toMatchObject({ hidden: true, body: 'Hide me please' });

    const open = dataOf<Page<ModerationItem>>(await call(t, 'GET', '/admin/moderation', moderator));
    expect(open.items.map((i) => i.comment._id)).not.toContain(comment._id);
    const handled = dataOf<Page<ModerationItem>>(
      await call(t, 'GET', '/admin/moderation?status=handled', moderator),
    );
    const item = handled.items.find((i) => i.comment._id === comment._id);
    expect(item?.reports[0]).toMatchObject({ status: 'actioned', handledNote: 'insults' });
    expect((await auditLines(t))[0]).toMatchObject({
      action: 'comment.hide',
      entity_id: comment._id,
      after: { hidden: true, note: 'insults' },
    });

    await call(t, 'POST', `/admin/moderation/comments/${comment._id}/restore`, moderator, {
      note: 'on appeal',
    });
    expect((await threadAs()).find((c) => c._id === comment._id)).toMatchObject({
      hidden: false,
      body: 'Hide me please',
    });
  });

  it('dismisses the reports and leaves the comment as it was', async () => {
    const { comment } = await reportedComment('Harmless opinion');
    await call(t, 'POST', `/admin/moderation/comments/${comment._id}/dismiss`, moderator, {
      note: 'fine',
    });
    expect((await threadAs()).find((c) => c._id === comment._id)).toMatchObject({
      hidden: false,
      body: 'Harmless opinion',
    });
    const handled = dataOf<Page<ModerationItem>>(
      await call(t, 'GET', '/admin/moderation?status=handled', moderator),
    );
    expect(handled.items.find((i) => i.comment._id === comment._id)?.reports[0]?.status).toBe(
      'dismissed',
    );
  });

  it('answers 404 for a comment that does not exist', async () => {
    const res = await call(t, 'POST', '/admin/moderation/comments/999999/hide', moderator, {});
    expect(res.statusCode).toBe(404);
  });
});
