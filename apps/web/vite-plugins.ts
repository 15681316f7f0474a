import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { LOCALE_LOAD_PATH, NAMESPACES } from './src/lib/i18n-namespaces.ts';

/**
 * Pages whose chunks the server hints in their HTML (modulepreload, style preload), so they
 * download beside the entry instead of after it has run. A `:id` segment stands for a numeric
 * id (apps/server/src/modules/web/web-preload.ts). A missing module is skipped.
 */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/home/pages/landing-page.tsx',
  '/home': 'src/features/home/pages/home-page.tsx',
  '/events': 'src/features/events/pages/events-page.tsx',
  '/streaming': 'src/features/films/pages/streaming-page.tsx',
  '/detail-film/:id': 'src/features/films/pages/film-detail-page.tsx',
  '/crowdfunding': 'src/features/crowdfunding/pages/crowdfunding-page.tsx',
  '/crowdfunding/:id': 'src/features/crowdfunding/pages/project-page.tsx',
};

/**
 * Writes dist/preload-map.json: the translation files every first render waits for and, per
 * page path, the JavaScript and CSS of its route chunk that the entry does not already load.
 */
export function preloadMap(): Plugin {
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

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|vtt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text asset of the build, which the
 * server sends as they are. On the fly it can only afford Brotli quality 4: the first visit's
 * scripts and styles come out some 15% smaller this way, at no CPU cost per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dalbit-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        const data = await readFile(file);
        if (data.length < 1024) continue;
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: 9 }),
        ]);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}
