import { configDefaults, defineProject } from 'vitest/config';
import server, { SYSTEM_TESTS } from './vitest.config.js';

// The system tier (docs/architecture.md#system-tests): real ffmpeg encodes, job-queue workers
// that retry over seconds, restarts and `kill -9` of child processes. `npm run test:system`
// runs it (as do `npm run check` and CI); `npm test` leaves it out to stay quick.
export default defineProject({
  test: {
    ...server.test,
    name: 'server-system',
    include: [SYSTEM_TESTS],
    exclude: configDefaults.exclude,
    // Their processes may outlive a file: each file gets a new Postgres database.
    provide: { keepDatabases: false },
  },
});
