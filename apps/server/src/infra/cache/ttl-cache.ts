/**
 * A small in-process cache for public, read-mostly answers (event pages, keywords). A few
 * seconds of staleness is invisible to visitors but turns a burst of identical requests into
 * one database query; concurrent misses for one key share a single load. Every process keeps
 * its own copy, so TTLs stay short; writes in this process call `invalidate`.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  invalidate(prefix?: string): void;
  readonly size: number;
  /** False when caching is off (a TTL of 0): every `get` loads. */
  readonly keeps: boolean;
}

export interface TtlCacheOptions {
  /** 0 turns caching off: every `get` loads. */
  ttlMs: number;
  maxEntries: number;
  /**
   * Prefixes dropped by every invalidation, whatever its prefix: answers built from several
   * modules' data (search), so a write to any of them is seen at once.
   */
  dependents?: string[];
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

export const createTtlCache = ({
  ttlMs,
  maxEntries,
  dependents = [],
  now = Date.now,
}: TtlCacheOptions): TtlCache => {
  const entries = new Map<string, Entry>();

  return {
    keeps: ttlMs > 0,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      if (hit) entries.delete(key);

      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      // A failure is never served from the cache: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map keeps insertion order, so the first key is the oldest entry.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },

    invalidate(prefix = '') {
      const prefixes = [prefix, ...dependents];
      for (const key of [...entries.keys()]) {
        if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
      }
    },

    get size() {
      return entries.size;
    },
  };
};
