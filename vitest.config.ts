import { defineConfig } from 'vitest/config';

// `npm test`: unit and medium tests. TEST_TIER=system adds the server's system tests
// (docs/architecture.md#tests), which `npm run test:system`, `npm run check` and CI run.
const system = process.env.TEST_TIER === 'system' ? ['apps/server/vitest.system.config.ts'] : [];

export default defineConfig({
  test: {
    // One pool for every project, so the server's files (which often wait on a queue, a mail or
    // a timer) run beside the web's (which mostly compute) instead of after them. Three workers
    // on two cores keep both busy; measured in docs/architecture.md#tests.
    maxWorkers: 3,
    projects: [
      'packages/contract',
      'apps/server',
      ...system,
      'apps/web',
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts'] } },
    ],
  },
});
