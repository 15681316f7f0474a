import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface UploadUrlInput {
  /** A key the server made (never one a client chose). */
  key: string;
  contentType: string;
  /** Largest body the URL accepts, in bytes. */
  size: number;
  expiresInSeconds: number;
}

export interface UploadUrl {
  /** Where the browser sends `PUT` with the file as its body. */
  url: string;
  /** Headers the `PUT` must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
}

export interface ByteRange {
  start: number;
  /** Inclusive, like HTTP's Content-Range. */
  end: number;
}

export interface StoredObjectInfo {
  size: number;
  modifiedAt: Date;
  contentType: string;
  etag: string;
}

/**
 * Where files (seed art now; avatars, posters and renditions later) live. Keys are
 * slash-separated relative paths such as `seed/events/moon.jpg`.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** The object's bytes, or only `start`..`end` (inclusive) of them. */
  stream(key: string, range?: ByteRange): Readable;
  exists(key: string): Promise<boolean>;
  /** The URL a browser uses to fetch the object (same-origin `/media/<key>` locally). */
  publicUrl(key: string): string;
  /**
   * A URL that lets a browser upload one object without a session. The stores check little
   * (s3rver checks nothing), so callers must run `checkUploadedImage` before using the object.
   */
  createUploadUrl(input: UploadUrlInput): Promise<UploadUrl>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The objects whose key starts with `prefix` (a folder such as `avatars/`), for housekeeping. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Streams a local file into `key` (large media: never read into memory at once). */
  putFile(key: string, path: string, contentType?: string): Promise<void>;
  /** Copies an object inside the store (a server-side copy on S3, a file copy on disk). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /**
   * Where a tool such as ffmpeg reads the object from: its file path on local disk, a presigned
   * GET URL (valid `expiresInSeconds`) on S3.
   */
  readLocation(key: string, expiresInSeconds: number): Promise<string>;
}

/** Every key under `prefix`, collected (for the callers that need the whole list at once). */
export const keysUnder = async (storage: Pick<Storage, 'list'>, prefix: string) => {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys;
};

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

/**
 * Accepts only plain relative keys: no empty or dot-leading (`.`, `..`, `.x`) segments, no backslashes, NUL or
 * absolute paths. Callers decode the URL first, so `%2e%2e` arrives here as `..` and fails.
 */
export const assertSafeKey = (key: string): string => {
  const segments = key.split('/');
  // Segments starting with `.` are refused as well: local storage keeps its temporary files and
  // content-type records under such names, and they must never be reachable as keys.
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s.startsWith('.') || s.includes(':'));
  if (bad) throw new InvalidKeyError('invalid storage key');
  return key;
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export const contentTypeFor = (key: string): string =>
  CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** `image/png; charset=x` → `image/png`: compare content types without their parameters. */
export const mediaTypeOf = (contentType: string): string =>
  contentType.split(';')[0]?.trim().toLowerCase() ?? '';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * A fresh key for an uploaded file: `uploads/<kind>/<24 random characters>.<ext>`. Random keys
 * are never reused, so the file behind one can be cached forever (see `cacheControlFor`).
 */
export const createUploadKey = (kind: string, contentType: string): string => {
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(kind)) throw new InvalidKeyError('invalid upload kind');
  const ext = EXTENSIONS[mediaTypeOf(contentType)] ?? 'bin';
  return `uploads/${kind}/${randomBytes(18).toString('base64url')}.${ext}`;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Seed art, uploads (`createUploadKey`, and the accounts code's `avatars/<user>/<random>`),
// film media (`films/<slug>/…`, a slug is never reused) and published transcodes
// (`videos/<video>/<asset>/…`, written once by the ingest publish step) never change under a
// key; anything else may be replaced in place.
const IMMUTABLE_PREFIXES = ['seed/', 'uploads/', 'avatars/', 'films/', 'videos/'];

export const cacheControlFor = (key: string): string => {
  // A resized copy (`variants/w<width>/<key>.webp`) changes exactly when its original does.
  const original = /^variants\/w\d+\/(.+)\.webp$/.exec(key)?.[1];
  if (original) return cacheControlFor(original);
  // HLS playlists are small and cheap to revalidate: a re-encode shows up within the hour.
  if (key.endsWith('.m3u8')) return 'public, max-age=3600';
  return IMMUTABLE_PREFIXES.some((prefix) => key.startsWith(prefix))
    ? IMMUTABLE
    : 'public, max-age=3600';
};

/**
 * The public base URL of an outside store's objects (S3: the bucket or its CDN), undefined when
 * the app serves the files itself (`/media/<key>`).
 */
export const outsidePublicBase = (storage: Pick<Storage, 'publicUrl'>): string | undefined => {
  const base = storage.publicUrl('x').slice(0, -'/x'.length);
  return base.startsWith('/') ? undefined : base;
};
