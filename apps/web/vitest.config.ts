import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const src = join(import.meta.dirname, 'src');

/**
 * Test files that replace a module with `vi.mock` (react-toastify, hls.js, …). A replaced module
 * would leak into the next file of a worker that keeps its modules, so these files run isolated,
 * in the project `web-mocks` (vitest.mocks.config.ts); every other file runs in `web`, where a
 * worker keeps jsdom and the loaded modules from one file to the next (about 100 s less CPU per
 * run than a fresh environment and imports per file: docs/architecture.md#tests).
 */
export const MOCKING_FILES = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(src, file), 'utf8')))
  .map((file) => `src/${file.split('\\').join('/')}`);

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING_FILES,
    isolate: false,
    // Every test starts with the real globals (fetch, XMLHttpRequest) that the last one stubbed.
    unstubGlobals: true,
    // Worker threads start faster than forked processes (paired runs on this machine: about 15%).
    pool: 'threads',
    // Form tests render whole pages in jsdom; on a busy 2-core CI machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
