import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/http/app-error.js';
import { isLocalStorage } from '../../infra/storage/local-storage.js';
import { isS3Storage } from '../../infra/storage/s3-storage.js';
import { cacheControlFor, type Storage } from '../../infra/storage/storage.js';
import { keyFromWildcard } from './media-key.js';
import { uploadPutRoutes } from './upload-put.routes.js';

// Served files are data, never documents: even a file that slipped past the upload checks
// cannot run script or load anything when opened directly.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET `/media/<key>`: local files are served from disk. With S3 the objects live at their
 * public URL (bucket or CDN), so the app answers 302 there: old `/media/…` links keep working
 * and no file bytes pass through the app.
 * With local storage this also registers the signed PUT that stands in for S3's upload URL.
 */
export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = keyFromWildcard(request.params);
    if (isS3Storage(storage)) {
      return reply
        .header('cache-control', 'public, max-age=3600')
        .redirect(storage.publicUrl(key), 302);
    }
    const info = await storage.stat(key);
    if (!info) throw new AppError('route.not_found', 404);

    reply
      .header('content-type', info.contentType)
      .header('etag', info.etag)
      .header('last-modified', info.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', MEDIA_CSP)
      .header('cache-control', cacheControlFor(key));
    if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
    reply.header('content-length', info.size);
    return reply.send(storage.stream(key));
  });

  if (isLocalStorage(storage)) await app.register(uploadPutRoutes, { storage });
};
