import type { AppConfig } from '../../config.js';
import {
  createFallbackCounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from './counter-store.js';

/**
 * The app's counters (API limit, sign-in limits, code cooldowns): in memory for one process, or
 * in Redis (REDIS_URL) shared by every process, falling back to memory while Redis is away.
 * `usingRedis` is undefined without Redis.
 */
export const createCounters = async (
  config: Pick<AppConfig, 'redisUrl'>,
  options: {
    now: () => number;
    redisPrefix: string;
    warn: (object: object, message: string) => void;
  },
): Promise<CounterStore & { readonly usingRedis: boolean | undefined }> => {
  const memory = createMemoryCounterStore(options.now);
  if (!config.redisUrl) {
    return Object.assign(memory, { usingRedis: undefined });
  }
  return createFallbackCounterStore({
    redis: await createRedisCounterStore(config.redisUrl, options.redisPrefix),
    memory,
    log: { warn: options.warn },
  });
};
