import { describe, expect, it } from 'vitest';
import {
  createFallbackCounterStore,
  createMemoryCounterStore,
  type RedisCounterStore,
} from './counter-store.js';

/** A Redis store that can be switched off, like a Redis that went away. */
const switchable = () => {
  const inner = createMemoryCounterStore();
  let down = false;
  const guard = <T>(f: () => Promise<T>) =>
    down ? Promise.reject(new Error('Connection is closed.')) : f();
  const store: RedisCounterStore = {
    ready: true,
    hit: (key, windowMs) => guard(() => inner.hit(key, windowMs)),
    reset: (key) => guard(() => inner.reset(key)),
    close: () => inner.close(),
  };
  return { store, setDown: (value: boolean) => (down = value) };
};

describe('counters with Redis away', () => {
  it('keep counting in memory, and log each change of state once', async () => {
    const redis = switchable();
    const warnings: string[] = [];
    const counters = createFallbackCounterStore({
      redis: redis.store,
      memory: createMemoryCounterStore(),
      log: { warn: (_o, message) => warnings.push(message) },
    });
    expect((await counters.hit('k', 60_000)).count).toBe(1);
    redis.setDown(true);
    for (let i = 1; i <= 5; i++) expect((await counters.hit('m', 60_000)).count).toBe(i);
    expect(counters.usingRedis).toBe(false);
    redis.setDown(false);
    expect((await counters.hit('k', 60_000)).count).toBe(2);
    expect(counters.usingRedis).toBe(true);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/Redis unreachable/);
    expect(warnings[1]).toMatch(/Redis reachable again/);
  });
});
