import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

const contractConstantsPath = fileURLToPath(
  new URL('../../packages/contract/src/constants.ts', import.meta.url),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contract's index pulls in every zod schema (with registry side effects), so the
    // entry chunk imports the plain constants module directly to stay lean.
    alias: { '@dalbit/contract/constants': contractConstantsPath },
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
  },
});
