import { describe, expect, it } from 'vitest';
import { routeByPrefix } from './cache-router.js';
import { createTtlCache } from './ttl-cache.js';

const keep = (cache: { get: (k: string, l: () => Promise<number>) => Promise<number> }) => {
  let loads = 0;
  const read = (key: string) => cache.get(key, async () => (loads += 1));
  return { read, loads: () => loads };
};

describe('caches routed by prefix', () => {
  const make = () => {
    const main = createTtlCache({ ttlMs: 60_000, maxEntries: 10, dependents: ['search:'] });
    const sessions = createTtlCache({ ttlMs: 60_000, maxEntries: 10 });
    return { main, sessions, cache: routeByPrefix(main, { 'sessions:': sessions }) };
  };

  it('keeps each key in its prefix’s cache', async () => {
    const { main, sessions, cache } = make();
    const counter = keep(cache);
    await counter.read('sessions:a');
    await counter.read('sessions:a');
    await counter.read('films:1');
    expect(counter.loads()).toBe(2);
    expect(sessions.size).toBe(1);
    expect(main.size).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('drops a routed prefix without touching the main cache’s dependents, and all on a bare drop', async () => {
    const { main, sessions, cache } = make();
    const counter = keep(cache);
    await counter.read('sessions:a');
    await counter.read('search:x');
    cache.invalidate('sessions:');
    expect(sessions.size).toBe(0);
    expect(main.size).toBe(1);
    cache.invalidate('films:');
    expect(main.size).toBe(0);
    await counter.read('sessions:a');
    await counter.read('films:1');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
