import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, preloadMap } from './vite-plugins.ts';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadMap(), precompress()],
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
          // paint, now 8; the landing page 10, now 3. Each file is a request on a slow network.
          experimentalInlineCommonChunks: { maxSize: 6000 },
          // Every icon in one chunk (about 4 kB compressed) rather than a 300-byte chunk per
          // icon shared by two pages: each of those costs a request on the way to a first paint.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 1 },
          ],
        },
      },
    },
  },
});
