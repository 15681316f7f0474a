import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '@dalbit/contract';
import type { Db } from '../../db/client.js';
import type { AuthGuards } from '../../infra/http/auth-guard.js';
import type { PaymentProvider } from '../../infra/payments/index.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { commentsRoutes } from '../comments/comments.routes.js';
import { createCommentsService } from '../comments/comments.service.js';
import { createCrowdfundingRepository } from './crowdfunding.repository.js';
import { crowdfundingRoutes } from './crowdfunding.routes.js';
import { createCrowdfundingService } from './crowdfunding.service.js';
import { customerKeyFor } from './customer-key.js';

export interface CrowdfundingOptions {
  db: Db;
  payments: PaymentProvider;
  /** What the web needs to open Toss' card window; absent with the manual provider. */
  tossClient: { clientKey: string; sdkUrl: string } | undefined;
  /** APP_SECRET: the key of the accounts' payment customer ids. */
  secret: string;
  guards: AuthGuards;
  now: () => number;
  log?: { warn(object: unknown, message: string): void };
}

/**
 * Composition root of crowdfunding: projects, pledges, votes, comments and the end-of-campaign
 * job.
 */
export const registerCrowdfunding = ({
  db,
  payments,
  tossClient,
  secret,
  guards,
  now,
  log,
}: CrowdfundingOptions) => {
  const customerKeyOf = (userId: bigint) => customerKeyFor(secret, userId);
  const service = createCrowdfundingService({
    repository: createCrowdfundingRepository(db),
    payments,
    customerKeyOf,
    now,
    log,
  });
  const paymentConfig = (userId: bigint): PaymentConfig => {
    const customerKey = customerKeyOf(userId);
    return payments.name === 'toss' && tossClient
      ? { provider: 'toss', ...tossClient, customerKey }
      : { provider: 'manual', customerKey };
  };
  const comments = createCommentsService({
    repository: createCommentsRepository(db),
    kind: 'project',
    findTarget: async (id) => (await service.projectRow(id)).id,
    replyDepthMessage: 'comment.reply_depth_project',
    now,
  });
  const routes = async (api: FastifyInstance) => {
    await api.register(crowdfundingRoutes, { service, guards, paymentConfig });
    await api.register(commentsRoutes, {
      service: comments,
      guards,
      noun: 'project',
      listPath: '/crowdfunding/projects/:id/comments',
      commentPath: '/crowdfunding/comments/:commentId',
    });
  };
  return { service, routes };
};
