import { Redis } from 'ioredis';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/**
 * Fixed-window counters for sign-in limits and code cooldowns. In memory for one process;
 * in Redis when REDIS_URL is set, so every instance behind a load balancer shares them.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const createMemoryCounterStore = (now: () => number = Date.now): CounterStore => {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      // Drop ended windows now and then so abandoned keys do not pile up.
      if (++sweeps % 1000 === 0) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      }
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        entry = { count: 0, endsAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - at };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
};

// INCR and the first PEXPIRE in one step, so a crash between them cannot leave an endless key.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export const createRedisCounterStore = (url: string, prefix: string): CounterStore => {
  const redis = new Redis(url, {
    // Fail a request fast rather than queue it while Redis is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  // Connection errors surface on the commands; without a listener they would crash the process.
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};
