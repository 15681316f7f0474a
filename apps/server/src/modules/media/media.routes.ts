import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/http/app-error.js';
import { assertSafeKey, InvalidKeyError, type Storage } from '../../infra/storage/storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves files of local storage at `/media/<key>`; keys are validated before touching disk. */
export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    let key: string;
    try {
      // find-my-way has already decoded the path once; a leftover `%` means double encoding.
      if (raw.includes('%')) throw new InvalidKeyError('encoded key');
      key = assertSafeKey(raw);
    } catch (error) {
      if (error instanceof InvalidKeyError) throw new AppError('request.invalid', 400);
      throw error;
    }
    const info = await storage.stat(key);
    if (!info) throw new AppError('route.not_found', 404);

    reply
      .header('content-type', info.contentType)
      .header('etag', info.etag)
      .header('last-modified', info.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', key.startsWith('seed/') ? IMMUTABLE : 'public, max-age=3600');
    if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
    reply.header('content-length', info.size);
    return reply.send(storage.stream(key));
  });
};
