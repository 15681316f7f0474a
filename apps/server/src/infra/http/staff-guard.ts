import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@dalbit/contract';
import { AppError } from './app-error.js';
import type { AuthGuards } from './auth-guard.js';
import { errorEnvelopeSchema } from '@dalbit/contract';
import { accountErrorResponses } from './route-schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office permission a route's guard checks (read by the route table). */
    permission?: Permission;
  }
}

/** Every back-office route's OpenAPI tag. */
export const ADMIN_TAGS = ['admin'];

/** What a staff write is recorded with (modules/audit): who and from where. */
export interface StaffContext {
  actorId: bigint;
  actorEmail: string;
  ip: string;
}

/** The responses every back-office route documents. */
export const adminErrorResponses = { ...accountErrorResponses, 403: errorEnvelopeSchema } as const;

/**
 * The back-office guard (docs/product/back-office.md#roles). `staff(permission)` gives a route's
 * options: an `onRequest` hook, so the session and the permission are checked before the body
 * is even parsed (a user without the permission gets 403, never a 400 about the body), and the
 * permission in the route's config, where the route-table test reads it.
 */
export const createStaffGuard = (guards: AuthGuards) => {
  const check = (permission: Permission) => async (request: FastifyRequest) => {
    await guards.requireUser(request);
    if (!can(guards.authOf(request).user.role, permission)) throw new AppError('auth.forbidden');
  };
  return {
    staff: (permission: Permission) => ({
      onRequest: check(permission),
      config: { permission },
    }),
    /** The staff member behind a request that passed the guard. */
    contextOf: (request: FastifyRequest): StaffContext => {
      const { user } = guards.authOf(request);
      return { actorId: user.id, actorEmail: user.email ?? '', ip: request.ip };
    },
  };
};

export type StaffGuard = ReturnType<typeof createStaffGuard>;
