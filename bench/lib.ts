import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerSecond: number;
}

export async function load(
  url: string,
  seconds: number,
  connections = 10,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(headers ? { headers } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerSecond: result.throughput.average,
  };
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The variables `npm start` sets before `node` (package.json, `start:server`: glibc's malloc
 * tuning, docs/performance.md#memory), so the bench measures the app as it is started.
 */
export const startServerEnv = (): Record<string, string> => {
  const pkg = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  const prefix = pkg.scripts['start:server']?.split(/\s+node\s/)[0] ?? '';
  return Object.fromEntries(
    [...prefix.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!] as const),
  );
};

const SERVER_ENTRY = path.join('apps', 'server', 'dist', 'server.js');

export function startNode(script: string, env: Record<string, string>, viaTsx = false) {
  // The built server starts as `npm start` starts it; other scripts (the baseline) as they are.
  if (script.endsWith(SERVER_ENTRY)) env = { ...startServerEnv(), ...env };
  const child: ChildProcess = viaTsx
    ? fork(script, {
        env: { ...process.env, ...env },
        execArgv: ['--import', 'tsx'],
        stdio: 'inherit',
      })
    : spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: 'inherit' });
  // A bench that crashes must not leave its servers holding the ports.
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Debian's Chromium, headless, for the benches that open pages (`CHROMIUM` names another). */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', ...extraArgs],
  });
