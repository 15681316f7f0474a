import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { aSignedInUser, aUser } from './builders/accounts.js';

/** The hourly accounts housekeeping: dead sessions, old codes, abandoned avatar uploads. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const count = async (query: ReturnType<typeof sql>) => {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};

describe('accounts housekeeping', () => {
  it('deletes dead sessions, old codes and abandoned uploads, and keeps what is in use', async () => {
    const live = await aSignedInUser(t.db);
    const dead = await aSignedInUser(t.db);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${dead.user.id}`,
    );
    await t.db.execute(
      sql`insert into one_time_codes (email, purpose, code_hash, expires_at, created_at)
          values ('old@example.com', 'verify_email', 'x', now() - interval '2 days', now() - interval '2 days'),
                 ('new@example.com', 'verify_email', 'y', now() + interval '5 minutes', now())`,
    );
    const owner = await aUser(t.db);
    const used = `avatars/${owner.id}/used.png`;
    const abandoned = `avatars/${owner.id}/abandoned.png`;
    const fresh = `avatars/${owner.id}/fresh.png`;
    for (const key of [used, abandoned, fresh]) await t.storage.put(key, PNG, 'image/png');
    const old = new Date(Date.now() - 2 * DAY);
    for (const key of [used, abandoned]) utimesSync(join(t.dataDir, 'media', key), old, old);
    await t.db.execute(
      sql`update users set avatar = ${t.storage.publicUrl(used)} where id = ${owner.id}`,
    );

    const job = t.app.queue.definition('accounts.housekeeping');
    expect(job?.schedule).toBe('7 * * * *');
    const report = await job?.handle({}, { id: 'test', retryCount: 0 });
    expect(report).toEqual({ sessions: 1, codes: 1, uploads: 1 });
    expect(
      await count(sql`select count(*)::int as n from sessions where user_id = ${live.user.id}`),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from one_time_codes`)).toBe(1);
    expect(await t.storage.exists(used)).toBe(true);
    expect(await t.storage.exists(fresh)).toBe(true);
    expect(await t.storage.exists(abandoned)).toBe(false);
  });
});
