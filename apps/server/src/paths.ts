import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/server.js, so in both cases its
// directory is one level below apps/server: paths resolve the same from tsx and from the bundle.
const here = dirname(fileURLToPath(import.meta.url));

export const serverRoot = resolve(here, '..');
export const migrationsDir = resolve(serverRoot, 'migrations');
export const assetsDir = resolve(serverRoot, 'assets');
