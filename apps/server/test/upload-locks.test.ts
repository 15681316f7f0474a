import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openDatabase } from '../src/infra/database/database.js';
import { createSharedLocker, type SharedLocker } from '../src/infra/uploads/shared-locker.js';
import {
  createTestApp,
  onPostgres,
  TEST_DATABASE_URL,
  testPasswords,
  type TestApp,
} from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';
import { aFilm } from './builders/films.js';
import { eventually } from './queue-helpers.js';
import { locationOf, tusCreate, tusHead, tusPatch, type TusAuth } from './tus-client.js';

/**
 * The uploads' tus lock shared by several processes on one PostgreSQL database
 * (docs/product/video-ingest.md#several-web-processes): lockers stand for processes, and two
 * apps on one database and DATA_DIR stand for two web processes behind a load balancer.
 */
let t: TestApp;
let second: App;
let url: string;
const lockers: SharedLocker[] = [];

const locker = (acquireTimeoutMs = 5000) => {
  const made = createSharedLocker({
    openSession: async () => {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    },
    acquireTimeoutMs,
    retryMs: 20,
  });
  lockers.push(made);
  return made;
};

const never = new AbortController().signal;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const { rows } = await t.app.database.execute('select current_database() as name');
  const target = new URL(TEST_DATABASE_URL ?? '');
  target.pathname = `/${String(rows[0]?.name)}`;
  url = target.toString();
  // A second web process: the same database, DATA_DIR and storage, its own memory.
  second = await buildApp(t.config, {
    database: await openDatabase({ url }),
    passwords: testPasswords(),
    storage: t.storage,
  });
});
afterAll(async () => {
  for (const made of lockers) await made.close();
  await second?.close();
  await t?.close();
});

describe.skipIf(!onPostgres)('the tus lock across processes', () => {
  it('asks the holder in another process to let go, then takes the lock', async () => {
    const [one, two] = [locker(), locker()];
    let asked = 0;
    const held = one.newLock('upload-a');
    await held.lock(never, () => {
      asked += 1;
      // The holder's request ends (tus waits its drain time first) and unlocks, once.
      if (asked === 1) setTimeout(() => void held.unlock(), 50);
    });
    // Another upload is not held up.
    const other = two.newLock('upload-b');
    await other.lock(never, () => undefined);
    await other.unlock();

    const taker = two.newLock('upload-a');
    await taker.lock(never, () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    // Now the first process must wait in its turn.
    const late = one.newLock('upload-a');
    const waiting = late.lock(never, () => undefined);
    await new Promise((r) => setTimeout(r, 200));
    await taker.unlock();
    await waiting;
    await late.unlock();
  });

  it('gives up after its time-out when the holder does not let go', async () => {
    const [one, two] = [locker(), locker(300)];
    const held = one.newLock('upload-c');
    await held.lock(never, () => undefined);
    await expect(two.newLock('upload-c').lock(never, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    const next = two.newLock('upload-c');
    await next.lock(never, () => undefined);
    await next.unlock();
  });

  it('resumes an upload on the other process, ending the stalled request on the first', async () => {
    const staff: TusAuth = { token: (await aSignedInUser(t.db, { role: 'editor' })).token };
    const { videos } = await aFilm(t.db, { episodes: [{ renditions: [], subtitles: [] }] });
    const bytes = Buffer.alloc(1024 * 1024, 7);
    const bases: string[] = [];
    for (const app of [t.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const [one, two] = bases as [string, string];
    const created = await tusCreate(one, staff, bytes.length, {
      videoId: String(videos[0]!.id),
      filename: 'master.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const onFirst = locationOf(one, created);
    const onSecond = onFirst.replace(one, two);

    // A PATCH on the first process sends 256 KB and then stalls, its connection still open
    // (a half-open connection after a laptop was closed).
    let stalledEnded = false;
    const stalled = request(onFirst, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${String(staff.token)}`,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    stalled.on('error', () => (stalledEnded = true));
    stalled.on('close', () => (stalledEnded = true));
    stalled.on('response', () => (stalledEnded = true));
    stalled.write(bytes.subarray(0, 256 * 1024));
    // (A HEAD here would take the lock on the first process itself and end the PATCH.)
    await new Promise((r) => setTimeout(r, 500));
    expect(stalledEnded).toBe(false);

    // The client resumes on the second process: the HEAD waits for the lock, which the first
    // process gives up by ending the stalled request.
    const head = await tusHead(onSecond, staff);
    expect(head.status, await head.text()).toBe(200);
    await eventually(async () => stalledEnded, 5000, 'the stalled request to end');
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(256 * 1024);
    const rest = await tusPatch(onSecond, staff, offset, bytes.subarray(offset, 512 * 1024));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(512 * 1024));
    // Back on the first process, the upload goes on from where the second left it.
    const back = await tusHead(onFirst, staff);
    expect(back.headers.get('upload-offset')).toBe(String(512 * 1024));
    stalled.destroy();
  }, 30_000);
});
