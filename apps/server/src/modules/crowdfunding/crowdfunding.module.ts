import { AppError } from '../../infra/http/app-error.js';
import { createBackerPrivacyRepository } from './backer-privacy.repository.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentConfig } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { Db } from '../../infra/database/database.js';
import { API_PREFIX } from '../../infra/http/api-prefix.js';
import { dropKeptOnWrite } from '../../infra/http/public-answer.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { PaymentProvider } from '../../infra/payments/index.js';
import type { Clock } from '../../shared/clock.js';
import { crowdfundingJobs } from './crowdfunding.jobs.js';
import { createCrowdfundingRepository } from './crowdfunding.repository.js';
import { crowdfundingRoutes } from './crowdfunding.routes.js';
import {
  createCrowdfundingService,
  CROWDFUNDING_CACHE_PREFIX,
  type CrowdfundingServiceOptions,
} from './crowdfunding.service.js';
import { customerKeyFor } from './customer-key.js';
import type { StaffGuard } from '../../infra/http/staff-guard.js';
import type { AuditTrail } from '../audit/audit.module.js';
import { projectsAdminRoutes } from './projects.admin.routes.js';
import { createStudioRepository } from './studio.repository.js';
import { studioRoutes } from './studio.routes.js';
import { createStudioService } from './studio.service.js';

/** What viewers may see of projects, for modules that join projects (watch-to-fund). */
export { visibleAt } from './visibility.js';

export interface CrowdfundingDeps {
  db: Db;
  payments: PaymentProvider;
  /** What the web needs to open Toss' card window; absent with the manual provider. */
  tossClient: { clientKey: string; sdkUrl: string } | undefined;
  /** APP_SECRET: the key of the accounts' payment customer ids. */
  secret: string;
  guards: AuthGuards;
  now: Clock;
  log: FastifyBaseLogger;
  countPledge?: CrowdfundingServiceOptions['countPledge'];
  /** The back office's guard and audit trail (the review queue, the staff editor, pledges). */
  guard: StaffGuard;
  audit: AuditTrail;
  /** The upload check of project images (modules/accounts). */
  checkProjectImage: (url: string) => Promise<void>;
  /** The read cache: visitors' lists and project pages, dropped by every write to projects. */
  cache: TtlCache;
}

export { CROWDFUNDING_CACHE_PREFIX };

/**
 * Crowdfunding: projects, pledges and votes, and the end-of-campaign job (returned in `jobs`
 * for the composition root to register with the queue, never started here).
 */
export const registerCrowdfunding = async (app: FastifyInstance, deps: CrowdfundingDeps) => {
  const { payments, tossClient, secret } = deps;
  const customerKeyOf = (userId: bigint) => customerKeyFor(secret, userId);
  const changed = () => deps.cache.invalidate(CROWDFUNDING_CACHE_PREFIX);
  const repository = createCrowdfundingRepository(deps.db);
  const service = createCrowdfundingService({
    repository,
    payments,
    customerKeyOf,
    now: deps.now,
    log: deps.log,
    ...(deps.countPledge ? { countPledge: deps.countPledge } : {}),
    changed,
    cache: deps.cache,
  });
  const paymentConfig = (userId: bigint): PaymentConfig => {
    const customerKey = customerKeyOf(userId);
    return payments.name === 'toss' && tossClient
      ? { provider: 'toss', ...tossClient, customerKey }
      : { provider: 'manual', customerKey };
  };
  // The life of a project: the creators' studio and the back office's projects.
  const studio = createStudioService({
    studio: createStudioRepository(deps.db),
    projects: repository,
    payments,
    audit: deps.audit,
    checkImage: deps.checkProjectImage,
    cancelPledge: (pledgeId) => service.cancelAny(pledgeId),
    now: deps.now,
  });
  // Every write of these routes (pledges, votes, the studio, the review) drops the kept answers.
  await app.register(async (scope) => {
    scope.addHook('onSend', dropKeptOnWrite(changed));
    await scope.register(crowdfundingRoutes, {
      prefix: API_PREFIX,
      service,
      guards: deps.guards,
      paymentConfig,
      cache: deps.cache,
    });
    await scope.register(studioRoutes, {
      prefix: API_PREFIX,
      service: studio,
      guards: deps.guards,
    });
    await scope.register(projectsAdminRoutes, {
      prefix: `${API_PREFIX}/admin/projects`,
      service: studio,
      guard: deps.guard,
    });
  });
  const privacy = createBackerPrivacyRepository(deps.db);
  /** A backer deletes their account: reserved pledges are cancelled, the rest lose the address. */
  const forgetBacker = async (userId: bigint) => {
    for (const id of await privacy.reservedPledgeIds(userId)) {
      try {
        await service.cancel(userId, id.toString());
      } catch (error) {
        // Settled by the job meanwhile: it is then kept like any settled pledge.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await privacy.stripShipping(userId, new Date(deps.now()));
    changed();
  };
  /** The creators' studio's check of a backer report (modules/campaign-ops). */
  const creatorProject = (projectId: string, userId: bigint) =>
    studio.mayExport(projectId, {
      kind: 'creator',
      who: { actorId: userId, actorEmail: '', ip: '' },
    });
  return {
    service,
    /** Drops the kept project answers (a write elsewhere that projects show: a film link). */
    changed,
    forgetBacker,
    customerKeyOf,
    creatorProject,
    jobs: crowdfundingJobs(service),
  };
};
