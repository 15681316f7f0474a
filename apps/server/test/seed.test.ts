import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FilmDetail,
  FilmSummary,
  Page,
  ProjectSummary,
  StudioProject,
  StudioProjectSummary,
} from '@dalbit/contract';
import {
  events,
  hotSearchKeywords,
  pledges,
  projectProducts,
  users,
  videos,
} from '../src/db/schema.js';
import { seedDemo, seedEvents, seedKeywords } from '../src/seed/seed.js';
import { DEMO_ACCOUNT } from '../src/seed/seed-accounts.js';
import { DEMO_CREATOR } from '../src/seed/seed-studio.js';
import { seedEventsPart1 } from '../src/seed/seed-events-1.js';
import { seedEventsPart2 } from '../src/seed/seed-events-2.js';
import { seedFilms } from '../src/seed/seed-films.js';
import { seedDemoPledges } from '../src/seed/seed-pledges.js';
import { createTestApp, hangul, type TestApp } from './helpers.js';
import { api, dataOf } from './accounts-helpers.js';
import { detailOf, myPledges } from './crowdfunding-helpers.js';
import { send } from './films-helpers.js';

// The demo content `npm start` seeds when SEED_DEMO is on: the one test file that seeds it
// (media included). Every other test builds the rows it needs (test/builders).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.database, t.storage);
});
afterAll(async () => {
  await t?.close();
});

const signIn = async (email: string, password: string) =>
  api(t).post('/user/login', {
    userEmail: email,
    password,
    language: 'english',
    typeDevice: 'web',
    deviceToken: '',
  });
const demoToken = async () =>
  dataOf<{ token: string }>(await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).token;

describe('the demo seed', () => {
  it('gives every notice and event a Domestic (Korean) and an Oversea (English) cover of its own', async () => {
    const rows = await t.db
      .select({ key: events.seedKey, domestic: events.imageDomestic, oversea: events.imageOversea })
      .from(events);
    expect(rows).toHaveLength(seedEvents.length);
    for (const row of rows) {
      expect(row.domestic, String(row.key)).toMatch(new RegExp(`/${row.key}\\.ko\\.jpg$`));
      expect(row.oversea, String(row.key)).toMatch(new RegExp(`/${row.key}\\.en\\.jpg$`));
    }
    // No two rows share a cover (three notices once shared one English cover on both sites).
    const all = rows.flatMap((r) => [r.domestic, r.oversea]);
    expect(new Set(all).size).toBe(all.length);
    for (const url of [rows[0]?.domestic ?? '', rows[0]?.oversea ?? '']) {
      const res = await t.app.inject({ url: new URL(url, 'http://x').pathname });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      // Small: a cover is a JPEG of tens of kilobytes, not hundreds.
      expect(res.rawPayload.byteLength).toBeLessThan(60_000);
    }
  });

  it('is idempotent: seeding twice keeps the same rows and ids', async () => {
    const { db } = t;
    const counts = async () => ({
      events: (await db.select({ n: count() }).from(events))[0]?.n,
      keywords: (await db.select({ n: count() }).from(hotSearchKeywords))[0]?.n,
      users: (await db.select({ n: count() }).from(users))[0]?.n,
      pledges: (await db.select({ n: count() }).from(pledges))[0]?.n,
      ids: (await db.select({ id: events.id }).from(events)).map((r) => String(r.id)).sort(),
    });
    const first = await counts();
    await seedDemo(t.app.database, t.storage);
    const second = await counts();
    expect(first.events).toBe(seedEvents.length);
    expect(first.keywords).toBe(seedKeywords.length);
    expect(second).toEqual(first);
    expect(seedEvents.length).toBeGreaterThanOrEqual(26);
    expect(new Set(seedEvents.map((e) => e.type))).toEqual(new Set(['notice', 'event']));
    expect(new Set(seedEvents.map((e) => e.image)).size).toBeGreaterThanOrEqual(10);
    expect(seedKeywords.filter((k) => !k.deleted)).toHaveLength(8);
  });

  it('keeps a demo video whose media was replaced through the ingest, without adding a twin', async () => {
    const { db } = t;
    const [video] = await db.select().from(videos).orderBy(videos.id).limit(1);
    const prefix = `videos/${video!.id}/99`;
    await db
      .update(videos)
      .set({ storagePrefix: prefix, renditions: [{ height: 720, width: 1280, bandwidth: 1 }] })
      .where(eq(videos.id, video!.id));
    const before = (await db.select({ n: count() }).from(videos))[0]?.n;
    await seedDemo(t.app.database, t.storage);
    expect((await db.select({ n: count() }).from(videos))[0]?.n).toBe(before);
    const [after] = await db.select().from(videos).where(eq(videos.id, video!.id));
    expect(after?.storagePrefix).toBe(prefix);
    expect(after?.renditions).toEqual([{ height: 720, width: 1280, bandwidth: 1 }]);
    await db
      .update(videos)
      .set({ storagePrefix: video!.storagePrefix, renditions: video!.renditions })
      .where(eq(videos.id, video!.id));
  });

  it('signs in the demo account, hashed at the production cost', async () => {
    const res = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = dataOf<{ token: string; isEmailVerified: boolean }>(res);
    expect(data.isEmailVerified).toBe(true);
    const me = dataOf<{ survey: string[] }>(await api(t).get('/user/me', data.token));
    expect(me.survey.length).toBeGreaterThan(0);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users);
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs in the demo creator, whose studio holds a bilingual draft with two rewards', async () => {
    const signedIn = await signIn(DEMO_CREATOR.email, DEMO_CREATOR.password);
    expect(signedIn.statusCode).toBe(200);
    const token = dataOf<{ token: string }>(signedIn).token;
    const mine = dataOf<StudioProjectSummary[]>(await api(t).get('/studio/projects', token));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ state: 'draft', title_eng: "The Lighthouse Keeper's Winter" });
    const draft = dataOf<StudioProject>(
      await api(t).get(`/studio/projects/${mine[0]!._id}`, token),
    );
    expect(draft.title_kr).toMatch(hangul);
    expect(draft.products).toHaveLength(2);
    // A draft is the creator's: viewers and the public list never see it.
    const listed = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?pageSize=100'),
    );
    expect(listed.items.map((p) => p._id)).not.toContain(mine[0]!._id);
    expect((await api(t).get(`/crowdfunding/projects/${mine[0]!._id}`)).statusCode).toBe(404);
    // The demo viewer is no creator of it.
    const other = dataOf<StudioProjectSummary[]>(
      await api(t).get('/studio/projects', await demoToken()),
    );
    expect(other).toEqual([]);
  });

  it('seeds a bilingual catalogue whose every video has its media', async () => {
    const all = dataOf<Page<FilmSummary>>(await api(t).get('/films?pageSize=100'));
    expect(all.total).toBe(seedFilms.length);
    expect(new Set(all.items.map((f) => f.type))).toEqual(
      new Set(['web_series', 'short_movie', 'music_video']),
    );
    for (const film of all.items) {
      expect(film.title_kr).toMatch(hangul);
      expect(film.genres.length).toBeGreaterThanOrEqual(2);
      expect(film.episodeCount).toBe(film.type === 'web_series' ? 2 : 1);
      expect((await t.app.inject(film.posterDomestic)).statusCode).toBe(200);
      const detail = dataOf<FilmDetail>(await api(t).get(`/films/${film._id}`));
      for (const episode of detail.episodes) {
        expect(episode.durationSeconds).toBeGreaterThan(0);
        const res = await api(t).get(`/films/videos/${episode.videoId}/playback`);
        const master = await t.app.inject(dataOf<{ masterUrl: string }>(res).masterUrl);
        expect(master.statusCode, film.title_eng).toBe(200);
      }
    }
  });

  it('seeds six bilingual projects: 3 funding, 2 upcoming with votes, 1 succeeded', async () => {
    const all = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?pageSize=100'),
    );
    const seeded = all.items.filter((p) => p.creatorName_eng !== '');
    expect(seeded).toHaveLength(6);
    const byStatus = (s: string) => seeded.filter((p) => p.status === s).length;
    expect([byStatus('funding'), byStatus('upcoming'), byStatus('succeeded')]).toEqual([3, 2, 1]);
    expect(seeded.filter((p) => p.status === 'upcoming').every((p) => p.voteCount > 0)).toBe(true);
    expect(seeded.every((p) => p.imageDomestic.endsWith('/backdrop.jpg'))).toBe(true);
    const season2 = seeded.find((p) => p.title_eng === 'Seoul in the Rain: Season 2');
    expect(season2?.percentFunded).toBeGreaterThan(100);
    const d = await detailOf(t, season2?._id ?? '');
    expect(d.products.length).toBeGreaterThanOrEqual(2);
    expect(d.products.some((p) => p.stockLimit !== null)).toBe(true);
    expect(d.updates.length).toBeGreaterThanOrEqual(1);
  });

  it('tells nothing in its notices that the product contradicts', async () => {
    const projects = dataOf<Page<ProjectSummary>>(
      await api(t).get('/crowdfunding/projects?pageSize=100'),
    ).items;
    const funded = new Set(projects.map((p) => p.percentFunded));
    for (const event of [...seedEventsPart1, ...seedEventsPart2]) {
      const texts = [...event.title, ...event.summary, ...event.content[0], ...event.content[1]];
      for (const text of texts) {
        // A funded share stated in a notice is the one its project shows.
        if (/fund|goal|펀딩|목표액/i.test(text)) {
          for (const [, percent] of text.matchAll(/(\d+)\s*%/g)) {
            expect(funded, `${event.key}: "${text}"`).toContain(Number(percent));
          }
        }
        // Dalbit sends no notifications: no notice may promise one.
        expect(text, event.key).not.toMatch(/notification|알림/i);
      }
    }
  });

  it('gives the demo account pledges in several states, seeded once', async () => {
    const token = await demoToken();
    const mine = await myPledges(t, token);
    expect(mine.map((m) => m.status)).toEqual(['cancelled', 'reserved', 'charged']);
    expect(mine.map((m) => m.projectTitle_eng)).toEqual([
      'Moonlight Delivery: The Special',
      'Seoul in the Rain: Season 2',
      'The Last Ferry: Epilogue',
    ]);
    expect(mine[1]).toMatchObject({ amount: 60_000, extraSupport: 5_000 });
    expect(mine[1]?.shipping?.recipient).toBe('Dalbit Demo');
    expect(mine[2]?.chargedAt).not.toBeNull();
    const totals = async () => ({
      pledges: (await t.db.select({ n: count() }).from(pledges))[0]?.n,
      sold: (await t.db.select({ sold: projectProducts.sold }).from(projectProducts))
        .map((r) => r.sold)
        .join(),
    });
    const first = await totals();
    await seedDemoPledges(t.db, new Date());
    expect(await totals()).toEqual(first);
    // The reserved one can be cancelled like any other.
    const reserved = mine[1]?._id ?? '';
    const cancel = await send(t, 'DELETE', `/crowdfunding/pledges/${reserved}`, token);
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});
