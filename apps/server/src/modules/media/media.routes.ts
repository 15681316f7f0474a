import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/http/app-error.js';
import { isLocalStorage } from '../../infra/storage/local-storage.js';
import type { ImageVariants } from '../../infra/media/image-variants.js';
import { isS3Storage } from '../../infra/storage/s3-storage.js';
import type { Storage } from '../../infra/storage/storage.js';
import { isNotModified, parseRange, rangeStillValid } from './media-http.js';
import { keyFromWildcard } from './media-key.js';
import { resolveServedKey } from './media-variant.js';
import { uploadPutRoutes } from './upload-put.routes.js';

// Served files are data, never documents: even a file that slipped past the upload checks
// cannot run script or load anything when opened directly.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET `/media/<key>`: local files are served from disk, with validators (ETag, Last-Modified,
 * 304), single byte ranges (206 / 416) and long caching, so a CDN can sit in front. With S3
 * the objects live at their public URL (bucket or CDN), so the app answers 302 there: old
 * `/media/…` links keep working and no file bytes pass through the app.
 * Resized copies of images (`/media/variants/w<width>/<key>.webp`) are made on first request
 * (media-variant.ts). With local storage this also registers the signed PUT that stands in for
 * S3's upload URL.
 */
export const mediaRoutes: FastifyPluginAsync<{
  storage: Storage;
  variants: ImageVariants;
}> = async (app, { storage, variants }) => {
  app.get(
    '/media/*',
    // Segments are already compressed and ranges address the stored bytes: never re-encode.
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const asked = keyFromWildcard(request.params);
      const { key, cacheControl, standIn } = await resolveServedKey(variants, asked);
      if (isS3Storage(storage)) {
        return reply
          .header('cache-control', standIn ? cacheControl : 'public, max-age=3600')
          .redirect(storage.publicUrl(key), 302);
      }
      const info = await storage.stat(key);
      if (!info) throw new AppError('route.not_found');

      reply
        .header('content-type', info.contentType)
        .header('etag', info.etag)
        .header('last-modified', info.modifiedAt.toUTCString())
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', MEDIA_CSP)
        .header('cache-control', cacheControl);
      if (isNotModified(request.headers, info)) return reply.code(304).send();

      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      const range = rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, info)
        ? parseRange(rangeHeader, info.size)
        : undefined;
      if (range === 'unsatisfiable') {
        throw new AppError('request.invalid', {
          status: 416,
          headers: { 'content-range': `bytes */${info.size}` },
        });
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(storage.stream(key, range));
      }
      reply.header('content-length', info.size);
      return reply.send(storage.stream(key));
    },
  );

  if (isLocalStorage(storage)) await app.register(uploadPutRoutes, { storage });
};
