import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProjectSummary } from '@dalbit/contract';
import { projects } from '../src/db/schema.js';
import { api, dataOf } from './accounts-helpers.js';
import { send } from './films-helpers.js';
import { aStaff, call } from './admin-helpers.js';
import {
  detailOf,
  makeProject,
  newBacker,
  pledged,
  settlerFor,
  startCrowdfundingApp,
} from './crowdfunding-helpers.js';
import type { TossFake } from './fakes/toss-fake.js';
import type { TestApp } from './helpers.js';

// A visitor's project list and project page are kept in the read cache (docs/performance.md#caches)
// and every write to projects drops them: within this file's 60 s TTL only a drop shows a change.
let t: TestApp;
let toss: TossFake;

beforeAll(async () => {
  ({ t, toss } = await startCrowdfundingApp({ CACHE_TTL_SECONDS: '60' }));
});
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

// Each test lists through a URL of its own: a list kept by an earlier test would not show the
// project this one just inserted behind the app's back.
let lists = 0;
const listOf = () => {
  lists += 1;
  const url = `/crowdfunding/projects?status=funding&pageSize=${40 + lists}`;
  return async (id: string) =>
    dataOf<Page<ProjectSummary>>(await api(t).get(url)).items.find((p) => p._id === id);
};
const rename = (id: bigint, titleEng: string) =>
  t.db.update(projects).set({ titleEng }).where(eq(projects.id, id));

describe("a visitor's kept projects", () => {
  it('stay through a change behind the app, while a signed-in viewer reads afresh', async () => {
    const p = await makeProject(t, 'Kept Reel', { startsInDays: -1, endsInDays: 10, goal: 90_000 });
    const listed = listOf();
    expect((await detailOf(t, p.id)).title_eng).toBe('Kept Reel');
    expect((await listed(p.id))?.title_eng).toBe('Kept Reel');
    await rename(p.row.id, 'Renamed Reel');
    expect((await detailOf(t, p.id)).title_eng).toBe('Kept Reel');
    expect((await listed(p.id))?.title_eng).toBe('Kept Reel');
    const viewer = await newBacker(t, 'keptviewer@example.com');
    expect((await detailOf(t, p.id, viewer.token)).title_eng).toBe('Renamed Reel');
  });

  it("answer a viewer's list from the kept list with their own votes and live counts", async () => {
    const p = await makeProject(t, 'Voted Reel', { startsInDays: 3, endsInDays: 20, goal: 90_000 });
    const url = `/crowdfunding/projects?status=upcoming&pageSize=${40 + (lists += 1)}`;
    const mine = async (token?: string) =>
      dataOf<Page<ProjectSummary>>(
        token ? await api(t).get(url, token) : await api(t).get(url),
      ).items.find((item) => item._id === p.id);
    const [alice, bob] = [
      await newBacker(t, 'listvoter1@example.com'),
      await newBacker(t, 'listvoter2@example.com'),
    ];
    expect(await mine(alice.token)).toMatchObject({ viewerVoted: false, voteCount: 0 });
    // Behind the app's back: the viewer's list is the kept one (until a write drops it)...
    await rename(p.row.id, 'Renamed Voted Reel');
    expect((await mine(alice.token))?.title_eng).toBe('Voted Reel');
    // ...and their vote, and the count it moved, show at once; another viewer sees the count.
    const vote = await send(t, 'POST', `/crowdfunding/projects/${p.id}/vote`, alice.token);
    expect(vote.statusCode).toBe(200);
    expect(await mine(alice.token)).toMatchObject({ viewerVoted: true, voteCount: 1 });
    expect(await mine(bob.token)).toMatchObject({ viewerVoted: false, voteCount: 1 });
    expect(await mine()).toMatchObject({ viewerVoted: false, voteCount: 1 });
  });

  it('drop at once when someone pledges, with the new total', async () => {
    const p = await makeProject(t, 'Pledged Reel', {
      startsInDays: -1,
      endsInDays: 10,
      goal: 90_000,
    });
    const listed = listOf();
    expect((await detailOf(t, p.id)).pledgedAmount).toBe(0);
    expect((await listed(p.id))?.pledgedAmount).toBe(0);
    const backer = await newBacker(t, 'keptbacker@example.com');
    await pledged(t, backer, p.id, [{ productId: p.digital, quantity: 1 }]);
    expect((await detailOf(t, p.id)).pledgedAmount).toBe(5000);
    expect((await listed(p.id))?.pledgedAmount).toBe(5000);
  });

  it("drop when staff post an update, and stay when staff's write is refused", async () => {
    const p = await makeProject(t, 'Updated Reel', {
      startsInDays: -1,
      endsInDays: 10,
      goal: 90_000,
    });
    const editor = (await aStaff(t, 'editor')).token;
    expect((await detailOf(t, p.id)).updates).toEqual([]);
    await rename(p.row.id, 'Quietly Renamed Reel');
    const refused = await call(t, 'POST', `/admin/projects/${p.id}/updates`, editor, {});
    expect(refused.statusCode).toBe(400);
    expect((await detailOf(t, p.id)).title_eng).toBe('Updated Reel');
    const posted = await call(t, 'POST', `/admin/projects/${p.id}/updates`, editor, {
      title_kr: '촬영 시작',
      title_eng: 'Filming starts',
      content_kr: '첫 촬영을 마쳤습니다.',
      content_eng: 'We finished the first day of filming.',
      audience: 'public',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const page = await detailOf(t, p.id);
    expect(page.title_eng).toBe('Quietly Renamed Reel');
    expect(page.updates.map((u) => u.title_eng)).toEqual(['Filming starts']);
  });

  it('are dropped by a settle run that moved or settled a project, and only then', async () => {
    let drops = 0;
    const settle = settlerFor(t, toss, () => {
      drops += 1;
    });
    await settle(new Date());
    expect(drops).toBe(0);
    await makeProject(t, 'Ended Reel', { startsInDays: -10, endsInDays: -1, goal: 90_000 });
    expect((await settle(new Date())).projects).toBe(1);
    expect(drops).toBe(1);
  });
});
