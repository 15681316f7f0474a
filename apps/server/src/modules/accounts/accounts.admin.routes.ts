import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccountListQuerySchema,
  adminAccountSchema,
  adminAccountSummarySchema,
  confirmBodySchema,
  dataOf,
  idParamsSchema,
  pageOf,
  roleBodySchema,
  suspendBodySchema,
} from '@dalbit/contract';
import { noStore } from '../../infra/http/auth-guard.js';
import { ADMIN_TAGS, adminErrorResponses, type StaffGuard } from '../../infra/http/staff-guard.js';
import type { AccountsAdminService } from './accounts.admin.service.js';
import type { AccountGuards } from './sessions.service.js';

const tags = ADMIN_TAGS;
const security = [{ bearer: [] }];
const CONFIRM =
  ' Asks for the password again (400 auth.confirm_failed), or for an account without one a ' +
  'sign-in of the last 10 minutes (403 auth.recent_sign_in_required). Staff accounts: admins ' +
  'only; never one’s own (409 staff.self_action).';

/** `/api/admin/accounts`: search and look at accounts, suspend, restore, change role, delete. */
export const accountsAdminRoutes: FastifyPluginAsyncZod<{
  service: AccountsAdminService;
  guard: StaffGuard;
  guards: AccountGuards;
}> = async (app, { service, guard, guards }) => {
  app.addHook('onSend', noStore);
  const doc = (summary: string) => ({ summary, tags, security });
  const ok = { 200: dataOf(z.null()), ...adminErrorResponses };

  app.get(
    '/',
    {
      ...guard.staff('accounts.view'),
      schema: {
        ...doc('Search accounts by e-mail or name'),
        querystring: adminAccountListQuerySchema,
        response: { 200: dataOf(pageOf(adminAccountSummarySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/:id',
    {
      ...guard.staff('accounts.view'),
      schema: {
        ...doc("An account's sign-in methods, sessions, comments and pledges"),
        params: idParamsSchema,
        response: { 200: dataOf(adminAccountSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.post(
    '/:id/suspend',
    {
      ...guard.staff('accounts.manage'),
      schema: {
        ...doc(`Suspend: every session ends, sign-in is refused.${CONFIRM}`),
        params: idParamsSchema,
        body: suspendBodySchema,
        response: ok,
      },
    },
    async (request) => {
      const { reason, password } = request.body;
      await service.suspend(
        guard.contextOf(request),
        guards.authOf(request),
        request.params.id,
        reason,
        password,
      );
      return { data: null };
    },
  );

  app.post(
    '/:id/restore',
    {
      ...guard.staff('accounts.manage'),
      schema: {
        ...doc(`Lift a suspension.${CONFIRM}`),
        params: idParamsSchema,
        body: confirmBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await service.restore(
        guard.contextOf(request),
        guards.authOf(request),
        request.params.id,
        request.body.password,
      );
      return { data: null };
    },
  );

  app.put(
    '/:id/role',
    {
      ...guard.staff('accounts.roles'),
      schema: {
        ...doc(`Change the role (user, editor, moderator, admin).${CONFIRM}`),
        params: idParamsSchema,
        body: roleBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await service.setRole(
        guard.contextOf(request),
        guards.authOf(request),
        request.params.id,
        request.body.role,
        request.body.password,
      );
      return { data: null };
    },
  );

  app.delete(
    '/:id',
    {
      ...guard.staff('accounts.manage'),
      schema: {
        ...doc(`Delete the account's personal data; comments stay as "deleted account".${CONFIRM}`),
        params: idParamsSchema,
        body: confirmBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await service.remove(
        guard.contextOf(request),
        guards.authOf(request),
        request.params.id,
        request.body.password,
      );
      return { data: null };
    },
  );
};
