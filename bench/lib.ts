import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
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

export function startNode(script: string, env: Record<string, string>, viaTsx = false) {
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
