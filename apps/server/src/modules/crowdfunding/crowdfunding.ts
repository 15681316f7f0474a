import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { PaymentProvider } from '../../infra/payments/index.js';
import { createCrowdfundingRepository } from './crowdfunding.repository.js';
import { crowdfundingRoutes } from './crowdfunding.routes.js';
import { createCrowdfundingService } from './crowdfunding.service.js';

export interface CrowdfundingOptions {
  db: Db;
  payments: PaymentProvider;
  guards: AuthGuards;
  now: () => number;
  log?: { warn(object: unknown, message: string): void };
}

/** Composition root of crowdfunding: projects, pledges, votes and the end-of-campaign job. */
export const registerCrowdfunding = ({ db, payments, guards, now, log }: CrowdfundingOptions) => {
  const service = createCrowdfundingService({
    repository: createCrowdfundingRepository(db),
    payments,
    now,
    log,
  });
  const routes = async (api: FastifyInstance) => {
    await api.register(crowdfundingRoutes, { service, guards });
  };
  return { service, routes };
};
