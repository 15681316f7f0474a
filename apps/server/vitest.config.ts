import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite boots in about a second; a Postgres database per file takes a little longer.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
