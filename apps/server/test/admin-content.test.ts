import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminEvent,
  AdminKeyword,
  DalbitEvent,
  HotSearchKeyword,
  Page,
} from '@dalbit/contract';
import { createTestApp, type TestApp } from './helpers.js';
import { aKeyword, anEvent } from './builders/events.js';
import { aStaff, auditLines, call, dataOf } from './admin-helpers.js';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await aStaff(t, 'editor')).token;
});
afterAll(async () => {
  await t?.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  type: 'notice',
  title_kr: '새 공지',
  title_eng: 'A new notice',
  summary_kr: '요약',
  summary_eng: 'Summary',
  content_kr: '**본문**',
  content_eng: '**Body**',
  imageDomestic: '',
  imageOversea: '',
  startsAt: null,
  endsAt: null,
  ...overrides,
});
const publicIds = async () =>
  dataOf<Page<DalbitEvent>>(await call(t, 'GET', '/web-app/event?pageSize=100')).items.map(
    (e) => e._id,
  );

describe('notices and events in the back office', () => {
  it('creates a draft that visitors do not see, then publishes it to the public list', async () => {
    const created = await call(t, 'POST', '/admin/events', editor, input());
    expect(created.statusCode).toBe(201);
    const event = dataOf<AdminEvent>(created);
    expect(event.state).toBe('draft');
    expect(await publicIds()).not.toContain(event._id);
    expect((await call(t, 'GET', `/web-app/event/${event._id}`)).statusCode).toBe(404);

    const published = await call(t, 'PUT', `/admin/events/${event._id}/publication`, editor, {
      publishedAt: new Date().toISOString(),
    });
    expect(dataOf<AdminEvent>(published).state).toBe('published');
    expect(await publicIds()).toContain(event._id);
    const [line] = await auditLines(t);
    expect(line).toMatchObject({
      action: 'event.publish',
      entity_type: 'event',
      entity_id: event._id,
    });
  });

  it('schedules: a future time keeps it hidden until then', async () => {
    const event = dataOf<AdminEvent>(await call(t, 'POST', '/admin/events', editor, input()));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call(t, 'PUT', `/admin/events/${event._id}/publication`, editor, {
      publishedAt: later,
    });
    expect(dataOf<AdminEvent>(res)).toMatchObject({ state: 'scheduled', publishedAt: later });
    expect(await publicIds()).not.toContain(event._id);
  });

  it('unpublishes and deletes, and the audit log keeps what was deleted', async () => {
    const row = await anEvent(t.db, { titleEng: 'To delete' });
    const id = row.id.toString();
    await call(t, 'PUT', `/admin/events/${id}/publication`, editor, {
      publishedAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await publicIds()).toContain(id);
    await call(t, 'PUT', `/admin/events/${id}/publication`, editor, { publishedAt: null });
    expect(await publicIds()).not.toContain(id);
    const deleted = await call(t, 'DELETE', `/admin/events/${id}`, editor);
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/admin/events/${id}`, editor)).statusCode).toBe(404);
    const [line] = await auditLines(t);
    expect(line).toMatchObject({ action: 'event.delete', entity_id: id });
    expect((line?.before as Record<string, unknown>).titleEng).toBe(row.titleEng);
  });

  it('edits with the changed fields before and after in the audit log', async () => {
    const event = dataOf<AdminEvent>(await call(t, 'POST', '/admin/events', editor, input()));
    const res = await call(
      t,
      'PUT',
      `/admin/events/${event._id}`,
      editor,
      input({ title_eng: 'Renamed' }),
    );
    expect(dataOf<AdminEvent>(res).title_eng).toBe('Renamed');
    const [line] = await auditLines(t);
    expect(line).toMatchObject({
      action: 'event.update',
      before: { titleEng: 'A new notice' },
      after: { titleEng: 'Renamed' },
    });
  });

  it('allows one missing language but refuses a notice without any title, at the field', async () => {
    const one = await call(t, 'POST', '/admin/events', editor, input({ title_eng: '' }));
    expect(one.statusCode).toBe(201);
    const none = await call(
      t,
      'POST',
      '/admin/events',
      editor,
      input({ title_kr: '', title_eng: '' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errorList[0]).toMatch(/title/i);
  });

  it('refuses a cover that is not an image upload', async () => {
    const res = await call(
      t,
      'POST',
      '/admin/events',
      editor,
      input({ imageDomestic: '/media/covers/missing.png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('upload.missing');
  });

  it('lists with search, state filter and paging', async () => {
    await call(t, 'POST', '/admin/events', editor, input({ title_eng: 'Zebra festival' }));
    const res = await call(t, 'GET', '/admin/events?q=zebra&state=draft', editor);
    const page = dataOf<Page<AdminEvent>>(res);
    expect(page.items.map((e) => e.title_eng)).toEqual(['Zebra festival']);
  });

  it('gives editors a cover upload ticket, and refuses one to a plain user', async () => {
    const body = { fileName: 'c.png', type: 'cover', contentType: 'image/png', size: 100 };
    const ok = await call(t, 'POST', '/upload-file', editor, body);
    expect(ok.statusCode).toBe(200);
    expect(dataOf<{ urlImage: string }>(ok).urlImage).toMatch(/\/media\/covers\//);
    const { token } = await aStaff(t, 'user');
    expect((await call(t, 'POST', '/upload-file', token, body)).statusCode).toBe(403);
  });
});

describe('popular search keywords in the back office', () => {
  it('adds, renames, hides and reorders; the public list follows at once', async () => {
    const a = await aKeyword(t.db, ['가', 'A'], { position: 0 });
    const b = await aKeyword(t.db, ['나', 'B'], { position: 1 });
    const publicNames = async () =>
      dataOf<HotSearchKeyword[]>(await call(t, 'GET', '/web-app/hot-search')).map(
        (k) => k.name_eng,
      );
    expect(await publicNames()).toEqual(['A', 'B']);

    const c = dataOf<AdminKeyword>(
      await call(t, 'POST', '/admin/keywords', editor, { name_kr: '다', name_eng: 'C' }),
    );
    expect(await publicNames()).toEqual(['A', 'B', 'C']);

    await call(t, 'PATCH', `/admin/keywords/${a.id}`, editor, { deleted: true });
    expect(await publicNames()).toEqual(['B', 'C']);

    const order = [c._id, b.id.toString(), a.id.toString()];
    const res = await call(t, 'PUT', '/admin/keywords/order', editor, { ids: order });
    expect(dataOf<AdminKeyword[]>(res).map((k) => k._id)).toEqual(order);
    expect(await publicNames()).toEqual(['C', 'B']);

    await call(t, 'PATCH', `/admin/keywords/${b.id}`, editor, { name_eng: 'Bee' });
    expect(await publicNames()).toEqual(['C', 'Bee']);
    expect((await auditLines(t))[0]).toMatchObject({ action: 'keyword.update' });
  });

  it('refuses an order that does not name every keyword once (409)', async () => {
    const all = dataOf<AdminKeyword[]>(await call(t, 'GET', '/admin/keywords', editor));
    const res = await call(t, 'PUT', '/admin/keywords/order', editor, {
      ids: all.slice(1).map((k) => k._id),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('keyword.order_mismatch');
  });
});
