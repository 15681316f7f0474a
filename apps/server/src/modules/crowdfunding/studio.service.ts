/* eslint-disable max-lines -- the project workflow (docs/product/crowdfunding.md#project-workflow): every state move with its rule, its audit line and who may make it, kept in one file so the state machine reads whole; the pledge actions and backers are the next to move out. */
import type {
  AdminProjectListQuery,
  BackerPledge,
  Page,
  PledgeActionBody,
  ProjectState,
  ReviewBody,
  StudioProject,
  StudioProjectSummary,
  projectInputSchema,
  scheduleBodySchema,
  updateInputSchema,
} from '@dalbit/contract';
import type { z } from 'zod';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type PaymentProvider,
} from '../../infra/payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { pageOffset, toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { pledgeItemsOf, statusOf } from './crowdfunding.dto.js';
import type { CrowdfundingRepository } from './crowdfunding.repository.js';
import type { ProjectRow } from './crowdfunding.table.js';
import type { ProductWrite, ProjectWrite, StudioRepository } from './studio.repository.js';
import { editScopeOf, isLocked, isPublic, mayPostUpdates, phaseOf } from './workflow.js';

type ProjectInput = z.output<typeof projectInputSchema>;
type ScheduleBody = z.output<typeof scheduleBodySchema>;
type UpdateInput = z.output<typeof updateInputSchema>;

/** Who is asking: a creator (only their own projects) or staff with projects.manage. */
export type Editor = { kind: 'creator'; who: StaffContext } | { kind: 'staff'; who: StaffContext };

export interface StudioServiceOptions {
  studio: StudioRepository;
  projects: CrowdfundingRepository;
  payments: PaymentProvider;
  audit: AuditTrail;
  /** The upload check of project images (modules/accounts): throws a 400 on a bad one. */
  checkImage: (url: string) => Promise<void>;
  /** Staff cancel a reserved pledge as its backer would (crowdfunding.service's cancelAny). */
  cancelPledge: (pledgeId: bigint) => Promise<unknown>;
  now: Clock;
}

const DAY = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Fields a locked project (funding started) may still change: the story and the images. */
const CONTENT_FIELDS = ['storyKr', 'storyEng', 'imageDomestic', 'imageOversea', 'gallery'] as const;

const writeOf = (input: ProjectInput): ProjectWrite => ({
  titleKr: input.title_kr,
  titleEng: input.title_eng,
  summaryKr: input.summary_kr,
  summaryEng: input.summary_eng,
  storyKr: input.story_kr,
  storyEng: input.story_eng,
  creatorNameKr: input.creatorName_kr,
  creatorNameEng: input.creatorName_eng,
  imageDomestic: input.imageDomestic,
  imageOversea: input.imageOversea,
  gallery: input.gallery,
  goalAmount: input.goalAmount,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  faq: input.faq,
});

const productsOf = (input: ProjectInput): ProductWrite[] =>
  input.products.map((p) => ({
    ...(p._id === undefined ? {} : { id: toId(p._id) ?? -1n }),
    nameKr: p.name_kr,
    nameEng: p.name_eng,
    descriptionKr: p.description_kr,
    descriptionEng: p.description_eng,
    price: p.price,
    stockLimit: p.stockLimit,
    estimatedDelivery: p.estimatedDelivery,
    needsShipping: p.needsShipping,
  }));

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) ===
  JSON.stringify(b instanceof Date ? b.toISOString() : b);

export const createStudioService = (options: StudioServiceOptions) => {
  const { studio, projects, payments, audit, checkImage, now } = options;
  const actorOf = (who: StaffContext) => ({ id: who.actorId, email: who.actorEmail });

  /** The project, if the editor may see it: staff any, a creator only their own (else 404). */
  const load = async (id: string, editor: Editor): Promise<ProjectRow> => {
    const key = toId(id);
    const row = key === undefined ? undefined : await projects.project(key);
    if (!row) throw new AppError('project.not_found');
    if (editor.kind === 'creator' && !(await studio.isCreator(row.id, editor.who.actorId))) {
      throw new AppError('project.not_found');
    }
    return row;
  };

  const summaryOf = (row: ProjectRow, at: number): StudioProjectSummary => ({
    _id: row.id.toString(),
    state: phaseOf(row, at),
    status: isPublic(row, at) ? statusOf(row, at) : null,
    title_kr: row.titleKr,
    title_eng: row.titleEng,
    imageDomestic: row.imageDomestic,
    imageOversea: row.imageOversea,
    goalAmount: row.goalAmount,
    pledgedAmount: row.pledgedAmount,
    backerCount: row.backerCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    publishAt: iso(row.publishAt),
    updatedAt: row.updatedAt.toISOString(),
  });

  const view = async (row: ProjectRow): Promise<StudioProject> => {
    const at = now();
    const [products, updates, history, creators] = await Promise.all([
      projects.products(row.id),
      studio.updatesOf(row.id),
      studio.history(row.id),
      studio.creatorsOf(row.id),
    ]);
    return {
      ...summaryOf(row, at),
      summary_kr: row.summaryKr,
      summary_eng: row.summaryEng,
      story_kr: row.storyKr,
      story_eng: row.storyEng,
      creatorName_kr: row.creatorNameKr,
      creatorName_eng: row.creatorNameEng,
      imageDomestic: row.imageDomestic,
      imageOversea: row.imageOversea,
      gallery: row.gallery,
      products: products.map((p) => ({
        _id: p.id.toString(),
        name_kr: p.nameKr,
        name_eng: p.nameEng,
        description_kr: p.descriptionKr,
        description_eng: p.descriptionEng,
        price: p.price,
        stockLimit: p.stockLimit,
        sold: p.sold,
        estimatedDelivery: p.estimatedDelivery,
        needsShipping: p.needsShipping,
      })),
      faq: row.faq,
      reviewComment: row.reviewComment,
      locked: isLocked(row, at),
      updates: updates.map((u) => ({
        _id: u.id.toString(),
        title_kr: u.titleKr,
        title_eng: u.titleEng,
        content_kr: u.contentKr,
        content_eng: u.contentEng,
        audience: u.audience,
        createdAt: u.createdAt.toISOString(),
      })),
      history: history.map((h) => ({
        from: h.fromState,
        to: h.toState,
        actorEmail: h.actorEmail,
        comment: h.comment,
        createdAt: h.createdAt.toISOString(),
      })),
      creators: creators.map((c) => ({ _id: c.id.toString(), email: c.email ?? '', name: c.name })),
    };
  };

  /** Reads the row again after a write (the answer shows what was stored). */
  const reload = async (id: bigint) => {
    const row = await projects.project(id);
    if (!row) throw new AppError('project.not_found');
    return view(row);
  };

  /** Records a state move in the audit log beside the history table. */
  const audited = (
    who: StaffContext,
    action: string,
    id: bigint,
    from: string,
    to: string,
    comment = '',
  ) =>
    audit.record(who, {
      action: `project.${action}`,
      entityType: 'project',
      entityId: id.toString(),
      before: { state: from },
      after: { state: to, ...(comment ? { comment } : {}) },
    });

  const move = async (
    row: ProjectRow,
    from: readonly ProjectState[],
    to: ProjectState,
    who: StaffContext,
    action: string,
    comment: string,
    extra: ProjectWrite = {},
  ) => {
    const moved = await studio.move(
      row.id,
      from,
      to,
      actorOf(who),
      comment,
      new Date(now()),
      extra,
    );
    if (!moved) throw new AppError('project.state_invalid');
    await audited(who, action, row.id, row.state, to, comment);
    return view(moved);
  };

  const checkFuture = (row: Pick<ProjectRow, 'startsAt' | 'endsAt'>) => {
    const at = now();
    if (row.startsAt.getTime() <= at || row.endsAt.getTime() <= at) {
      throw new AppError('project.dates_past');
    }
  };

  return {
    async mine(userId: bigint): Promise<StudioProjectSummary[]> {
      const at = now();
      return (await studio.projectsOf(userId)).map((r) => summaryOf(r.project, at));
    },

    async adminList(query: AdminProjectListQuery): Promise<Page<StudioProjectSummary>> {
      const at = now();
      const { rows, total } = await studio.adminList(
        query.state,
        query.q,
        query.pageSize,
        pageOffset(query.page, query.pageSize),
      );
      return toPage(
        rows.map((r) => summaryOf(r, at)),
        query.page,
        query.pageSize,
        total,
      );
    },

    get: async (id: string, editor: Editor) => view(await load(id, editor)),

    /**
     * The editor's save. A creator writes a draft fully, nothing in review, the story and images
     * later; staff write everything until funding starts. Once it started, any change to the
     * goal, dates, titles, summary, FAQ or rewards answers project.locked.
     */
    async save(id: string, input: ProjectInput, editor: Editor): Promise<StudioProject> {
      const row = await load(id, editor);
      const at = now();
      const scope = editScopeOf(row, at, editor.kind);
      if (scope === 'none') throw new AppError('project.state_invalid');
      const wanted = writeOf(input);
      const products = productsOf(input);
      let fields: ProjectWrite = wanted;
      let rewards: ProductWrite[] | undefined = products;
      if (scope === 'content') {
        const current = await projects.products(row.id);
        const rewardsSame =
          current.length === products.length &&
          current.every((c, i) => {
            const p = products[i];
            return (
              p !== undefined &&
              p.id === c.id &&
              p.nameKr === c.nameKr &&
              p.nameEng === c.nameEng &&
              p.descriptionKr === c.descriptionKr &&
              p.descriptionEng === c.descriptionEng &&
              p.price === c.price &&
              p.stockLimit === c.stockLimit &&
              p.estimatedDelivery === c.estimatedDelivery &&
              p.needsShipping === c.needsShipping
            );
          });
        const others = (Object.keys(wanted) as (keyof ProjectWrite)[]).filter(
          (k) => !(CONTENT_FIELDS as readonly string[]).includes(k) && !same(wanted[k], row[k]),
        );
        if (!rewardsSame || others.length > 0) throw new AppError('project.locked');
        fields = Object.fromEntries(CONTENT_FIELDS.map((k) => [k, wanted[k]])) as ProjectWrite;
        rewards = undefined;
      }
      for (const key of ['imageDomestic', 'imageOversea'] as const) {
        const url = fields[key];
        if (url && url !== row[key]) await checkImage(url);
      }
      for (const url of fields.gallery ?? []) {
        if (!row.gallery.includes(url)) await checkImage(url);
      }
      if (!(await studio.save(row.id, row.state, fields, rewards, new Date(at)))) {
        // A state move or another save came in between: the editor reloads.
        throw new AppError('project.state_invalid');
      }
      await audit.record(editor.who, {
        action: 'project.edit',
        entityType: 'project',
        entityId: row.id.toString(),
        before: { state: row.state },
        after: {
          state: row.state,
          fields: Object.keys(fields).filter(
            (k) => !same(fields[k as keyof ProjectWrite], row[k as keyof ProjectWrite]),
          ),
          ...(rewards ? { rewards: rewards.length } : {}),
        },
      });
      return reload(row.id);
    },

    /** Draft → in review: needs a goal and at least one reward. */
    async submit(id: string, editor: Editor): Promise<StudioProject> {
      const row = await load(id, editor);
      if (row.state !== 'draft') throw new AppError('project.state_invalid');
      const rewards = await projects.products(row.id);
      if (row.goalAmount <= 0 || rewards.length === 0 || (!row.titleKr && !row.titleEng)) {
        throw new AppError('project.not_ready');
      }
      return move(row, ['draft'], 'in_review', editor.who, 'submit', '');
    },

    /** In review → approved: the dates must be in the future. */
    async approve(id: string, body: ReviewBody, who: StaffContext): Promise<StudioProject> {
      const row = await load(id, { kind: 'staff', who });
      if (row.state !== 'in_review') throw new AppError('project.state_invalid');
      checkFuture(row);
      const comment = body.comment ?? '';
      return move(row, ['in_review'], 'approved', who, 'approve', comment, {
        reviewComment: comment,
      });
    },

    /** In review → draft with the reviewer's comments (required). */
    async sendBack(id: string, body: ReviewBody, who: StaffContext): Promise<StudioProject> {
      const row = await load(id, { kind: 'staff', who });
      const comment = (body.comment ?? '').trim();
      if (!comment) throw new AppError('request.invalid');
      return move(row, ['in_review'], 'draft', who, 'send_back', comment, {
        reviewComment: comment,
      });
    },

    /**
     * Approved (not yet funding) → the publication time and the dates, all in the future; once
     * `publishAt` passes viewers see it as upcoming (votes), then funding from `startsAt`.
     */
    async schedule(id: string, body: ScheduleBody, who: StaffContext): Promise<StudioProject> {
      const row = await load(id, { kind: 'staff', who });
      const at = now();
      if (!['approved', 'upcoming'].includes(row.state) || isLocked(row, at)) {
        throw new AppError('project.state_invalid');
      }
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      checkFuture({ startsAt, endsAt });
      const publishAt = new Date(Math.max(Date.parse(body.publishAt), at - 1000));
      const moved = await studio.move(
        row.id,
        ['approved', 'upcoming'],
        'approved',
        actorOf(who),
        '',
        new Date(at),
        { publishAt, startsAt, endsAt },
      );
      if (!moved) throw new AppError('project.state_invalid');
      await audit.record(who, {
        action: 'project.schedule',
        entityType: 'project',
        entityId: row.id.toString(),
        before: {
          publishAt: iso(row.publishAt),
          startsAt: iso(row.startsAt),
          endsAt: iso(row.endsAt),
        },
        after: { publishAt: iso(publishAt), startsAt: iso(startsAt), endsAt: iso(endsAt) },
      });
      return view(moved);
    },

    /**
     * From an accepted creator application, staff make a draft project and link the account
     * with the e-mail as its creator.
     */
    async invite(applicationId: string, email: string, who: StaffContext): Promise<StudioProject> {
      const key = toId(applicationId);
      const application = key === undefined ? undefined : await studio.application(key);
      if (!application) throw new AppError('application.not_found');
      if (application.status !== 'accepted') throw new AppError('application.not_accepted');
      const user = await studio.userByEmail(email);
      if (!user) throw new AppError('project.account_not_found');
      const at = now();
      const row = await studio.createDraft({
        titleKr: application.projectTitle,
        titleEng: application.projectTitle,
        creatorNameKr: application.name,
        creatorNameEng: application.name,
        goalAmount: application.fundingGoal,
        startsAt: new Date(at + 30 * DAY),
        endsAt: new Date(at + 60 * DAY),
        creatorId: user.id,
        actor: actorOf(who),
        now: new Date(at),
      });
      await audit.record(who, {
        action: 'project.invite',
        entityType: 'project',
        entityId: row.id.toString(),
        before: null,
        after: { state: 'draft', applicationId, creator: email },
      });
      return view(row);
    },

    /** After launch (visible): an update for everyone or for backers only. */
    async postUpdate(id: string, input: UpdateInput, editor: Editor): Promise<StudioProject> {
      const row = await load(id, editor);
      if (!mayPostUpdates(row, now())) throw new AppError('project.state_invalid');
      const update = await studio.addUpdate(
        row.id,
        {
          titleKr: input.title_kr,
          titleEng: input.title_eng,
          contentKr: input.content_kr,
          contentEng: input.content_eng,
          audience: input.audience,
        },
        new Date(now()),
      );
      await audit.record(editor.who, {
        action: 'project.update_post',
        entityType: 'project',
        entityId: row.id.toString(),
        before: null,
        after: { update: update.id.toString(), audience: input.audience },
      });
      return view(row);
    },

    /** A creator's backer report: their own project (else 404), once funding started (409). */
    async mayExport(id: string, editor: Editor): Promise<void> {
      if (!isLocked(await load(id, editor), now())) throw new AppError('project.state_invalid');
    },

    /** The project's pledges; staff also see the backers' e-mails. */
    async backers(id: string, editor: Editor): Promise<BackerPledge[]> {
      const row = await load(id, editor);
      const rows = await studio.backers(row.id);
      const items = await projects.itemsOf(rows.map((r) => r.pledge.id));
      return rows.map(({ pledge, name, email }) => ({
        _id: pledge.id.toString(),
        backerName: name,
        backerEmail: editor.kind === 'staff' ? (email ?? '') : '',
        status: pledge.status,
        amount: pledge.amount,
        extraSupport: pledge.extraSupport,
        items: pledgeItemsOf(items, pledge.id),
        createdAt: pledge.createdAt.toISOString(),
      }));
    },

    /** Staff cancel a reserved pledge (before the end), with a reason in the audit log. */
    async cancelPledge(pledgeId: string, body: PledgeActionBody, who: StaffContext) {
      const key = toId(pledgeId);
      const pledge = key === undefined ? undefined : await studio.pledge(key);
      if (!pledge || key === undefined) throw new AppError('pledge.not_found');
      await options.cancelPledge(key);
      await audit.record(who, {
        action: 'pledge.cancel',
        entityType: 'pledge',
        entityId: pledgeId,
        before: { status: pledge.status },
        after: { status: 'cancelled', reason: body.reason },
      });
      return { _id: pledgeId, status: 'cancelled' as const };
    },

    /** Staff refund a charged pledge through the provider (payment cancel), with a reason. */
    async refundPledge(pledgeId: string, body: PledgeActionBody, who: StaffContext) {
      const key = toId(pledgeId);
      const pledge = key === undefined ? undefined : await studio.pledge(key);
      if (!pledge || key === undefined) throw new AppError('pledge.not_found');
      if (pledge.status !== 'charged' || !pledge.paymentKey) {
        throw new AppError('pledge.not_refundable');
      }
      try {
        await payments.cancelPayment({
          paymentKey: pledge.paymentKey,
          reason: body.reason,
          idempotencyKey: `refund-pledge-${pledge.id}`,
        });
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw new AppError('payment.refund_failed');
        if (error instanceof PaymentUnavailableError) {
          throw new AppError('server.unavailable', { headers: { 'retry-after': '5' } });
        }
        throw error;
      }
      if (!(await studio.markRefunded(key, new Date(now())))) {
        throw new AppError('pledge.not_refundable');
      }
      await audit.record(who, {
        action: 'pledge.refund',
        entityType: 'pledge',
        entityId: pledgeId,
        before: { status: 'charged' },
        after: { status: 'refunded', reason: body.reason, amount: pledge.amount },
      });
      return { _id: pledgeId, status: 'refunded' as const };
    },
  };
};

export type StudioService = ReturnType<typeof createStudioService>;
