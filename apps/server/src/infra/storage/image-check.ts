import { mediaTypeOf, type Storage } from './storage.js';

export type ImageCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'too_large' | 'content_mismatch' };

/** Enough for every signature below (WebP needs 12 bytes). */
const HEAD_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Magic bytes of the image types uploads accept (UPLOAD_IMAGE_TYPES). */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  'image/png': (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  'image/webp': (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
};

/** Enough bytes for `sniffImageType`. */
export const SNIFF_BYTES = HEAD_BYTES;

/** The upload image type whose magic number `head` starts with, if any. */
export const sniffImageType = (head: Buffer): string | undefined =>
  Object.entries(SIGNATURES).find(([, matches]) => matches(head))?.[0];

/** The first bytes of an object, reading no further than needed. */
export const readHead = async (storage: Storage, key: string, bytes: number): Promise<Buffer> => {
  const stream = storage.stream(key);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    // Leaving the loop early must not leave a download running (S3 would send the whole object).
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
};

/**
 * Checks an uploaded object before anything refers to it. Neither the store nor the browser can
 * be trusted here: s3rver checks no signature or size, and a client can label an HTML page, an
 * SVG with scripts or a program `image/png`. So the size is read back and the first bytes must
 * be the magic number of the type the upload was granted for.
 */
export const checkUploadedImage = async (
  storage: Storage,
  key: string,
  expectedContentType: string,
  maxBytes: number,
): Promise<ImageCheck> => {
  const info = await storage.stat(key);
  if (!info) return { ok: false, reason: 'missing' };
  if (info.size > maxBytes) return { ok: false, reason: 'too_large' };
  const expected = mediaTypeOf(expectedContentType);
  const matches = SIGNATURES[expected];
  // The stored type is what browsers will be told; it must be the granted one too.
  if (!matches || info.size === 0 || mediaTypeOf(info.contentType) !== expected) {
    return { ok: false, reason: 'content_mismatch' };
  }
  let head: Buffer;
  try {
    head = await readHead(storage, key, HEAD_BYTES);
  } catch (error) {
    // Deleted between stat and read; any other failure is the store's and stays an error.
    const { code, name } = error as { code?: string; name?: string };
    if (code === 'ENOENT' || name === 'NoSuchKey') return { ok: false, reason: 'missing' };
    throw error;
  }
  return matches(head) ? { ok: true } : { ok: false, reason: 'content_mismatch' };
};
