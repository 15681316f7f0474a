import type { Database } from './infra/database/database.js';
import type { OutageMonitor } from './infra/database/outage.js';
import type { Metrics } from './infra/metrics/metrics.js';
import type { JobQueue } from './infra/queue/job-queue.js';
import type { createCounters } from './infra/rate-limit/counters.js';

interface GaugeSources {
  database: Database;
  outage: OutageMonitor;
  counters: Awaited<ReturnType<typeof createCounters>>;
  queue: JobQueue;
}

/** Gauges read at scrape time: the pool, the database's and Redis' state, the queue's jobs. */
export const registerGauges = (
  metrics: Metrics,
  { database, outage, counters, queue }: GaugeSources,
) => {
  metrics.gauge(
    'dalbit_db_pool_connections',
    'PostgreSQL pool connections by state',
    ['state'],
    (set) => {
      const stats = database.poolStats();
      if (!stats) return;
      set({ state: 'total' }, stats.total);
      set({ state: 'idle' }, stats.idle);
      set({ state: 'waiting' }, stats.waiting);
    },
  );
  metrics.gauge('dalbit_db_up', '1 while the database answers, 0 during an outage', [], (set) =>
    set({}, outage.down ? 0 : 1),
  );
  metrics.gauge(
    'dalbit_redis_up',
    '1 while Redis holds the limits, 0 on the memory fallback',
    [],
    (set) => {
      if (counters.usingRedis !== undefined) set({}, counters.usingRedis ? 1 : 0);
    },
  );
  metrics.gauge(
    'dalbit_jobs',
    'Jobs in the queue by name and state (all processes)',
    ['queue', 'state'],
    async (set) => {
      const counts = await queue.counts().catch(() => []);
      for (const { name, state, count } of counts) set({ queue: name, state }, count);
    },
  );
};
