import type { FastifyRequest } from 'fastify';

const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

/**
 * A GET or HEAD for a path that can be one of the web's pages: not the API, not media, not a
 * file (docs/product/routes.md#unknown-paths). The web's not-found handler answers such a path
 * with the app, the error handler sends one it cannot decode to `/`; each adds what it asks of
 * the `Accept` header.
 */
export const mayBePage = (request: FastifyRequest) => {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/media/') &&
    !looksLikeFile(pathname)
  );
};
