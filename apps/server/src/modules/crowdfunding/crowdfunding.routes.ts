import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  idParamsSchema,
  paymentConfigSchema,
  pledgeBodySchema,
  type PaymentConfig,
  pledgeSchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectPageSchema,
  voteSchema,
} from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { answerByViewer } from '../../infra/http/public-answer.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import { CROWDFUNDING_CACHE_PREFIX, type CrowdfundingService } from './crowdfunding.service.js';

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];

export const crowdfundingRoutes: FastifyPluginAsyncZod<{
  service: CrowdfundingService;
  guards: AuthGuards;
  paymentConfig: (userId: bigint) => PaymentConfig;
  cache: TtlCache;
}> = async (app, { service, guards, paymentConfig, cache }) => {
  const kept = { cache, scope: CROWDFUNDING_CACHE_PREFIX };
  app.addHook('onSend', noStore);

  app.get(
    '/crowdfunding/payment-config',
    {
      schema: {
        summary:
          "How the pledge flow collects the card: Toss' SDK and keys, or the manual provider",
        description:
          "customerKey is the account's own payment customer id; a pledge with any other is refused.",
        tags,
        security,
        response: { 200: dataOf(paymentConfigSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => ({ data: paymentConfig(guards.authOf(request).user.id) }),
  );

  app.get(
    '/crowdfunding/projects',
    {
      schema: {
        summary: 'Projects: funding (ending soonest first), upcoming, ended, or all',
        tags,
        querystring: projectListQuerySchema,
        response: { 200: dataOf(projectPageSchema), ...accountErrorResponses },
      },
      preValidation: guards.optionalUser,
    },
    // A visitor's answer is kept (docs/performance.md#caches).
    (request, reply) =>
      answerByViewer(kept, request, reply, guards.viewerOf(request)?.user.id, (viewer) =>
        service.list(request.query, viewer),
      ),
  );

  app.get(
    '/crowdfunding/projects/:id',
    {
      schema: {
        summary: "A project with its products, updates and the viewer's vote and pledges",
        tags,
        params: idParamsSchema,
        response: { 200: dataOf(projectDetailSchema), ...accountErrorResponses },
      },
      preValidation: guards.optionalUser,
    },
    (request, reply) =>
      answerByViewer(kept, request, reply, guards.viewerOf(request)?.user.id, (viewer) =>
        service.detail(request.params.id, viewer),
      ),
  );

  app.post(
    '/crowdfunding/projects/:id/pledges',
    {
      schema: {
        summary:
          'Pledge (all-or-nothing): reserves stock and a billing key; charged only if the goal is met',
        tags,
        security,
        params: idParamsSchema,
        body: pledgeBodySchema,
        response: { 201: dataOf(pledgeSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireVerifiedUser,
    },
    async (request, reply) => {
      const data = await service.pledge(
        guards.authOf(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/crowdfunding/pledges/:id',
    {
      schema: {
        summary:
          'Cancel a reserved pledge before the end: stock returns, the billing key is voided',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataOf(pledgeSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => ({
      data: await service.cancel(guards.authOf(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/crowdfunding/me/pledges',
    {
      schema: {
        summary: "The signed-in user's pledges with their states, newest first",
        tags,
        security,
        response: { 200: dataOf(z.array(pledgeSchema)), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
    },
    async (request) => ({ data: await service.myPledges(guards.authOf(request).user.id) }),
  );

  for (const [method, active] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/crowdfunding/projects/:id/vote',
      schema: {
        summary: `${active ? 'Vote for' : 'Withdraw the vote for'} an upcoming project (idempotent)`,
        tags,
        security,
        params: idParamsSchema,
        response: { 200: dataOf(voteSchema), ...accountErrorResponses },
      },
      preValidation: guards.requireUser,
      handler: async (request) => ({
        data: await service.vote(guards.authOf(request).user.id, request.params.id, active),
      }),
    });
  }
};
