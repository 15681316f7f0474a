import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { dropKeptOnWrite } from '../../infra/http/public-answer.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { PaymentProvider } from '../../infra/payments/index.js';
import type { JobSender } from '../../infra/queue/job.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { createBackerReportService } from './backer-report.service.js';
import { createNoticesService } from './campaign-notices.service.js';
import { campaignOpsAdminRoutes } from './campaign-ops.admin.routes.js';
import { backerReportJob, campaignOpsJobs } from './campaign-ops.jobs.js';
import { createCampaignOpsRepository } from './campaign-ops.repository.js';
import { campaignOpsRoutes } from './campaign-ops.routes.js';
import { campaignOpsStudioRoutes } from './campaign-ops.studio.routes.js';
import { createCampaignOpsService } from './campaign-ops.service.js';

export type { BackerReportService } from './backer-report.service.js';

export interface CampaignOpsDeps {
  db: Db;
  guards: AuthGuards;
  guard: StaffGuard;
  audit: AuditTrail;
  mailer: Mailer;
  queue: JobSender;
  payments: PaymentProvider;
  customerKeyOf: (userId: bigint) => string;
  /**
   * The studio's check for a creator's backer report (crowdfunding): their own project
   * (else project.not_found), once funding started (else project.state_invalid).
   */
  creatorProject: (projectId: string, userId: bigint) => Promise<void>;
  /** The film's id (or film.not_found), from the films module. */
  filmId: (id: string) => Promise<bigint>;
  feePercent: number;
  siteName: string;
  publicUrl: string;
  now: Clock;
  log: FastifyBaseLogger;
  /** Drops crowdfunding's kept project answers: every write here may change what they show. */
  changed: () => void;
}

/**
 * After the campaign and watch-to-fund (docs/product/crowdfunding.md#after-the-campaign): backer
 * reports, settlement and payout, notices, the card update of a failed charge, and the links
 * from projects to the films they continue. Owns its tables; reads crowdfunding's and films'.
 * Serves the creators' studio the backer CSV of their own projects; returns its jobs.
 */
export const registerCampaignOps = async (app: FastifyInstance, deps: CampaignOpsDeps) => {
  const repository = createCampaignOpsRepository(deps.db);
  const reports = createBackerReportService({
    repository,
    now: deps.now,
    enqueue: async (reportId, locale, audience) => {
      await deps.queue.send(buildJob, { reportId: reportId.toString(), locale, audience });
    },
  });
  const buildJob = backerReportJob(reports);
  const service = createCampaignOpsService({
    repository,
    audit: deps.audit,
    payments: deps.payments,
    customerKeyOf: deps.customerKeyOf,
    feePercent: deps.feePercent,
    now: deps.now,
    log: deps.log,
  });
  const notices = createNoticesService({
    repository,
    mailer: deps.mailer,
    siteName: deps.siteName,
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  await app.register(async (scope) => {
    scope.addHook('onSend', dropKeptOnWrite(deps.changed));
    await scope.register(campaignOpsRoutes, {
      prefix: API_PREFIX,
      service,
      guards: deps.guards,
      filmId: deps.filmId,
    });
    await scope.register(campaignOpsAdminRoutes, {
      prefix: `${API_PREFIX}/admin/crowdfunding`,
      service,
      reports,
      guard: deps.guard,
    });
    await scope.register(campaignOpsStudioRoutes, {
      prefix: API_PREFIX,
      reports,
      guards: deps.guards,
      creatorProject: deps.creatorProject,
    });
  });
  const [, ...others] = campaignOpsJobs(notices, reports);
  return { service, reports, notices, jobs: [buildJob, ...others] };
};
