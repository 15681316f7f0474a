import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Every test starts with the real globals (fetch, XMLHttpRequest) that the last one stubbed.
    unstubGlobals: true,
    // Worker threads start faster than forked processes (paired runs on this machine: about 15%).
    pool: 'threads',
    // Form tests render whole pages in jsdom; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
