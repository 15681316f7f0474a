import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

const counter = () => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return calls;
  };
  return { load, calls: () => calls };
};

describe('ttl cache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let time = 1000;
    const cache = createTtlCache({ ttlMs: 5000, maxEntries: 10, now: () => time });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    time += 4999;
    expect(await cache.get('a', source.load)).toBe(1);
    time += 1;
    expect(await cache.get('a', source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache({ ttlMs: 5000, maxEntries: 10 });
    const source = counter();
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.load)));
    expect(new Set(values)).toEqual(new Set([1]));
    expect(source.calls()).toBe(1);
  });

  it('never keeps a failed load', async () => {
    const cache = createTtlCache({ ttlMs: 5000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the oldest entries beyond its size and invalidates by prefix', async () => {
    const cache = createTtlCache({ ttlMs: 5000, maxEntries: 2 });
    await cache.get('events:1', async () => 1);
    await cache.get('events:2', async () => 2);
    await cache.get('keywords', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('events:1', async () => 'reloaded')).toBe('reloaded');

    cache.invalidate('events:');
    expect(cache.size).toBe(1);
    expect(await cache.get('keywords', async () => 'fresh')).toBe(3);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('drops its dependents on every invalidation', async () => {
    const cache = createTtlCache({ ttlMs: 5000, maxEntries: 10, dependents: ['search:'] });
    await cache.get('search:answer:/x', async () => 1);
    await cache.get('films:list', async () => 2);
    await cache.get('events:list', async () => 3);
    cache.invalidate('events:');
    expect(await cache.get('search:answer:/x', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('films:list', async () => 'reloaded')).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('loads every time when the TTL is 0', async () => {
    const cache = createTtlCache({ ttlMs: 0, maxEntries: 10 });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
