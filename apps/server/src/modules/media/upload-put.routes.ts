import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@dalbit/contract';
import { AppError } from '../../infra/http/app-error.js';
import {
  UploadAbortedError,
  UploadExistsError,
  UploadTooLargeError,
  type LocalStorage,
} from '../../infra/storage/local-storage.js';
import { mediaTypeOf } from '../../infra/storage/storage.js';
import { keyFromWildcard } from './media-key.js';

export const UPLOAD_PUT_PATH = '/api/upload-file/put/*';

// After a refused body the rest of it is not worth reading: answer, then drop the connection.
const CLOSE = { connection: 'close' };
const tooLarge = () => new AppError('upload.too_large', { headers: CLOSE });
const ACCEPTED_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;

/**
 * `PUT /api/upload-file/put/<key>?expires&ct&size&sig`: local disk's stand-in for a presigned
 * S3 PUT. No session: the HMAC in the URL is the authority, as S3's signature would be.
 * Failures, checked in this order and always before a byte is written:
 *   400 request.invalid           unsafe key (traversal, encoded, dot segments)
 *   400 upload.invalid_signature  missing or malformed query, or any signed part changed
 *   403 upload.expired            a genuine URL past `expires` (403 like S3)
 *   415 upload.invalid_type       Content-Type not the signed one, or not an upload image type
 *   413 upload.too_large          more than the signed size or UPLOAD_MAX_BYTES, counted while
 *                                 streaming (Content-Length only lets us refuse earlier)
 *   412 upload.used               the key already holds a file: upload keys are write-once, so
 *                                 a replayed URL cannot replace a checked avatar (S3: the signed
 *                                 If-None-Match: * does the same)
 */
export const uploadPutRoutes: FastifyPluginAsync<{ storage: LocalStorage }> = async (
  app,
  { storage },
) => {
  // This scope only: hand the handler the raw body stream, whatever its type, so the type is
  // refused with our code and the size is counted by us rather than buffered by Fastify.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(UPLOAD_PUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const key = keyFromWildcard(request.params);
    const check = storage.checkUploadGrant(key, request.query as Record<string, unknown>);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new AppError('upload.expired', { headers: CLOSE })
        : new AppError('upload.invalid_signature', { headers: CLOSE });
    }
    const { grant } = check;
    const sent = mediaTypeOf(request.headers['content-type'] ?? '');
    if (sent !== mediaTypeOf(grant.contentType) || !ACCEPTED_TYPES.includes(sent)) {
      throw new AppError('upload.invalid_type', { headers: CLOSE });
    }
    if (await storage.exists(key)) throw new AppError('upload.used', { headers: CLOSE });
    const limit = Math.min(grant.size, UPLOAD_MAX_BYTES);
    if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();

    const body = request.body instanceof Readable ? request.body : Readable.from([]);
    try {
      await storage.writeStream(key, body, grant.contentType, limit);
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw tooLarge();
      if (error instanceof UploadExistsError) throw new AppError('upload.used', { headers: CLOSE });
      if (error instanceof UploadAbortedError)
        throw new AppError('request.invalid', { headers: CLOSE });
      throw error;
    }
    return reply.code(200).header('cache-control', 'no-store').send();
  });
};
