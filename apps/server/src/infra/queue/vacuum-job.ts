import type { Database } from '../database/database.js';
import { defineJob } from './job.js';

/**
 * Nightly VACUUM ANALYZE of the embedded database, which has no autovacuum: planner statistics
 * stay fresh and search indexes' pending lists are flushed. PostgreSQL servers vacuum themselves,
 * so there it does nothing.
 */
export const vacuumJob = (database: Database) =>
  defineJob({
    name: 'database.vacuum',
    schedule: '17 4 * * *',
    retry: { limit: 1, delaySeconds: 600, backoff: false },
    timeoutSeconds: 30 * 60,
    pollSeconds: 30,
    async handle() {
      if (database.driver !== 'pglite') return { skipped: 'server vacuums itself' };
      await database.vacuum();
      return { vacuumed: true };
    },
  });
