import { defineConfig } from 'vitest/config';

// `npm test`: unit and medium tests. TEST_TIER=system adds the server's system tests
// (docs/architecture.md#tests), which `npm run test:system`, `npm run check` and CI run.
const system = process.env.TEST_TIER === 'system' ? ['apps/server/vitest.system.config.ts'] : [];

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      ...system,
      'apps/web',
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts'] } },
    ],
  },
});
