import { configDefaults, defineProject } from 'vitest/config';

/** Process-level tests (`*.system.test.ts`): their own Vitest project, `server-system`. */
export const SYSTEM_TESTS = 'test/**/*.system.test.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, SYSTEM_TESTS],
    // Migrates once per run (a PGlite dump or a Postgres template) for every file's database.
    globalSetup: ['test/support/global-setup.ts'],
    // Files share a worker's loaded modules and PGlite (emptied per file) instead of paying
    // ~1.5 s of imports and ~2 s of database start each; tests keep no module state. The
    // number of workers is the run's (vitest.config.ts): server files run beside the web's.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
