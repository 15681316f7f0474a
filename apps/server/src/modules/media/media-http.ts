import type { ByteRange, StoredObjectInfo } from '../../infra/storage/storage.js';

/**
 * The one range a `Range: bytes=…` header asks for: a ByteRange, 'unsatisfiable' (416), or
 * undefined to answer the whole object (no header, another unit, several ranges, garbage).
 */
export const parseRange = (
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined => {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // A suffix: the last `to` bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
};

const etagMatches = (header: string, etag: string) => {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

/** True when the client's copy is current (If-None-Match, else If-Modified-Since). */
export const isNotModified = (
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  info: StoredObjectInfo,
): boolean => {
  const noneMatch = headers['if-none-match'];
  if (noneMatch) return etagMatches(noneMatch, info.etag);
  const since = headers['if-modified-since'];
  if (!since) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= time;
};

/**
 * If-Range: a range applies only while the validator still names this version. Our local
 * ETags are weak (size and mtime) but a key's bytes never change in place, so they compare too.
 */
export const rangeStillValid = (ifRange: string | undefined, info: StoredObjectInfo): boolean => {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return etagMatches(value, info.etag);
  const time = Date.parse(ifRange);
  return !Number.isNaN(time) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= time;
};
