import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * What the guards need to know of the account behind a bearer token. The accounts module
 * resolves tokens to its own, richer shape (user and session rows), which satisfies this one.
 */
export interface Principal {
  user: { id: bigint; emailVerifiedAt: Date | null; role: string; email: string | null };
}

/** Resolves a bearer token to its live session's principal; undefined when there is none. */
export type Authenticate<P extends Principal> = (token: string) => Promise<P | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null when no live session was presented. */
    auth: Principal | null;
  }
}

export interface AuthGuards<P extends Principal = Principal> {
  /**
   * Resolves the session if there is one; never refuses (GET /user/me answers null data). A
   * callback hook: a visitor's request (no token) costs no promise.
   */
  optionalUser(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  /** 401 auth.required without a live session; an unverified e-mail is fine. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** Also 403 auth.email_unverified until the e-mail is verified (docs/product/routes.md#unverified-confinement). */
  requireVerifiedUser(request: FastifyRequest): Promise<void>;
  /** The principal of a request that passed requireUser or requireVerifiedUser. */
  authOf(request: FastifyRequest): P;
  /** The principal of a request that passed optionalUser, or null for a visitor. */
  viewerOf(request: FastifyRequest): P | null;
}

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/** Decorates requests with `auth` and returns the preHandlers routes pick from. */
export const createAuthGuards = <P extends Principal>(
  app: FastifyInstance,
  authenticate: Authenticate<P>,
): AuthGuards<P> => {
  app.decorateRequest('auth', null);
  // Only `settle` writes request.auth, always with what `authenticate` answered (a P) or null.
  const settle = (request: FastifyRequest, auth: P | null | undefined) => {
    request.auth = auth ?? null;
    return request.auth;
  };
  const resolve = async (request: FastifyRequest, token = bearerOf(request)) =>
    settle(request, token ? await authenticate(token) : null);
  const viewerOf = (request: FastifyRequest) => request.auth as P | null;
  return {
    optionalUser(request, _reply, done) {
      const token = bearerOf(request);
      if (!token) {
        settle(request, null);
        done();
        return;
      }
      resolve(request, token).then(() => done(), done);
    },
    async requireUser(request) {
      if (!(await resolve(request))) throw new AppError('auth.required');
    },
    async requireVerifiedUser(request) {
      const auth = await resolve(request);
      if (!auth) throw new AppError('auth.required');
      if (!auth.user.emailVerifiedAt) throw new AppError('auth.email_unverified');
    },
    authOf(request) {
      const auth = viewerOf(request);
      if (!auth) throw new AppError('auth.required');
      return auth;
    },
    viewerOf,
  };
};

/**
 * Answers that carry tokens or account data must never be cached, by browsers or proxies. An
 * onSend hook in callback form: an async one costs every answer a promise and a microtask.
 */
export const noStore = (
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) => {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
  done(null, payload);
};
