import {
  PLEDGE_MAX_QUANTITY,
  type Page,
  type Pledge,
  type PledgeBody,
  type pledgeBodySchema,
  type ProjectDetail,
  type ProjectHit,
  type Vote,
} from '@dalbit/contract';
import type { z } from 'zod';
import { AppError } from '../../infra/http/app-error.js';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type PaymentProvider,
} from '../../infra/payments/index.js';
import { toId } from '../../shared/ids.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { SearchMatch } from '../../shared/search-match.js';
import {
  statusOf,
  toPledgeDto,
  toProductDto,
  toProjectHit,
  toSummary,
  toUpdateDto,
} from './crowdfunding.dto.js';
import type { CrowdfundingRepository } from './crowdfunding.repository.js';
import type { ProjectRow } from './crowdfunding.table.js';
import { isPublic } from './workflow.js';
import { CROWDFUNDING_CACHE_PREFIX, createProjectLists } from './project-lists.js';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';

type ParsedPledgeBody = z.output<typeof pledgeBodySchema>;
export type { PledgeBody };

export { CROWDFUNDING_CACHE_PREFIX };

export interface SettleReport {
  projects: number;
  charged: number;
  voided: number;
  failed: number;
}

export interface CrowdfundingServiceOptions {
  repository: CrowdfundingRepository;
  payments: PaymentProvider;
  /** The account's payment customer id (see customer-key.ts). */
  customerKeyOf: (userId: bigint) => string;
  now: () => number;
  log?: { warn(object: unknown, message: string): void };
  /** Counts pledge outcomes for the metrics (dalbit_pledges_total). */
  countPledge?: (outcome: PledgeOutcome) => void;
  /** A settle run moved or settled something: the kept project answers are dropped. */
  changed?: () => void;
  /**
   * The read cache, when a viewer's list may be the kept visitor's list with their votes read
   * beside it; without it (or with caching off) a viewer's list is one statement.
   */
  cache?: TtlCache;
}

/** What happened to a pledge, as the metrics count it. */
export type PledgeOutcome =
  'reserved' | 'sold_out' | 'declined' | 'cancelled' | 'charged' | 'charge_declined' | 'voided';

export const createCrowdfundingService = ({
  repository,
  payments,
  customerKeyOf,
  now,
  log,
  countPledge = () => undefined,
  changed = () => undefined,
  cache,
}: CrowdfundingServiceOptions) => {
  const lists = createProjectLists({ repository, now, cache });

  /** A project viewers may see (published); any other answers project.not_found. */
  const projectRow = async (id: string): Promise<ProjectRow> => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.project(key);
    if (!row || !isPublic(row, now())) throw new AppError('project.not_found');
    return row;
  };

  const pledgesOf = async (userId: bigint, projectId?: bigint): Promise<Pledge[]> => {
    const rows = await repository.userPledges(userId, projectId);
    const items = await repository.itemsOf(rows.map((r) => r.pledge.id));
    return rows.map((r) => toPledgeDto(r.pledge, r, items));
  };

  const voidQuietly = async (billingKey: string) => {
    try {
      await payments.voidBillingKey(billingKey);
    } catch (error) {
      log?.warn({ err: error }, 'voiding a billing key failed');
    }
  };

  let settling: Promise<unknown> = Promise.resolve();

  const settleOnce = async (at: Date): Promise<SettleReport> => {
    const report: SettleReport = { projects: 0, charged: 0, voided: 0, failed: 0 };
    // Approved projects whose publication or start passed: recorded as upcoming or funding.
    const moved = await repository.syncPhases(at);
    try {
      await settleProjects(at, report);
    } finally {
      if (moved > 0 || Object.values(report).some((n) => n > 0)) changed();
    }
    return report;
  };

  const settleProjects = async (at: Date, report: SettleReport) => {
    for (const project of await repository.unsettledEnded(at)) {
      const outcome = await repository.decideOutcome(project.id, at);
      for (const { id } of await repository.reservedPledges(project.id)) {
        // Another process may be settling the same project: only the worker that claims the
        // pledge calls the provider for it.
        const pledge = await repository.claimPledge(id);
        if (!pledge) continue;
        try {
          if (outcome === 'succeeded') {
            const { paymentKey } = await payments.charge({
              billingKey: pledge.billingKey,
              customerKey: pledge.customerKey,
              amount: pledge.amount,
              orderId: `pledge-${pledge.id}`,
              orderName: project.titleEng.slice(0, 100),
            });
            if (await repository.finishPledge(pledge.id, 'charged', at, { paymentKey })) {
              report.charged += 1;
              countPledge('charged');
            }
          } else {
            await payments.voidBillingKey(pledge.billingKey);
            if (await repository.finishPledge(pledge.id, 'voided', at)) {
              report.voided += 1;
              countPledge('voided');
            }
          }
        } catch (error) {
          if (error instanceof PaymentDeclinedError && outcome === 'succeeded') {
            const failureCode = error.providerCode;
            if (await repository.finishPledge(pledge.id, 'failed', at, { failureCode })) {
              report.failed += 1;
              countPledge('charge_declined');
            }
            await voidQuietly(pledge.billingKey);
          } else {
            // The provider is unreachable: the pledge stays reserved and the next run retries
            // (the charge's idempotency key makes that safe).
            await repository.releasePledge(pledge.id);
            log?.warn({ err: error, pledge: pledge.id.toString() }, 'settling a pledge failed');
          }
        }
      }
      if (await repository.markSettled(project.id, at)) report.projects += 1;
    }
  };

  const pledgeOnce = async (
    userId: bigint,
    id: string,
    body: ParsedPledgeBody,
  ): Promise<Pledge> => {
    // A card registered for another account's customer id must never be billed to this one.
    if (body.billing.customerKey !== customerKeyOf(userId)) {
      throw new AppError('pledge.customer_mismatch');
    }
    const project = await projectRow(id);
    const at = now();
    if (statusOf(project, at) !== 'funding') throw new AppError('project.not_funding');
    const merged = new Map<bigint, number>();
    for (const item of body.items) {
      const productId = toId(item.productId);
      if (productId === undefined) throw new AppError('project.product_invalid');
      merged.set(
        productId,
        Math.min(PLEDGE_MAX_QUANTITY, (merged.get(productId) ?? 0) + item.quantity),
      );
    }
    const products = new Map((await repository.products(project.id)).map((p) => [p.id, p]));
    const chosen = [...merged.keys()].map((pid) => products.get(pid));
    if (chosen.some((p) => !p)) throw new AppError('project.product_invalid');
    const needsShipping = chosen.some((p) => p?.needsShipping);
    if (needsShipping && !body.shipping) throw new AppError('pledge.shipping_required');
    // Cheap early answer; the locked check in the transaction is the one that counts.
    for (const p of chosen) {
      if (p && p.stockLimit !== null && p.sold + (merged.get(p.id) ?? 0) > p.stockLimit) {
        throw new AppError('project.sold_out');
      }
    }
    let billingKey: string;
    try {
      ({ billingKey } = await payments.issueBillingKey(body.billing));
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new AppError('payment.failed');
      // Toss is busy or away (it was retried): nothing was decided, so a 503 to try again.
      if (error instanceof PaymentUnavailableError) {
        throw new AppError('server.unavailable', { headers: { 'retry-after': '5' } });
      }
      throw error;
    }
    let pledgeId: bigint;
    try {
      pledgeId = await repository.createPledge({
        userId,
        projectId: project.id,
        items: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
        extraSupport: body.extraSupport,
        shipping: needsShipping && body.shipping ? body.shipping : null,
        customerKey: body.billing.customerKey,
        billingKey,
        paymentProvider: payments.name,
        now: new Date(at),
      });
    } catch (error) {
      await voidQuietly(billingKey);
      throw error;
    }
    const mine = await pledgesOf(userId, project.id);
    const created = mine.find((p) => p._id === pledgeId.toString());
    if (!created) throw new Error('created pledge not found');
    return created;
  };

  const cancelOnce = async (userId: bigint, pledgeId: string): Promise<Pledge> => {
    const key = toId(pledgeId);
    if (key === undefined) throw new AppError('pledge.not_found');
    const row = await repository.cancelPledge(key, userId, new Date(now()));
    await voidQuietly(row.billingKey);
    const mine = await pledgesOf(userId, row.projectId);
    const cancelled = mine.find((p) => p._id === pledgeId);
    if (!cancelled) throw new AppError('pledge.not_found');
    return cancelled;
  };

  return {
    ...lists,

    projectRow,

    /** One page of projects matching a search (modules/search), as their cards show them. */
    async search(match: SearchMatch, page: number, pageSize: number): Promise<Page<ProjectHit>> {
      const at = now();
      const { rows, total } = await repository.search(
        match,
        pageSize,
        pageOffset(page, pageSize),
        new Date(at),
      );
      return toPage(
        rows.map((r) => toProjectHit(r, at)),
        page,
        pageSize,
        total,
      );
    },

    async detail(id: string, userId?: bigint): Promise<ProjectDetail> {
      // One statement (docs/performance.md#one-query-per-answer).
      const key = toId(id);
      const found = key === undefined ? undefined : await repository.page(key, userId);
      if (!found || !isPublic(found.project, now())) throw new AppError('project.not_found');
      const { project: row, products, updates, voted, insider } = found;
      const viewerPledges =
        found.pledges?.map(({ pledge, items }) => toPledgeDto(pledge, row, items)) ?? null;
      return {
        ...toSummary(row, now(), voted),
        story_kr: row.storyKr,
        story_eng: row.storyEng,
        gallery: row.gallery,
        faq: row.faq,
        products: products.map(toProductDto),
        updates: updates.map((u) => toUpdateDto(u, insider)),
        viewerPledges,
      };
    },

    async vote(userId: bigint, id: string, active: boolean): Promise<Vote> {
      const row = await projectRow(id);
      if (statusOf(row, now()) !== 'upcoming') throw new AppError('vote.failed');
      const count = await repository.setVote(userId, row.id, active);
      if (count === undefined) throw new AppError('vote.failed');
      return { voted: active, count };
    },

    async pledge(userId: bigint, id: string, body: ParsedPledgeBody): Promise<Pledge> {
      try {
        const created = await pledgeOnce(userId, id, body);
        countPledge('reserved');
        return created;
      } catch (error) {
        if (error instanceof AppError && error.code === 'project.sold_out') countPledge('sold_out');
        if (error instanceof AppError && error.code === 'payment.failed') countPledge('declined');
        throw error;
      }
    },

    async cancel(userId: bigint, pledgeId: string): Promise<Pledge> {
      const cancelled = await cancelOnce(userId, pledgeId);
      countPledge('cancelled');
      return cancelled;
    },

    /**
     * Staff cancel a backer's reserved pledge before the end, as the backer would: the stock and
     * the counters go back and the billing key is voided. Answers the cancelled row.
     */
    async cancelAny(pledgeId: bigint) {
      const row = await repository.cancelPledge(pledgeId, undefined, new Date(now()));
      await voidQuietly(row.billingKey);
      countPledge('cancelled');
      return row;
    },

    myPledges: (userId: bigint) => pledgesOf(userId),

    /**
     * The end-of-campaign job: idempotent, one run at a time in this process, and safe beside
     * the same job in other processes (each pledge is claimed by one worker with a lease).
     * Succeeded campaigns charge every reserved pledge with orderId `pledge-<id>` (the provider's
     * idempotency key, so a retry after a crash returns the first payment), failed ones void
     * them; a project is settled once no pledge is left over.
     */
    settleEndedProjects(at: Date = new Date(now())): Promise<SettleReport> {
      const run = settling.then(() => settleOnce(at));
      settling = run.catch(() => undefined);
      return run;
    },
  };
};

export type CrowdfundingService = ReturnType<typeof createCrowdfundingService>;
