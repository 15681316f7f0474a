import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { Authenticated, SessionsService } from '../../modules/sessions/sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null when no live session was presented. */
    auth: Authenticated | null;
  }
}

export interface AuthGuards {
  /** Resolves the session if there is one; never refuses (GET /user/me answers null data). */
  optionalUser(request: FastifyRequest): Promise<void>;
  /** 401 auth.required without a live session; an unverified e-mail is fine. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** Also 403 auth.email_unverified until the e-mail is verified (spec section 6). */
  requireVerifiedUser(request: FastifyRequest): Promise<void>;
}

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/** Decorates requests with `auth` and returns the preHandlers routes pick from. */
export const registerAuthGuards = (app: FastifyInstance, sessions: SessionsService): AuthGuards => {
  app.decorateRequest('auth', null);
  const resolve = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    request.auth = token ? ((await sessions.authenticate(token)) ?? null) : null;
    return request.auth;
  };
  return {
    async optionalUser(request) {
      await resolve(request);
    },
    async requireUser(request) {
      if (!(await resolve(request))) throw new AppError('auth.required', 401);
    },
    async requireVerifiedUser(request) {
      const auth = await resolve(request);
      if (!auth) throw new AppError('auth.required', 401);
      if (!auth.user.emailVerifiedAt) throw new AppError('auth.email_unverified', 403);
    },
  };
};

/** The session of a request that passed requireUser. */
export const authOf = (request: FastifyRequest): Authenticated => {
  if (!request.auth) throw new AppError('auth.required', 401);
  return request.auth;
};

/** Answers that carry tokens or account data must never be cached, by browsers or proxies. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
};
