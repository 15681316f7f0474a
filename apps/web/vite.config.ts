import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { LOCALE_LOAD_PATH, NAMESPACES } from './src/lib/i18n-namespaces.ts';

const backend = 'http://localhost:3000';

/**
 * Pages whose chunks the server hints in their HTML (modulepreload, style preload), so they
 * download beside the entry instead of after it has run. A missing module is skipped.
 */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/home/pages/landing-page.tsx',
  '/home': 'src/features/home/pages/home-page.tsx',
  '/events': 'src/features/events/pages/events-page.tsx',
  '/streaming': 'src/features/films/pages/streaming-page.tsx',
};

/**
 * Writes dist/preload-map.json: the translation files every first render waits for and, per
 * page path, the JavaScript and CSS of its route chunk that the entry does not already load.
 */
function preloadMap(): Plugin {
  let root = '';
  return {
    name: 'dalbit-preload-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const entryFiles = staticClosure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const routes: Record<string, string[]> = {};
      for (const [pathname, module] of Object.entries(ROUTE_MODULES)) {
        const id = path.resolve(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) {
          this.warn(`preload map: no chunk for ${module}`);
          continue;
        }
        const files = [...staticClosure([chunk.fileName])].filter((f) => !entryFiles.has(f));
        const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        routes[pathname] = [...files, ...new Set(css)].map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'preload-map.json',
        source: JSON.stringify({
          locales: NAMESPACES.map((ns) => LOCALE_LOAD_PATH.replace('{{ns}}', ns)),
          routes,
        }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadMap()],
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
