import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backerPledgeSchema,
  dataOf,
  idParamsSchema,
  projectInputSchema,
  studioProjectSchema,
  studioProjectSummarySchema,
  updateInputSchema,
} from '@dalbit/contract';
import { noStore, type AuthGuards } from '../../infra/http/auth-guard.js';
import { accountErrorResponses } from '../../infra/http/route-schema.js';
import type { StaffContext } from '../../infra/http/staff-guard.js';
import type { FastifyRequest } from 'fastify';
import type { Editor, StudioService } from './studio.service.js';

const tags = ['studio'];
const security = [{ bearer: [] }];

/**
 * `/api/studio`: the creators' studio (docs/product/crowdfunding.md#creators-studio). Any
 * signed-in account may call it; each project answers only to the accounts linked to it as its
 * creators (404 for anyone else).
 */
export const studioRoutes: FastifyPluginAsyncZod<{
  service: StudioService;
  guards: AuthGuards;
}> = async (app, { service, guards }) => {
  app.addHook('onSend', noStore);
  const creator = (request: FastifyRequest): Editor => {
    const { user } = guards.authOf(request);
    const who: StaffContext = { actorId: user.id, actorEmail: user.email ?? '', ip: request.ip };
    return { kind: 'creator', who };
  };
  const doc = (summary: string) => ({ summary, tags, security });
  const signedIn = { preValidation: guards.requireUser };

  app.get(
    '/studio/projects',
    {
      ...signedIn,
      schema: {
        ...doc("The signed-in creator's projects, last edited first"),
        response: { 200: dataOf(z.array(studioProjectSummarySchema)), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.mine(guards.authOf(request).user.id) }),
  );

  app.get(
    '/studio/projects/:id',
    {
      ...signedIn,
      schema: {
        ...doc('One of my projects, as the editor shows it'),
        params: idParamsSchema,
        response: { 200: dataOf(studioProjectSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.id, creator(request)) }),
  );

  app.put(
    '/studio/projects/:id',
    {
      ...signedIn,
      schema: {
        ...doc('Save the editor: everything in a draft; only the story and images after approval'),
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: dataOf(studioProjectSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({
      data: await service.save(request.params.id, request.body, creator(request)),
    }),
  );

  app.post(
    '/studio/projects/:id/submit',
    {
      ...signedIn,
      schema: {
        ...doc('Submit a draft for review (needs a goal and a reward)'),
        params: idParamsSchema,
        response: { 200: dataOf(studioProjectSchema), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.submit(request.params.id, creator(request)) }),
  );

  app.post(
    '/studio/projects/:id/updates',
    {
      ...signedIn,
      schema: {
        ...doc('Post an update (public or backers only) once the project is public'),
        params: idParamsSchema,
        body: updateInputSchema,
        response: { 201: dataOf(studioProjectSchema), ...accountErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.postUpdate(request.params.id, request.body, creator(request)),
      }),
  );

  app.get(
    '/studio/projects/:id/backers',
    {
      ...signedIn,
      schema: {
        ...doc("The project's pledges: backer, rewards, amount, state"),
        params: idParamsSchema,
        response: { 200: dataOf(z.array(backerPledgeSchema)), ...accountErrorResponses },
      },
    },
    async (request) => ({ data: await service.backers(request.params.id, creator(request)) }),
  );
};
