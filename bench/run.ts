// `npm run bench`: measures the built app against baselines taken in the same run and prints
// ratios, so the figures compare across machines. Results also go to bench/results/latest.json.
import { build } from 'vite';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, load, startNode, waitFor } from './lib.ts';
import { mediaBench } from './media.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const appPort = 3201;
const basePort = 3202;

const eventsPath = '/api/web-app/event?keySort=createdAt&page=1';

/** Starts the built app on a fresh embedded database; `cacheTtl` 0 turns its micro-cache off. */
async function startApp(port: number, cacheTtl: string) {
  const app = startNode(path.join(root, 'apps/server/dist/server.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')),
    LOG_LEVEL: 'warn',
    CACHE_TTL_SECONDS: cacheTtl,
    // The load comes from one IP: measure the route, not the rate limiter's 429s.
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return app;
}

async function apiBench() {
  const appUrl = (port: number) => `http://127.0.0.1:${port}${eventsPath}`;
  const cached = await startApp(appPort, '5');
  const body = await (await fetch(appUrl(appPort))).text();
  const base = startNode(
    path.join(import.meta.dirname, 'baseline-server.ts'),
    { PORT: String(basePort), BASELINE_BODY: body },
    true,
  );
  const baseUrl = `http://127.0.0.1:${basePort}${eventsPath}`;
  await waitFor(baseUrl);

  try {
    // warm up (JIT, PGlite caches) before measuring
    await load(baseUrl, 2);
    await load(appUrl(appPort), 2);
    const baseline = await load(baseUrl, seconds);
    const app = await load(appUrl(appPort), seconds);
    await cached.stop();

    const uncachedApp = await startApp(appPort, '0');
    await load(appUrl(appPort), 2);
    const uncached = await load(appUrl(appPort), seconds);
    await uncachedApp.stop();
    return {
      bodyBytes: body.length,
      baseline,
      app,
      uncached,
      ratio: app.rps / baseline.rps,
      uncachedRatio: uncached.rps / baseline.rps,
    };
  } finally {
    await Promise.all([cached.stop(), base.stop()]);
  }
}

/** The JavaScript a first visit loads before anything else: the entry and its modulepreloads. */
function initialScriptsOf(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
  if (!entry) throw new Error(`no module entry script in ${distDir}/index.html`);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const sizes = [entry, ...preloads].map((src) => {
    const bytes = readFileSync(path.join(distDir, src.replace(/^\.?\//, '')));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    file: path.relative(root, path.join(distDir, entry.replace(/^\.?\//, ''))),
    files: sizes.length,
    entryGzip: sizes[0]!.gzip,
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
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
  const floor = initialScriptsOf(outDir);
  const web = initialScriptsOf(path.join(root, 'apps/web/dist'));
  return { web, floor, ratio: web.gzip / floor.gzip };
}

const api = await apiBench();
const bundle = await bundleBench();
const mediaApp = await startApp(appPort, '5');
const media = await mediaBench(`http://127.0.0.1:${appPort}`, 3203, seconds).finally(() =>
  mediaApp.stop(),
);

const kb = (n: number) => `${fmt(n / 1024)} kB`;
console.log(
  '\nGET /api/web-app/event (page 1, %d bytes), %d s, 10 connections',
  api.bodyBytes,
  seconds,
);
console.log(
  `  baseline (bare Fastify, JSON from memory): ${fmt(api.baseline.rps, 0)} req/s, p50 ${api.baseline.p50} ms, p99 ${api.baseline.p99} ms`,
);
const line = (r: typeof api.app) =>
  `${fmt(r.rps, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;
console.log(`  app as shipped (5 s micro-cache):           ${line(api.app)}`);
console.log(`  app, cache off (every request hits PGlite): ${line(api.uncached)}`);
console.log(
  `  ratio app / baseline: ${fmt(api.ratio, 3)} (cache off: ${fmt(api.uncachedRatio, 3)})`,
);
console.log('\nweb initial JavaScript: entry chunk + its modulepreloads (gzip -9)');
console.log(
  `  app   ${bundle.web.file} + ${bundle.web.files - 1} preloads: ${kb(bundle.web.gzip)} (entry alone ${kb(bundle.web.entryGzip)}, raw ${kb(bundle.web.raw)})`,
);
console.log(`  floor React 19 + data router hello world: ${kb(bundle.floor.gzip)}`);
console.log(`  ratio app / floor: ${fmt(bundle.ratio, 2)}`);

const mb = (bytesPerSecond: number) => `${fmt(bytesPerSecond / 1024 / 1024)} MB/s`;
console.log(`\nHLS segment ${media.segment}, ${seconds} s, 10 connections`);
console.log(
  `  baseline (raw Node file stream): ${mb(media.throughput.baseline.bytesPerSecond)}, ${fmt(media.throughput.baseline.rps, 0)} req/s`,
);
console.log(
  `  app /media route:                ${mb(media.throughput.app.bytesPerSecond)}, ${fmt(media.throughput.app.rps, 0)} req/s, non-2xx ${media.throughput.app.non2xx}`,
);
console.log(`  ratio app / baseline: ${fmt(media.throughput.ratio, 3)}`);
console.log(`\nplay() to 'playing' in Chromium (median of ${media.play.runs}, fresh context each)`);
console.log(`  baseline (bare hls.js page, raw file server): ${fmt(media.play.baseline, 0)} ms`);
console.log(`  app player on /detail-film:                  ${fmt(media.play.app, 0)} ms`);
console.log(`  ratio app / baseline: ${fmt(media.play.ratio, 2)}`);

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), api, bundle, media }, null, 2),
);
if ([api.app, api.uncached].some((r) => r.errors > 0 || r.non2xx > 0)) {
  console.error('the app answered errors under load');
  process.exitCode = 1;
}
