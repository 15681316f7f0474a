import {
  APPLY_EXPECTED_BENEFITS,
  can,
  languageToLocale,
  type AdminApplication,
  type AdminApplicationListQuery,
  type AdminApplicationSummary,
  type ApplicationReplyBody,
  type ApplicationStatus,
  type MailTemplateKey,
  type Page,
  type StaffMember,
} from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { Clock } from '../../shared/clock.js';
import { toId } from '../../shared/ids.js';
import { toPage } from '../../shared/paging.js';
import type { AuditTrail } from '../audit/audit.module.js';
import type {
  ApplicationWithAssignee,
  ApplicationsAdminRepository,
  Person,
} from './applications.admin.repository.js';
import { toCsv } from './applications.csv.js';
import { createMailTemplates } from './applications.templates.js';
import { deliverApplicationMail, fillTemplate, renderReplyMail } from './applications.mail.js';

const EXPORT_MAX_ROWS = 10_000;

const ref = (p: Person | null) =>
  p && { _id: p.id.toString(), userName: p.userName, userEmail: p.email };

const toSummary = ({
  application: a,
  assignee,
}: ApplicationWithAssignee): AdminApplicationSummary => ({
  _id: a.id.toString(),
  name: a.name,
  projectTitle: a.projectTitle,
  videoType: a.videoType,
  email: a.email,
  fundingGoal: a.fundingGoal,
  language: a.language,
  status: a.status,
  assignee: ref(assignee),
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

export interface ApplicationsAdminOptions {
  repository: ApplicationsAdminRepository;
  audit: AuditTrail;
  mailer: Mailer;
  siteName: string;
  now: Clock;
}

/** The applications inbox (docs/product/back-office.md#applications). */
export const createApplicationsAdminService = (options: ApplicationsAdminOptions) => {
  const { repository, audit, mailer, now } = options;
  const found = async (id: string) => {
    const key = toId(id);
    const row = key === undefined ? undefined : await repository.find(key);
    if (!row) throw new AppError('application.not_found');
    return row;
  };
  const { templates, putTemplate } = createMailTemplates(options);
  const setStatus = async (
    staff: StaffContext,
    row: ApplicationWithAssignee,
    status: ApplicationStatus,
  ) => {
    const { application } = row;
    if (application.status === status) return;
    await repository.update(application.id, { status }, new Date(now()));
    await repository.addEntry({
      applicationId: application.id,
      kind: 'status',
      detail: status,
      authorId: staff.actorId,
      createdAt: new Date(now()),
    });
    await audit.record(staff, {
      action: 'application.status',
      entityType: 'application',
      entityId: application.id.toString(),
      before: { status: application.status },
      after: { status },
    });
  };

  const service = {
    async list(query: AdminApplicationListQuery, staff: StaffContext) {
      const { rows, total } = await repository.list(
        query,
        staff.actorId,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return toPage(
        rows.map(toSummary),
        query.page,
        query.pageSize,
        total,
      ) satisfies Page<AdminApplicationSummary>;
    },

    /** The filtered list (not one page of it) as CSV. */
    async exportCsv(query: AdminApplicationListQuery, staff: StaffContext): Promise<string> {
      const { rows } = await repository.list(query, staff.actorId, EXPORT_MAX_ROWS, 0);
      const header = [
        'id',
        'created_at',
        'status',
        'assignee',
        'name',
        'project_title',
        'video_type',
        'email',
        'mobile',
        'funding_goal_krw',
        'production_duration',
        'portfolio_link',
        'expected_benefits',
        'language',
        'project_content',
        'extra_information',
      ];
      const body = rows.map(({ application: a, assignee }) => [
        a.id.toString(),
        a.createdAt.toISOString(),
        a.status,
        assignee?.email ?? '',
        a.name,
        a.projectTitle,
        a.videoType,
        a.email,
        a.mobile,
        a.fundingGoal,
        a.productionDuration,
        a.portfolioLink,
        a.expectedBenefits.filter((b) => APPLY_EXPECTED_BENEFITS.includes(b)).join(' '),
        a.language,
        a.projectContent,
        a.extraInformation,
      ]);
      return toCsv(header, body);
    },

    async get(id: string): Promise<AdminApplication> {
      const row = await found(id);
      const a = row.application;
      const entries = await repository.entries(a.id);
      return {
        ...toSummary(row),
        mobile: a.mobile,
        projectContent: a.projectContent,
        productionDuration: a.productionDuration,
        portfolioLink: a.portfolioLink,
        expectedBenefits: a.expectedBenefits,
        extraInformation: a.extraInformation,
        receiptSentAt: a.receiptSentAt?.toISOString() ?? null,
        history: entries.map(({ entry, author }) => ({
          _id: entry.id.toString(),
          kind: entry.kind,
          body: entry.body,
          detail: entry.detail,
          author: ref(author),
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    async patch(
      staff: StaffContext,
      id: string,
      patch: { status?: ApplicationStatus | undefined; assigneeId?: string | null | undefined },
    ): Promise<AdminApplication> {
      const row = await found(id);
      if (patch.assigneeId !== undefined) {
        const target =
          patch.assigneeId === null ? null : await repository.staffMember(BigInt(patch.assigneeId));
        if (patch.assigneeId !== null && (!target || !can(target.role, 'applications.manage'))) {
          throw new AppError('staff.assignee_invalid');
        }
        const before = row.application.assigneeId;
        const after = target?.id ?? null;
        if (before !== after) {
          await repository.update(row.application.id, { assigneeId: after }, new Date(now()));
          await repository.addEntry({
            applicationId: row.application.id,
            kind: 'assignee',
            detail: target ? target.userName : '',
            authorId: staff.actorId,
            createdAt: new Date(now()),
          });
          await audit.record(staff, {
            action: 'application.assign',
            entityType: 'application',
            entityId: id,
            before: { assigneeId: before },
            after: { assigneeId: after },
          });
        }
      }
      if (patch.status !== undefined) await setStatus(staff, row, patch.status);
      return service.get(id);
    },

    async addNote(staff: StaffContext, id: string, body: string): Promise<AdminApplication> {
      const row = await found(id);
      await repository.addEntry({
        applicationId: row.application.id,
        kind: 'note',
        body,
        authorId: staff.actorId,
        createdAt: new Date(now()),
      });
      await audit.record(staff, {
        action: 'application.note',
        entityType: 'application',
        entityId: id,
        after: { note: body },
      });
      await repository.update(row.application.id, {}, new Date(now()));
      return service.get(id);
    },

    /** A template filled in for this applicant, in the applicant's language. */
    async draft(id: string, key: MailTemplateKey): Promise<{ subject: string; body: string }> {
      const { application: a } = await found(id);
      const template = (await templates()).find((t) => t.key === key);
      if (!template) throw new AppError('request.invalid');
      const ko = languageToLocale(a.language) === 'ko';
      const values = { name: a.name, projectTitle: a.projectTitle, siteName: options.siteName };
      return {
        subject: fillTemplate(ko ? template.subject_kr : template.subject_eng, values),
        body: fillTemplate(ko ? template.body_kr : template.body_eng, values),
      };
    },

    /**
     * Queues the reply mail, then records it: the mail queue retries until SMTP takes it, so a
     * mail server that is down delays the reply but never loses it. Only a reply that could not
     * even be queued (the database away) is left out of the history, with 503.
     */
    async reply(
      staff: StaffContext,
      id: string,
      body: ApplicationReplyBody,
    ): Promise<AdminApplication> {
      const row = await found(id);
      const a = row.application;
      const mail = renderReplyMail({ locale: languageToLocale(a.language), ...body });
      try {
        await deliverApplicationMail(mailer, { to: a.email, ...mail });
      } catch {
        throw new AppError('mail.failed');
      }
      await repository.addEntry({
        applicationId: a.id,
        kind: 'reply',
        body: body.body,
        detail: body.subject,
        authorId: staff.actorId,
        createdAt: new Date(now()),
      });
      await audit.record(staff, {
        action: 'application.reply',
        entityType: 'application',
        entityId: id,
        after: { to: a.email, subject: body.subject },
      });
      if (body.status) await setStatus(staff, row, body.status);
      else await repository.update(a.id, {}, new Date(now()));
      return service.get(id);
    },

    templates,

    putTemplate,

    async assignees(): Promise<StaffMember[]> {
      return (await repository.staffMembers())
        .filter((m) => can(m.role, 'applications.manage'))
        .map((m) => ({
          _id: m.id.toString(),
          userName: m.userName,
          userEmail: m.email,
          role: m.role,
        }));
    },
  };
  return service;
};

export type ApplicationsAdminService = ReturnType<typeof createApplicationsAdminService>;
