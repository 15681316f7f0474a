import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectState } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { users } from '../accounts/users.table.js';
import { applications } from '../applications/applications.table.js';
import {
  pledges,
  projectCreators,
  projectProducts,
  projects,
  projectStateChanges,
  projectUpdates,
  type ProjectRow,
} from './crowdfunding.table.js';

import { recordChange, type Actor } from './state-changes.js';

export type { Actor };

export interface ProductWrite {
  id?: bigint;
  nameKr: string;
  nameEng: string;
  descriptionKr: string;
  descriptionEng: string;
  price: number;
  stockLimit: number | null;
  estimatedDelivery: string;
  needsShipping: boolean;
}

export type ProjectWrite = Partial<
  Pick<
    ProjectRow,
    | 'titleKr'
    | 'titleEng'
    | 'summaryKr'
    | 'summaryEng'
    | 'storyKr'
    | 'storyEng'
    | 'creatorNameKr'
    | 'creatorNameEng'
    | 'imageDomestic'
    | 'imageOversea'
    | 'gallery'
    | 'goalAmount'
    | 'startsAt'
    | 'endsAt'
    | 'faq'
    | 'publishAt'
    | 'reviewComment'
  >
>;

/** The studio's and the back office's queries: drafts, edits, state moves, backers, creators. */
export const createStudioRepository = (db: Db) => ({
  async createDraft(input: {
    titleKr: string;
    titleEng: string;
    creatorNameKr: string;
    creatorNameEng: string;
    goalAmount: number;
    startsAt: Date;
    endsAt: Date;
    creatorId: bigint;
    actor: Actor;
    now: Date;
  }): Promise<ProjectRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          titleKr: input.titleKr,
          titleEng: input.titleEng,
          creatorNameKr: input.creatorNameKr,
          creatorNameEng: input.creatorNameEng,
          goalAmount: input.goalAmount,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          state: 'draft',
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('project insert returned nothing');
      await tx.insert(projectCreators).values({ projectId: row.id, userId: input.creatorId });
      await recordChange(tx, row.id, null, 'draft', input.actor, '', input.now);
      return row;
    });
  },

  async isCreator(projectId: bigint, userId: bigint): Promise<boolean> {
    const rows = await db
      .select({ id: projectCreators.projectId })
      .from(projectCreators)
      .where(and(eq(projectCreators.projectId, projectId), eq(projectCreators.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },

  creatorsOf: (projectId: bigint) =>
    db
      .select({ id: users.id, email: users.email, name: users.userName })
      .from(projectCreators)
      .innerJoin(users, eq(users.id, projectCreators.userId))
      .where(eq(projectCreators.projectId, projectId))
      .orderBy(asc(projectCreators.createdAt)),

  projectsOf: (userId: bigint) =>
    db
      .select({ project: projects })
      .from(projectCreators)
      .innerJoin(projects, eq(projects.id, projectCreators.projectId))
      .where(eq(projectCreators.userId, userId))
      .orderBy(desc(projects.updatedAt), desc(projects.id)),

  async adminList(state: ProjectState | 'all', q: string, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (state !== 'all') conditions.push(eq(projects.state, state));
    if (q) {
      const like = `%${escapeLike(q)}%`;
      const hit = or(ilike(projects.titleKr, like), ilike(projects.titleEng, like));
      if (hit) conditions.push(hit);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    // The review queue reads oldest submissions first; other lists newest first.
    const order =
      state === 'in_review'
        ? [asc(projects.updatedAt), asc(projects.id)]
        : [desc(projects.updatedAt), desc(projects.id)];
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(projects).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  history: (projectId: bigint) =>
    db
      .select()
      .from(projectStateChanges)
      .where(eq(projectStateChanges.projectId, projectId))
      .orderBy(asc(projectStateChanges.id)),

  updatesOf: (projectId: bigint) =>
    db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, projectId))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id)),

  /**
   * Writes the project's fields and, when given, its rewards (kept by id, added without one,
   * removed when left out), only if the project is still in the state the caller checked, so
   * a state move in between (a submission, an approval) is never overwritten. False when it
   * moved.
   */
  async save(
    projectId: bigint,
    seen: ProjectState,
    fields: ProjectWrite,
    products: ProductWrite[] | undefined,
    now: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(projects)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(projects.id, projectId), eq(projects.state, seen)))
        .returning({ id: projects.id });
      if (updated.length === 0) return false;
      if (!products) return true;
      const keep = products.flatMap((p) => (p.id === undefined ? [] : [p.id]));
      const existing = await tx
        .select({ id: projectProducts.id })
        .from(projectProducts)
        .where(eq(projectProducts.projectId, projectId));
      const gone = existing.map((e) => e.id).filter((id) => !keep.includes(id));
      if (gone.length > 0) {
        await tx.delete(projectProducts).where(inArray(projectProducts.id, gone));
      }
      for (const [position, p] of products.entries()) {
        const values = {
          nameKr: p.nameKr,
          nameEng: p.nameEng,
          descriptionKr: p.descriptionKr,
          descriptionEng: p.descriptionEng,
          price: p.price,
          stockLimit: p.stockLimit,
          estimatedDelivery: p.estimatedDelivery,
          needsShipping: p.needsShipping,
          position,
        };
        if (p.id !== undefined && existing.some((e) => e.id === p.id)) {
          await tx.update(projectProducts).set(values).where(eq(projectProducts.id, p.id));
        } else {
          await tx.insert(projectProducts).values({ ...values, projectId });
        }
      }
      return true;
    });
  },

  /**
   * Moves the state from one of `from` to `to` (with extra fields) in one conditional UPDATE and
   * records the move; undefined when the project was not in one of `from`.
   */
  async move(
    projectId: bigint,
    from: readonly ProjectState[],
    to: ProjectState,
    actor: Actor | null,
    comment: string,
    now: Date,
    extra: ProjectWrite = {},
  ): Promise<ProjectRow | undefined> {
    return db.transaction(async (tx) => {
      const before = await tx
        .select({ state: projects.state })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      const fromState = before[0]?.state;
      if (!fromState || !from.includes(fromState)) return undefined;
      const [row] = await tx
        .update(projects)
        .set({ ...extra, state: to, updatedAt: now })
        .where(eq(projects.id, projectId))
        .returning();
      await recordChange(tx, projectId, fromState, to, actor, comment, now);
      return row;
    });
  },

  async addUpdate(
    projectId: bigint,
    input: {
      titleKr: string;
      titleEng: string;
      contentKr: string;
      contentEng: string;
      audience: 'public' | 'backers';
    },
    now: Date,
  ) {
    const [row] = await db
      .insert(projectUpdates)
      .values({ projectId, ...input, createdAt: now })
      .returning();
    if (!row) throw new Error('update insert returned nothing');
    return row;
  },

  /** A project's pledges with the backer's name and e-mail, newest first. */
  backers: (projectId: bigint) =>
    db
      .select({ pledge: pledges, name: users.userName, email: users.email })
      .from(pledges)
      .innerJoin(users, eq(users.id, pledges.userId))
      .where(eq(pledges.projectId, projectId))
      .orderBy(desc(pledges.createdAt), desc(pledges.id)),

  async pledge(pledgeId: bigint) {
    const rows = await db.select().from(pledges).where(eq(pledges.id, pledgeId)).limit(1);
    return rows[0];
  },

  /**
   * Charged → refunded, once (false when another call got there first). The project's pledged
   * total and backer count lose the pledge in the same transaction, as a cancel does
   * (docs/product/crowdfunding.md#reviewing-projects-staff); the recorded outcome stays.
   */
  async markRefunded(pledgeId: bigint, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(pledges)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'charged')))
        .returning({ projectId: pledges.projectId, amount: pledges.amount });
      const refunded = rows[0];
      if (!refunded) return false;
      await tx
        .update(projects)
        .set({
          pledgedAmount: sql`greatest(0, ${projects.pledgedAmount} - ${refunded.amount})`,
          backerCount: sql`greatest(0, ${projects.backerCount} - 1)`,
        })
        .where(eq(projects.id, refunded.projectId));
      return true;
    });
  },

  /** A creator application (the applications module's table): what an invitation starts from. */
  async application(id: bigint) {
    const rows = await db
      .select({
        status: applications.status,
        name: applications.name,
        projectTitle: applications.projectTitle,
        fundingGoal: applications.fundingGoal,
      })
      .from(applications)
      .where(eq(applications.id, id))
      .limit(1);
    return rows[0];
  },

  async userByEmail(email: string) {
    const rows = await db
      .select({ id: users.id, email: users.email, name: users.userName })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return rows[0];
  },
});

export type StudioRepository = ReturnType<typeof createStudioRepository>;
