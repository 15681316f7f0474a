import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { pledges, projects, type PledgeRow } from './crowdfunding.table.js';
import { recordChange } from './state-changes.js';
import { visibleAt } from './visibility.js';
import type { ProjectState } from '@dalbit/contract';

/**
 * How long a settle worker holds a pledge: far longer than one provider call (10 s time-out), so
 * a live worker never loses it, and short enough that a crashed worker's pledges are retried
 * soon. Measured on the database's clock, the one clock all processes share.
 */
export const SETTLE_LEASE = sql`interval '2 minutes'`;

/** The end-of-campaign job's queries: the phases the clock moves, outcomes, pledge claims (leases) and settling. */
export const createSettleRepository = (db: Db) => ({
  /**
   * Catches the recorded state up with the clock: approved and published → upcoming → funding
   * (the settle job records outcomes and settlements). Each move is recorded without an actor.
   */
  async syncPhases(now: Date): Promise<number> {
    let moved = 0;
    const steps: [ProjectState[], ProjectState, SQL | undefined][] = [
      [
        ['approved'],
        'upcoming',
        and(lte(projects.publishAt, now), sql`${projects.startsAt} > ${now}`),
      ],
      [
        ['approved', 'upcoming'],
        'funding',
        and(
          or(eq(projects.state, 'upcoming'), lte(projects.publishAt, now)),
          lte(projects.startsAt, now),
          sql`${projects.endsAt} > ${now}`,
        ),
      ],
    ];
    for (const [from, to, when] of steps) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: projects.id, state: projects.state })
          .from(projects)
          .where(and(inArray(projects.state, from), isNull(projects.outcome), when))
          .for('update');
        for (const row of rows) {
          await tx.update(projects).set({ state: to }).where(eq(projects.id, row.id));
          await recordChange(tx, row.id, row.state, to, null, '', now);
          moved += 1;
        }
      });
    }
    return moved;
  },

  unsettledEnded: (now: Date) =>
    db
      .select()
      .from(projects)
      .where(and(lte(projects.endsAt, now), isNull(projects.settledAt), visibleAt(now)))
      .orderBy(asc(projects.endsAt), asc(projects.id)),

  /**
   * Decides the outcome once and records it as the workflow state (successful or failed); a
   * later run reads the same decision.
   */
  async decideOutcome(projectId: bigint, at: Date = new Date()): Promise<'succeeded' | 'failed'> {
    await db.transaction(async (tx) => {
      const decided = await tx
        .update(projects)
        .set({
          outcome: sql`case when ${projects.pledgedAmount} >= ${projects.goalAmount} then 'succeeded' else 'failed' end`,
        })
        .where(and(eq(projects.id, projectId), isNull(projects.outcome)))
        .returning({ outcome: projects.outcome, state: projects.state });
      const row = decided[0];
      if (!row) return;
      const to = row.outcome === 'succeeded' ? 'successful' : 'failed';
      await tx.update(projects).set({ state: to }).where(eq(projects.id, projectId));
      await recordChange(tx, projectId, row.state, to, null, '', at);
    });
    const rows = await db
      .select({ outcome: projects.outcome })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    return rows[0]?.outcome === 'succeeded' ? 'succeeded' : 'failed';
  },

  reservedPledges: (projectId: bigint) =>
    db
      .select()
      .from(pledges)
      .where(and(eq(pledges.projectId, projectId), eq(pledges.status, 'reserved')))
      .orderBy(asc(pledges.id)),

  /**
   * Claims a reserved pledge for this settle worker: one conditional UPDATE, so of several
   * processes (or runs) exactly one gets the row back. Undefined when it is settled already or
   * another worker's lease is still running.
   */
  async claimPledge(pledgeId: bigint): Promise<PledgeRow | undefined> {
    const rows = await db
      .update(pledges)
      .set({ settlingUntil: sql`now() + ${SETTLE_LEASE}` })
      .where(
        and(
          eq(pledges.id, pledgeId),
          eq(pledges.status, 'reserved'),
          or(isNull(pledges.settlingUntil), lt(pledges.settlingUntil, sql`now()`)),
        ),
      )
      .returning();
    return rows[0];
  },

  /** Gives a claimed pledge back (the provider was unreachable): the next run retries it. */
  async releasePledge(pledgeId: bigint) {
    await db
      .update(pledges)
      .set({ settlingUntil: null })
      .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'reserved')));
  },

  /** Moves a reserved pledge on; false when another run got there first. */
  async finishPledge(
    pledgeId: bigint,
    status: 'charged' | 'voided' | 'failed',
    at: Date,
    extra: { paymentKey?: string; failureCode?: string } = {},
  ): Promise<boolean> {
    const rows = await db
      .update(pledges)
      .set({
        status,
        updatedAt: at,
        settlingUntil: null,
        ...(status === 'charged' ? { chargedAt: at, paymentKey: extra.paymentKey ?? null } : {}),
        ...(extra.failureCode ? { failureCode: extra.failureCode } : {}),
      })
      .where(and(eq(pledges.id, pledgeId), eq(pledges.status, 'reserved')))
      .returning({ id: pledges.id });
    return rows.length > 0;
  },

  /**
   * Marks the project settled once no reserved pledge is left: a pledge another worker still
   * holds, or one the provider could not take yet, keeps it open for a later run.
   */
  async markSettled(projectId: bigint, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const before = await tx
        .select({ state: projects.state })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      const rows = await tx
        .update(projects)
        .set({ settledAt: at, state: 'settled' })
        .where(
          and(
            eq(projects.id, projectId),
            isNull(projects.settledAt),
            sql`not exists (select 1 from pledges p where p.project_id = ${projects.id} and p.status = 'reserved')`,
          ),
        )
        .returning({ id: projects.id });
      if (rows.length === 0) return false;
      await recordChange(tx, projectId, before[0]?.state ?? null, 'settled', null, '', at);
      return true;
    });
  },
});
