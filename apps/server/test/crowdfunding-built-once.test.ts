import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/infra/database/database.js';
import {
  createCrowdfundingRepository,
  type ProjectFilter,
} from '../src/modules/crowdfunding/crowdfunding.repository.js';
import {
  projectCreators,
  projects,
  projectSummaryColumns,
  projectVotes,
  type ProjectRow,
} from '../src/modules/crowdfunding/crowdfunding.table.js';
import { aUser } from './builders/accounts.js';
import { aProject, DAY, type Made } from './builders/crowdfunding.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The project list and page are built once per shape (crowdfunding.repository.ts): each call
 * must answer with its own values (moment, page, viewer), never an earlier call's. Runs on
 * PGlite and on PostgreSQL.
 */

let t: TestApp;

/** A repository whose statements drizzle builds are counted: a shape's second call builds none. */
const counting = (db: Db) => {
  let builds = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        builds += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Db;
  return { repository: createCrowdfundingRepository(counted), builds: () => builds };
};
const inDays = (days: number) => new Date(Date.now() + days * DAY);
let repository: ReturnType<typeof createCrowdfundingRepository>;
let funding: Made;
let closing: Made;
let upcoming: Made;
let ended: Made;
let draft: Made;
let scheduled: Made;
let voter: bigint;
let creator: bigint;
let stranger: bigint;

beforeAll(async () => {
  t = await createTestApp();
  repository = counting(t.db).repository;
  funding = await aProject(t.db, { startsInDays: -1, endsInDays: 10, goal: 1000 });
  closing = await aProject(t.db, { startsInDays: -2, endsInDays: 5, goal: 1000 });
  upcoming = await aProject(t.db, { startsInDays: 3, endsInDays: 20, goal: 1000 });
  ended = await aProject(t.db, {
    startsInDays: -10,
    endsInDays: -1,
    goal: 1000,
    outcome: 'failed',
  });
  draft = await aProject(t.db, { startsInDays: -1, endsInDays: 7, goal: 1000, state: 'draft' });
  // Approved, and published in two days (visibility.ts).
  scheduled = await aProject(t.db, {
    startsInDays: 5,
    endsInDays: 15,
    goal: 1000,
    state: 'approved',
  });
  await t.db
    .update(projects)
    .set({ publishAt: inDays(2) })
    .where(eq(projects.id, scheduled.row.id));
  [voter, creator, stranger] = (await Promise.all([aUser(t.db), aUser(t.db), aUser(t.db)])).map(
    (u) => u.id,
  ) as [bigint, bigint, bigint];
  await t.db.insert(projectVotes).values({ userId: voter, projectId: upcoming.row.id });
  await t.db.insert(projectCreators).values({ userId: creator, projectId: funding.row.id });
  await repository.createPledge({
    userId: voter,
    projectId: funding.row.id,
    items: [{ productId: BigInt(funding.digital), quantity: 2 }],
    extraSupport: 0,
    shipping: null,
    customerKey: 'customer',
    billingKey: 'billing',
    paymentProvider: 'manual',
    now: new Date(),
  });
});
afterAll(async () => {
  await t?.close();
});

const ids = (rows: Pick<ProjectRow, 'id'>[]) => rows.map((r) => r.id.toString());

describe('the project list built once', () => {
  it('answers each filter at each moment with that moment, in its order', async () => {
    const listed = async (filter: ProjectFilter, days: number) =>
      ids((await repository.list(filter, inDays(days), 20, 0)).rows);
    // The draft and the approved project before its publication are never listed.
    expect(await listed(undefined, 0)).toEqual([upcoming.id, funding.id, closing.id, ended.id]);
    expect(await listed('funding', 0)).toEqual([closing.id, funding.id]);
    expect(await listed('upcoming', 0)).toEqual([upcoming.id]);
    expect(await listed('ended', 0)).toEqual([ended.id]);
    expect(await listed('funding', 6)).toEqual([funding.id, scheduled.id, upcoming.id]);
    expect(await listed('upcoming', 6)).toEqual([]);
    expect(await listed('ended', 6)).toEqual([closing.id, ended.id]);
    expect((await repository.list('ended', inDays(6), 20, 0)).total).toBe(2);
    // Once published, the approved project is listed as upcoming.
    expect(await listed('upcoming', 2.5)).toEqual([upcoming.id, scheduled.id]);
    expect(await listed(undefined, 2.5)).toContain(scheduled.id);
    expect(await listed(undefined, 0)).not.toContain(draft.id);
  });

  it('reads only what a summary shows of each project, not its story, gallery or FAQ', async () => {
    const { rows } = await repository.list(undefined, new Date(), 20, 0);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(projectSummaryColumns).sort());
    }
  });

  it('pages with its limit and offset, and counts a page past the end', async () => {
    const page = await repository.list(undefined, new Date(), 2, 1);
    expect(ids(page.rows)).toEqual([funding.id, closing.id]);
    expect(page.total).toBe(4);
    expect(ids((await repository.list(undefined, new Date(), 1, 3)).rows)).toEqual([ended.id]);
    expect(await repository.list(undefined, new Date(), 2, 10)).toMatchObject({
      rows: [],
      total: 4,
    });
    expect(await repository.list('funding', new Date(), 2, 10)).toMatchObject({
      rows: [],
      total: 2,
    });
    expect(await repository.list('upcoming', inDays(6), 2, 0, voter)).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it("marks the votes of the viewer who asks, and nobody's for a visitor", async () => {
    const voted = async (userId?: bigint) =>
      [...(await repository.list('upcoming', new Date(), 20, 0, userId)).voted].map(String);
    expect(await voted(voter)).toEqual([upcoming.id]);
    expect(await voted(stranger)).toEqual([]);
    expect(await voted()).toEqual([]);
    expect(await voted(voter)).toEqual([upcoming.id]);
  });
});

describe('the project page built once', () => {
  it("answers the viewer's own vote, pledges and access, and none for a visitor", async () => {
    const visitor = await repository.page(funding.row.id);
    expect(visitor).toMatchObject({ voted: false, pledges: undefined, insider: false });
    expect(visitor?.project.id).toBe(funding.row.id);
    expect(visitor?.products.map((p) => p.nameEng)).toEqual([
      'Blu-ray',
      'Limited poster',
      'Digital',
    ]);
    const backer = await repository.page(funding.row.id, voter);
    expect(backer).toMatchObject({ voted: false, insider: true });
    expect(backer?.pledges).toHaveLength(1);
    expect(backer?.pledges?.[0]?.items).toMatchObject([
      { productId: BigInt(funding.digital), nameEng: 'Digital', quantity: 2, price: 5000 },
    ]);
    expect(await repository.page(funding.row.id, creator)).toMatchObject({
      voted: false,
      pledges: [],
      insider: true,
    });
    expect(await repository.page(funding.row.id, stranger)).toMatchObject({
      pledges: [],
      insider: false,
    });
    expect(await repository.page(upcoming.row.id, voter)).toMatchObject({
      voted: true,
      pledges: [],
      insider: false,
    });
    expect((await repository.page(upcoming.row.id, stranger))?.voted).toBe(false);
    expect((await repository.page(closing.row.id))?.project.id).toBe(closing.row.id);
    expect(await repository.page(999_999n, voter)).toBeUndefined();
    expect(await repository.page(999_999n)).toBeUndefined();
  });

  it('builds each shape once: eight lists, four counts, two pages', async () => {
    // Its own repository: the tests above made other shapes (a first page per page size).
    const { repository, builds } = counting(t.db);
    const askEveryShape = async (days: number, viewer: bigint, project: Made) => {
      for (const filter of [undefined, 'funding', 'upcoming', 'ended'] as const) {
        await repository.list(filter, inDays(days), 5, 0);
        await repository.list(filter, inDays(days), 5, 50, viewer);
      }
      await repository.page(project.row.id);
      await repository.page(project.row.id, viewer);
    };
    await askEveryShape(1, stranger, funding);
    expect(builds()).toBe(14);
    await askEveryShape(2, creator, closing);
    expect(builds()).toBe(14);
  });
});
