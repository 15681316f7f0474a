// Bundles the server into dist/server.js, the seed command into dist/seed.js, the migration
// command into dist/migrate.js and the embedded database's thread into dist/pglite-worker.js.
// The workspace contract is compiled in; packages from node_modules stay external so their own
// files (PGlite's WASM, pino's workers) resolve.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@dalbit/'),
);

await build({
  entryPoints: {
    server: resolve(here, 'src/server.ts'),
    seed: resolve(here, 'src/seed-cli.ts'),
    migrate: resolve(here, 'src/migrate-cli.ts'),
    admin: resolve(here, 'src/admin-cli.ts'),
    // The embedded database's thread, found beside the bundle that starts it (pglite-thread.ts).
    'pglite-worker': resolve(here, 'src/infra/database/pglite-worker.ts'),
  },
  outdir: resolve(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*', 'pg-native'],
  banner: {
    // Some CommonJS dependencies call require(); ESM bundles need it recreated.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
