/* eslint-disable max-lines -- after the campaign (docs/product/crowdfunding.md#after-the-campaign): settlement, payout, film links, contact and card update share the project checks at the top; the film links are the next to move out, as their repository did. */
import {
  CARD_UPDATE_GRACE_DAYS,
  type AdminProjectSummary,
  type CardUpdateBody,
  type CardUpdateState,
  type FilmLinkKind,
  type LinkedCampaign,
  type LinkedFilm,
  type NextUpFilm,
  type Page,
  type Settlement,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type PaymentProvider,
} from '../../infra/payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { DAY_MS } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type { ProjectRow } from '../crowdfunding/crowdfunding.table.js';
import type { CampaignOpsRepository } from './campaign-ops.repository.js';

type Status = LinkedCampaign['status'];

/** The project's state as the public pages show it (docs/product/crowdfunding.md#project-statuses). */
export const statusOf = (row: ProjectRow, now: number): Status => {
  if (row.outcome) return row.outcome;
  if (now < row.startsAt.getTime()) return 'upcoming';
  if (now < row.endsAt.getTime()) return 'funding';
  return row.pledgedAmount >= row.goalAmount ? 'succeeded' : 'failed';
};

const visibleFilm = (film: { state: string; publishAt: Date | null }, now: number) =>
  film.state === 'published' ||
  (film.state === 'scheduled' && film.publishAt !== null && film.publishAt.getTime() <= now);

export const toCampaign = (row: ProjectRow, kind: FilmLinkKind, now: number): LinkedCampaign => {
  const status = statusOf(row, now);
  return {
    projectId: row.id.toString(),
    kind,
    title_kr: row.titleKr,
    title_eng: row.titleEng,
    status,
    goalAmount: row.goalAmount,
    pledgedAmount: row.pledgedAmount,
    percentFunded: row.goalAmount > 0 ? Math.floor((row.pledgedAmount * 100) / row.goalAmount) : 0,
    backerCount: row.backerCount,
    voteCount: row.voteCount,
    daysLeft:
      status === 'funding'
        ? Math.max(0, Math.ceil((row.endsAt.getTime() - now) / DAY_MS))
        : status === 'upcoming'
          ? Math.max(0, Math.ceil((row.startsAt.getTime() - now) / DAY_MS))
          : 0,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
};

/** ⌊amount × percent ÷ 100⌋ in whole won, without floating-point drift (percent to 2 places). */
export const feeOf = (amount: number, percent: number) =>
  Math.floor((amount * Math.round(percent * 100)) / 10_000);

export interface CampaignOpsOptions {
  repository: CampaignOpsRepository;
  audit: AuditTrail;
  payments: PaymentProvider;
  customerKeyOf: (userId: bigint) => string;
  /** CROWDFUNDING_FEE_PERCENT. */
  feePercent: number;
  now: Clock;
  log?: { warn(object: unknown, message: string): void };
}

/**
 * After the campaign: the settlement and its payout, the staff's project list, the film links of
 * watch-to-fund, the digest contact, and a backer's new card for a failed charge.
 */
export const createCampaignOpsService = (options: CampaignOpsOptions) => {
  const { repository, audit, payments, customerKeyOf, feePercent, now, log } = options;
  const projectOf = async (id: string) => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.project(key);
    if (!row) throw new AppError('project.not_found');
    return row;
  };

  const settlement = async (id: string): Promise<Settlement> => {
    const project = await projectOf(id);
    const totals = await repository.pledgeTotals(project.id);
    const line = (status: string) => {
      const t = totals.find((x) => x.status === status);
      return { count: t?.count ?? 0, amount: t?.amount ?? 0 };
    };
    const paid = await repository.payout(project.id);
    const charged = line('charged');
    const refunded = line('refunded');
    const rate = paid ? paid.payout.feePercent : feePercent;
    // A refund after the payout does not change what was paid; the recorded figures stay.
    const net = paid
      ? paid.payout.chargedAmount - paid.payout.refundedAmount
      : charged.amount - refunded.amount;
    const fee = paid ? paid.payout.feeAmount : feeOf(net, rate);
    return {
      projectId: project.id.toString(),
      projectTitle_kr: project.titleKr,
      projectTitle_eng: project.titleEng,
      goalAmount: project.goalAmount,
      endsAt: project.endsAt.toISOString(),
      outcome: project.outcome,
      settledAt: project.settledAt?.toISOString() ?? null,
      reserved: line('reserved'),
      charged,
      failed: line('failed'),
      voided: line('voided'),
      cancelled: line('cancelled'),
      refunded,
      feePercent: rate,
      feeAmount: fee,
      payoutAmount: paid ? paid.payout.payoutAmount : net - fee,
      payable: !paid && project.outcome === 'succeeded' && project.settledAt !== null,
      payout: paid
        ? {
            paidAt: paid.payout.paidAt.toISOString(),
            paidBy: paid.payer?.id
              ? {
                  _id: paid.payer.id.toString(),
                  userName: paid.payer.userName ?? '',
                  userEmail: paid.payer.email ?? null,
                }
              : null,
            reference: paid.payout.reference,
            amount: paid.payout.payoutAmount,
          }
        : null,
    };
  };

  return {
    settlement,

    /** Staff record that the creator was paid: once, with who and when in the audit log. */
    async markPaid(
      staff: StaffContext,
      id: string,
      body: { reference: string },
    ): Promise<Settlement> {
      const current = await settlement(id);
      if (current.payout) throw new AppError('payout.already_paid');
      if (!current.payable) throw new AppError('payout.not_payable');
      const at = new Date(now());
      const recorded = await repository.recordPayout({
        projectId: BigInt(current.projectId),
        feePercent: current.feePercent,
        chargedAmount: current.charged.amount,
        refundedAmount: current.refunded.amount,
        feeAmount: current.feeAmount,
        payoutAmount: current.payoutAmount,
        reference: body.reference,
        paidBy: staff.actorId,
        paidAt: at,
      });
      // Two staff members at once: the second finds the first one's row.
      if (!recorded) throw new AppError('payout.already_paid');
      await audit.record(staff, {
        action: 'project.payout',
        entityType: 'project',
        entityId: current.projectId,
        after: {
          paidAt: at.toISOString(),
          paidBy: staff.actorEmail,
          amount: current.payoutAmount,
          feePercent: current.feePercent,
          feeAmount: current.feeAmount,
          reference: body.reference,
        },
      });
      return settlement(id);
    },

    async projects(query: {
      page: number;
      pageSize: number;
      q: string;
    }): Promise<Page<AdminProjectSummary>> {
      const at = now();
      const { rows, total } = await repository.projects(
        query.pageSize,
        (query.page - 1) * query.pageSize,
        query.q,
      );
      return toPage(
        rows.map(({ project: p, paidAt, link }) => ({
          _id: p.id.toString(),
          titleKr: p.titleKr,
          titleEng: p.titleEng,
          status: statusOf(p, at),
          startsAt: p.startsAt.toISOString(),
          endsAt: p.endsAt.toISOString(),
          goalAmount: p.goalAmount,
          pledgedAmount: p.pledgedAmount,
          backerCount: p.backerCount,
          settledAt: p.settledAt?.toISOString() ?? null,
          paidAt: paidAt?.toISOString() ?? null,
          link:
            link && link.filmId !== null
              ? {
                  filmId: link.filmId.toString(),
                  kind: link.kind ?? 'next_season',
                  titleKr: link.titleKr ?? '',
                  titleEng: link.titleEng ?? '',
                }
              : null,
        })),
        query.page,
        query.pageSize,
        total,
      );
    },

    async setFilmLink(
      staff: StaffContext,
      id: string,
      body: { filmId: string | null; kind: FilmLinkKind },
    ) {
      const project = await projectOf(id);
      const before = await repository.filmOfProject(project.id);
      let link: { filmId: bigint; kind: FilmLinkKind } | null = null;
      if (body.filmId !== null) {
        const filmId = toId(body.filmId);
        if (filmId === undefined || !(await repository.filmExists(filmId))) {
          throw new AppError('film.link_invalid');
        }
        link = { filmId, kind: body.kind };
      }
      await repository.setFilmLink(project.id, link);
      await audit.record(staff, {
        action: 'project.film_link',
        entityType: 'project',
        entityId: project.id.toString(),
        before: before ? { filmId: before.filmId.toString(), kind: before.kind } : null,
        after: link ? { filmId: link.filmId.toString(), kind: link.kind } : null,
      });
      return { filmId: link?.filmId.toString() ?? null, kind: link?.kind ?? null };
    },

    async contact(id: string) {
      const project = await projectOf(id);
      const row = await repository.contact(project.id);
      return row
        ? { email: row.email, language: row.language }
        : { email: null, language: 'korean' as const };
    },

    async setContact(
      staff: StaffContext,
      id: string,
      body: { email: string | null; language: 'korean' | 'english' },
    ) {
      const project = await projectOf(id);
      await repository.setContact(
        project.id,
        body.email ? { email: body.email, language: body.language } : null,
        new Date(now()),
      );
      await audit.record(staff, {
        action: 'project.contact',
        entityType: 'project',
        entityId: project.id.toString(),
        after: { email: body.email, language: body.language },
      });
      return { email: body.email, language: body.language };
    },

    /** The campaigns raising a film's next part (film page, player end screen). */
    async campaignsOfFilm(filmId: bigint): Promise<LinkedCampaign[]> {
      const at = now();
      return (await repository.campaignsOfFilm(filmId, new Date(at))).map((r) =>
        toCampaign(r.project, r.kind, at),
      );
    },

    /** The film a project continues, with its first episode (project page). */
    async filmOfProject(id: string): Promise<LinkedFilm | null> {
      return this.filmOfKnownProject((await projectOf(id)).id);
    },

    /**
     * As filmOfProject, for a project already read (a project page's data block follows the
     * page's own answer): no second read of the project.
     */
    async filmOfKnownProject(projectId: bigint): Promise<LinkedFilm | null> {
      const film = await repository.filmOfProject(projectId);
      if (!film || !visibleFilm(film, now())) return null;
      const first = await repository.firstVideoOf(film.filmId);
      return {
        filmId: film.filmId.toString(),
        kind: film.kind,
        title_kr: film.titleKr,
        title_eng: film.titleEng,
        poster: film.poster,
        firstVideoId: first?.toString() ?? null,
      };
    },

    /** Films whose next part is funding or upcoming (/streaming rail), one per film. */
    async nextUp(limit = 12): Promise<NextUpFilm[]> {
      const at = now();
      const seen = new Set<bigint>();
      const out: NextUpFilm[] = [];
      for (const row of await repository.nextUpFilms(new Date(at), limit * 2)) {
        if (seen.has(row.film.id) || !visibleFilm(row.film, at)) continue;
        seen.add(row.film.id);
        out.push({
          filmId: row.film.id.toString(),
          title_kr: row.film.titleKr,
          title_eng: row.film.titleEng,
          poster: row.film.poster,
          campaign: toCampaign(row.project, row.kind, at),
        });
        if (out.length >= limit) break;
      }
      return out;
    },

    /** What the card page shows a backer about their failed pledge. */
    async cardState(userId: bigint, pledgeId: string): Promise<CardUpdateState> {
      const key = toId(pledgeId);
      const found = key === undefined ? undefined : await repository.pledge(key);
      if (!found || found.pledge.userId !== userId) throw new AppError('pledge.not_found');
      const { pledge, project } = found;
      const failed = pledge.status === 'failed';
      const graceUntil = failed
        ? new Date(pledge.updatedAt.getTime() + CARD_UPDATE_GRACE_DAYS * DAY_MS)
        : null;
      return {
        pledgeId: pledge.id.toString(),
        projectId: project.id.toString(),
        projectTitle_kr: project.titleKr,
        projectTitle_eng: project.titleEng,
        amount: pledge.amount,
        status: pledge.status,
        graceUntil: graceUntil?.toISOString() ?? null,
        updatable: failed && graceUntil !== null && now() < graceUntil.getTime(),
      };
    },

    /**
     * A new card for a pledge whose charge failed, within the grace period: the billing key is
     * issued and the pledge charged at once, with order id `pledge-<id>-retry-<n>` (Toss' idempotency
     * key, so a repeated request never charges twice). A declined card leaves the pledge failed.
     */
    async updateCard(
      userId: bigint,
      pledgeId: string,
      body: CardUpdateBody,
    ): Promise<CardUpdateState> {
      const state = await this.cardState(userId, pledgeId);
      if (!state.updatable) throw new AppError('pledge.not_updatable');
      if (body.customerKey !== customerKeyOf(userId))
        throw new AppError('pledge.customer_mismatch');
      const found = await repository.pledge(BigInt(state.pledgeId));
      if (!found) throw new AppError('pledge.not_found');
      const { pledge, project } = found;
      const attempt = (await repository.attempts(pledge.id)) + 1;
      let billingKey: string;
      try {
        ({ billingKey } = await payments.issueBillingKey(body));
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw new AppError('payment.failed');
        if (error instanceof PaymentUnavailableError) {
          throw new AppError('server.unavailable', { headers: { 'retry-after': '5' } });
        }
        throw error;
      }
      try {
        const { paymentKey } = await payments.charge({
          billingKey,
          customerKey: body.customerKey,
          amount: pledge.amount,
          orderId: `pledge-${pledge.id}-retry-${attempt}`,
          orderName: project.titleEng.slice(0, 100),
        });
        await repository.recordAttempt(pledge.id, attempt, 'charged');
        await repository.chargeFailedPledge(pledge.id, {
          billingKey,
          paymentKey,
          at: new Date(now()),
        });
      } catch (error) {
        if (error instanceof PaymentDeclinedError) {
          await repository.recordAttempt(pledge.id, attempt, 'declined');
          try {
            await payments.voidBillingKey(billingKey);
          } catch (voidError) {
            log?.warn({ err: voidError }, 'voiding a billing key failed');
          }
          throw new AppError('payment.failed');
        }
        if (error instanceof PaymentUnavailableError) {
          throw new AppError('server.unavailable', { headers: { 'retry-after': '5' } });
        }
        throw error;
      }
      return this.cardState(userId, pledgeId);
    },
  };
};

export type CampaignOpsService = ReturnType<typeof createCampaignOpsService>;
