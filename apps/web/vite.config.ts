import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, preloadMap } from './vite-plugins.ts';

const backend = 'http://localhost:3000';

/**
 * React Router publishes a production build beside the development one but its package exports
 * only the latter, whose development warnings are switched on by a constant rather than by
 * `process.env.NODE_ENV`, so a minifier cannot drop them. The production build of the same
 * version (the two differ in that constant alone) goes into the bundle instead: 1.7 kB less
 * script (0.6 kB compressed) on every page, and no warning checks as the router runs
 * (docs/performance.md#phones).
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadMap(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/og-image.jpg': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No fetch-based stand-in for <link rel="modulepreload"> (0.5 kB in every first visit's
    // script): browsers without it (Safari before 17) load the same modules on import.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by inlined common chunks; the only entry is index.html's script.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The small chunks that several pages share (a card, a state message, an API module)
          // are copied into each page's chunk instead: /home needed 24 files before its first
          // paint, then 8; the landing page 10, then 3. Each file is a request on a slow network.
          // Icons have no chunk of their own: each page's chunk carries the icons it draws (one
          // shared chunk held all 103, the back office's too: 10 kB compressed on every public
          // page). With them, the shared modules grew past 6 kB, hence 10 kB: /home 9 -> 5
          // files, the project page 13 -> 9 (docs/performance.md#phones).
          experimentalInlineCommonChunks: { maxSize: 10000 },
          groups: [{ name: 'app', tags: ['$initial'], priority: 2 }],
        },
      },
    },
  },
}));
