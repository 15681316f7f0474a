import type { Readable } from 'node:stream';

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
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** The URL a browser uses to fetch the object (same-origin `/media/<key>` locally). */
  publicUrl(key: string): string;
}

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

/**
 * Accepts only plain relative keys: no empty, `.` or `..` segments, no backslashes, NUL or
 * absolute paths. Callers decode the URL first, so `%2e%2e` arrives here as `..` and fails.
 */
export const assertSafeKey = (key: string): string => {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes(':'));
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
