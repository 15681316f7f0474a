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

export type RedisCounterStore = CounterStore & {
  /** True once the connection is up; false while it (re)connects. */
  readonly ready: boolean;
};

/**
 * ioredis is loaded only here, when REDIS_URL is set: a process without Redis never loads it
 * (2-5 MB less resident on the embedded set-up, idle; docs/performance.md#memory).
 */
export const createRedisCounterStore = async (
  url: string,
  prefix: string,
): Promise<RedisCounterStore> => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // Fail a command at once while Redis is away (the fallback counts in memory meanwhile)
    // rather than queue it until the client's request has timed out.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  // Connection errors surface on the commands; without a listener they would crash the process.
  redis.on('error', () => undefined);
  // The first requests count in Redis too: the app starts serving once the connection is up, or
  // at its first failure, or after the connect timeout (then the fallback counts in memory).
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return {
    get ready() {
      return redis.status === 'ready';
    },
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

/**
 * Redis counters that fall back to this process's memory while Redis is away, so a Redis outage
 * loosens the limits (each process counts alone) instead of refusing sign-ins. Each change of
 * state is one log line.
 */
export const createFallbackCounterStore = (options: {
  redis: RedisCounterStore;
  memory: CounterStore;
  log: { warn(object: object, message: string): void };
}): CounterStore & { readonly usingRedis: boolean } => {
  const { redis, memory, log } = options;
  let fallingBack = false;
  const attempt = async <T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>) => {
    try {
      const value = await viaRedis();
      if (fallingBack) {
        fallingBack = false;
        log.warn({}, 'Redis reachable again: rate limits are shared again');
      }
      return value;
    } catch (error) {
      if (!fallingBack) {
        fallingBack = true;
        log.warn(
          { err: error },
          'Redis unreachable: rate limits are kept in this process’s memory until it is back',
        );
      }
      return viaMemory();
    }
  };
  return {
    get usingRedis() {
      return !fallingBack;
    },
    hit: (key, windowMs) =>
      attempt(
        () => redis.hit(key, windowMs),
        () => memory.hit(key, windowMs),
      ),
    reset: (key) =>
      attempt(
        async () => {
          await Promise.all([redis.reset(key), memory.reset(key)]);
        },
        () => memory.reset(key),
      ),
    async close() {
      await Promise.all([redis.close(), memory.close()]);
    },
  };
};
