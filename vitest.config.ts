import { defineConfig } from 'vitest/config';
import { SystemFirstSequencer } from './tooling/vitest-sequencer.js';

// `npm test`: unit and medium tests. TEST_TIER=system adds the server's system tests
// (docs/architecture.md#tests), which `npm run test:system`, `npm run check` and CI run.
const system = process.env.TEST_TIER === 'system' ? ['apps/server/vitest.system.config.ts'] : [];

export default defineConfig({
  test: {
    // One pool for every project, so the server's files run beside the web's instead of after
    // them. Two workers on two cores: a third measured no faster (docs/architecture.md#tests).
    maxWorkers: 2,
    // The long system files start first instead of last (tooling/vitest-sequencer.ts).
    sequence: { sequencer: SystemFirstSequencer },
    projects: [
      'packages/contract',
      'apps/server',
      ...system,
      'apps/web',
      'apps/web/vitest.mocks.config.ts',
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts'] } },
    ],
  },
});
