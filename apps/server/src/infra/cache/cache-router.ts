import type { TtlCache } from './ttl-cache.js';

/**
 * One cache made of several: keys and invalidations under a routed prefix go to that prefix's
 * cache, everything else to `main`, and an invalidation without a prefix to all of them. So
 * caches with their own lifetimes (the sessions') share one cross-process invalidation channel
 * (shared-invalidation.ts) without joining the main cache's dependents: signing out does not
 * drop search answers.
 */
export const routeByPrefix = (main: TtlCache, routes: Record<string, TtlCache>): TtlCache => {
  const routed = Object.entries(routes);
  const cacheOf = (key: string) => routed.find(([prefix]) => key.startsWith(prefix))?.[1] ?? main;
  return {
    keeps: main.keeps,
    get: (key, load) => cacheOf(key).get(key, load),
    invalidate(prefix = '') {
      if (prefix === '') {
        main.invalidate();
        for (const [, cache] of routed) cache.invalidate();
      } else cacheOf(prefix).invalidate(prefix);
    },
    get size() {
      return routed.reduce((sum, [, cache]) => sum + cache.size, main.size);
    },
  };
};
