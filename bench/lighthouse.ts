// Lighthouse mobile performance of the public pages of issue 14 (the landing page, the
// streaming list, a film, crowdfunding and a project, the events, as a visitor; /home as a
// signed-in account), against a minimal static page on a bare Node server scored in the same run
// and the same browser. Default mobile settings: simulated throttling (4x CPU, slow 4G),
// performance category only. The score is reported against issue 14's 95, never enforced: a low
// one prints, it does not fail. Each run's benchmarkIndex (Lighthouse's measure of the host's
// CPU) prints beside the table: the 4x slowdown is meant for a host of 1,500-2,000, and a page's
// score moves with the host (docs/performance.md#phones). LIGHTHOUSE_PAGES=/,/events scores a
// subset; LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (the audits say what to fix).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startNode, waitFor } from './lib.ts';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of the host's CPU for this run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

export interface LighthousePage extends LighthouseFigures {
  name: string;
  url: string;
  runs: number[];
  /** Score divided by the baseline page's score. */
  ratio: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const DEFAULT_CLEARED = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;
const TOKEN_KEY = 'dalbit.token';

/** Chromium with a DevTools port of its own choosing; resolves once the port is known. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dalbit-lh-profile-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open DevTools')), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing into the profile as the browser exits
      // (ENOTEMPTY): retry, and never let the clean-up throw away the run's figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.error(`could not remove ${profile}:`, error);
      }
    },
  };
}

async function signIn(appBase: string): Promise<string> {
  const res = await fetch(`${appBase}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userEmail: 'demo@dalbit.local',
      password: 'Dalbit!2026',
      language: 'english',
      typeDevice: 'web',
      deviceToken: '',
    }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token)
    throw new Error(`demo sign-in failed (${res.status}): is SEED_DEMO on?`);
  return body.data.token;
}

/** The first film and the first project of the demo catalogue, for their detail pages. */
export async function firstIds(appBase: string) {
  const first = async (url: string) => {
    const body = (await (await fetch(url)).json()) as { data?: { items?: { _id: string }[] } };
    const id = body.data?.items?.[0]?._id;
    if (!id) throw new Error(`${url} listed nothing: is SEED_DEMO on?`);
    return id;
  };
  return {
    film: await first(`${appBase}/api/films?page=1`),
    project: await first(`${appBase}/api/crowdfunding/projects`),
  };
}

async function audit(url: string, port: number, clearLocalStorage: boolean, keepAs?: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // A visitor's run starts with no token; the account's run keeps the one set before it.
    clearStorageTypes: clearLocalStorage
      ? [...DEFAULT_CLEARED, 'local_storage']
      : [...DEFAULT_CLEARED],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (keepAs) writeFileSync(keepAs, JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  } satisfies LighthouseFigures;
}

/** The run with the median score, as Lighthouse itself recommends over averaging metrics. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
}

export async function lighthouseBench(appBase: string, rawPort: number, runs: number) {
  const raw = startNode(
    path.join(import.meta.dirname, 'raw-file-server.ts'),
    { PORT: String(rawPort) },
    true,
  );
  const rawBase = `http://127.0.0.1:${rawPort}`;
  await waitFor(`${rawBase}/health`);
  const chrome = await launchChromium();
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const token = await signIn(appBase);
    const storage = await cdp.contexts()[0]!.newPage();
    // Same origin as the app, but no page of it: nothing of the app lands in the cache.
    await storage.goto(`${appBase}/api/health`);
    const ids = await firstIds(appBase);
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) mkdirSync(reports, { recursive: true });
    const targets = [
      { name: 'baseline (static page, bare Node)', url: `${rawBase}/static.html`, token: false },
      ...[
        { name: 'landing / (visitor)', path: '/', token: false },
        { name: 'home /home (signed in)', path: '/home', token: true },
        { name: 'streaming /streaming', path: '/streaming', token: false },
        { name: 'film /detail-film/{id}', path: `/detail-film/${ids.film}`, token: false },
        { name: 'crowdfunding /crowdfunding', path: '/crowdfunding', token: false },
        { name: 'project /crowdfunding/{id}', path: `/crowdfunding/${ids.project}`, token: false },
        { name: 'events /events', path: '/events', token: false },
      ]
        .filter((t) => !wanted || wanted.includes(t.path.replace(/\/\d+$/, '/{id}')))
        .map((t) => ({ name: t.name, url: `${appBase}${t.path}`, token: t.token })),
    ];
    const results = targets.map(() => [] as LighthouseFigures[]);
    // Rounds rather than page after page, so a busy moment of the machine hits every page alike.
    for (let round = 0; round < runs; round += 1) {
      for (const [i, target] of targets.entries()) {
        if (target.token)
          await storage.evaluate(([key, value]) => localStorage.setItem(key, value), [
            TOKEN_KEY,
            token,
          ] as const);
        // A trace that failed to record (NO_NAVSTART and the like) is worth one more try.
        const keepAs = reports
          ? path.join(
              reports,
              `${i}-${new URL(target.url).pathname.replace(/\W+/g, '_')}-${round}.json`,
            )
          : undefined;
        const run = () => audit(target.url, chrome.port, !target.token, keepAs);
        results[i]!.push(await run().catch(run));
      }
    }
    const [baseline, ...pages] = targets.map((target, i) => ({
      name: target.name,
      url: target.url,
      runs: results[i]!.map((r) => r.score),
      ...medianRun(results[i]!),
    }));
    const withRatio = (page: typeof baseline) => ({
      ...page!,
      ratio: page!.score / baseline!.score,
    });
    const hostIndex = results.flat().map((r) => r.benchmarkIndex);
    return {
      runs,
      baseline: withRatio(baseline),
      pages: pages.map(withRatio),
      benchmarkIndex: { min: Math.min(...hostIndex), max: Math.max(...hostIndex) },
    };
  } finally {
    await cdp.close().catch(() => undefined);
    await chrome.stop();
    await raw.stop();
  }
}

// `tsx bench/lighthouse.ts`: the Lighthouse figures alone, against an app already running at
// APP_BASE (built, demo seed on), the baseline page on LIGHTHOUSE_RAW_PORT.
if (process.argv[1] === import.meta.filename) {
  const result = await lighthouseBench(
    process.env.APP_BASE ?? 'http://127.0.0.1:3201',
    Number(process.env.LIGHTHOUSE_RAW_PORT ?? 3204),
    Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  );
  for (const page of [result.baseline, ...result.pages])
    console.log(
      `${page.name.padEnd(36)} ${String(page.score).padStart(3)}  FCP ${Math.round(page.fcpMs)}  LCP ${Math.round(page.lcpMs)}  TBT ${Math.round(page.tbtMs)}  CLS ${page.cls.toFixed(3)}  runs ${page.runs.join(' ')}`,
    );
}
