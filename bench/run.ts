// `npm run bench`: measures the built app against baselines taken in the same run and prints
// ratios, so the figures compare across machines. Results also go to bench/results/latest.json.
import { build } from 'vite';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, load, startNode, waitFor } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const appPort = 3201;
const basePort = 3202;

async function apiBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-'));
  const app = startNode(path.join(root, 'apps/server/dist/server.js'), {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const appUrl = `http://127.0.0.1:${appPort}/api/web-app/event?keySort=createdAt&page=1`;
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  const body = await (await fetch(appUrl)).text();

  const base = startNode(
    path.join(import.meta.dirname, 'baseline-server.ts'),
    { PORT: String(basePort), BASELINE_BODY: body },
    true,
  );
  const baseUrl = `http://127.0.0.1:${basePort}/api/web-app/event?keySort=createdAt&page=1`;
  await waitFor(baseUrl);

  try {
    // warm both up (JIT, connection pools, PGlite caches) before measuring
    await load(appUrl, 2);
    await load(baseUrl, 2);
    const baseline = await load(baseUrl, seconds);
    const measured = await load(appUrl, seconds);
    return { bodyBytes: body.length, baseline, app: measured, ratio: measured.rps / baseline.rps };
  } finally {
    await Promise.all([app.stop(), base.stop()]);
  }
}

function entryChunkOf(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const src = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
  if (!src) throw new Error(`no module entry script in ${distDir}/index.html`);
  const file = path.join(distDir, src.replace(/^\//, '').replace(/^\.\//, ''));
  const bytes = readFileSync(file);
  return {
    file: path.relative(root, file),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
}

async function bundleBench() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'dalbit-floor-'));
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    root: path.join(import.meta.dirname, 'floor'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const floor = entryChunkOf(outDir);
  const web = entryChunkOf(path.join(root, 'apps/web/dist'));
  return { web, floor, ratio: web.gzip / floor.gzip };
}

const api = await apiBench();
const bundle = await bundleBench();

const kb = (n: number) => `${fmt(n / 1024)} kB`;
console.log(
  '\nGET /api/web-app/event (page 1, %d bytes), %d s, 10 connections',
  api.bodyBytes,
  seconds,
);
console.log(
  `  baseline (bare Fastify, JSON from memory): ${fmt(api.baseline.rps, 0)} req/s, p50 ${api.baseline.p50} ms, p99 ${api.baseline.p99} ms`,
);
console.log(
  `  app (PGlite, validation, headers):         ${fmt(api.app.rps, 0)} req/s, p50 ${api.app.p50} ms, p99 ${api.app.p99} ms, errors ${api.app.errors}, non-2xx ${api.app.non2xx}`,
);
console.log(`  ratio app / baseline: ${fmt(api.ratio, 3)}`);
console.log('\nweb entry chunk (gzip -9)');
console.log(`  app   ${bundle.web.file}: ${kb(bundle.web.gzip)} (raw ${kb(bundle.web.raw)})`);
console.log(`  floor React 19 + data router hello world: ${kb(bundle.floor.gzip)}`);
console.log(`  ratio app / floor: ${fmt(bundle.ratio, 2)}`);

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), api, bundle }, null, 2),
);
if (api.app.errors > 0 || api.app.non2xx > 0) {
  console.error('the app answered errors under load');
  process.exitCode = 1;
}
