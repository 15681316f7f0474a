/** PostgreSQL restarted in the middle of a 30-second load through nginx. */
import { call, CLIENT_TIMEOUT_MS } from './http.js';
import type { Figures } from './checks.js';
import type { Postgres } from './services.js';
import { sleep } from './services.js';

interface Sample {
  /** Seconds since the load started. */
  at: number;
  status: number;
  ms: number;
  timedOut: boolean;
}

const DURATION_MS = 30_000;
const CLIENTS = 12;
const STOP_AT_MS = 8_000;
const DOWN_MS = 4_000;
// Each answer needs the database: the micro-cache is off (CACHE_TTL_SECONDS=0) in this test.
const PATHS = [
  '/api/films?pageSize=6',
  '/api/crowdfunding/projects?status=funding',
  '/api/web-app/event?page=1',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const restartUnderLoad = async (port: number, postgres: Postgres) => {
  const samples: Sample[] = [];
  const start = performance.now();
  const elapsed = () => (performance.now() - start) / 1000;
  let stopAt = 0;
  let backAt = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = c; performance.now() - start < DURATION_MS; i++) {
      const at = elapsed();
      const answer = await call(port, 'GET', PATHS[i % PATHS.length] ?? '/api/health');
      samples.push({ at, status: answer.status, ms: answer.ms, timedOut: answer.timedOut });
    }
  });
  const restart = (async () => {
    await sleep(STOP_AT_MS);
    stopAt = elapsed();
    await postgres.stop();
    await sleep(DOWN_MS);
    await postgres.start();
    backAt = elapsed();
  })();
  await Promise.all([...clients, restart]);

  const byStatus = new Map<number, number>();
  for (const s of samples) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const firstOkAfterBack = samples
    .filter((s) => s.at >= backAt && s.status === 200)
    .reduce((min, s) => Math.min(min, s.at + s.ms / 1000), Number.POSITIVE_INFINITY);
  const recoverySeconds = firstOkAfterBack - backAt;
  const failures: string[] = [];
  const timeouts = samples.filter((s) => s.timedOut).length;
  const others = samples.filter((s) => s.status !== 200 && s.status !== 503);
  if (timeouts > 0)
    failures.push(`${timeouts} requests waited past the client's ${CLIENT_TIMEOUT_MS / 1000} s`);
  if (others.length > 0)
    failures.push(
      `errors other than 503: ${[...new Set(others.map((s) => s.status))].join(', ')} (${others.length})`,
    );
  if (!(recoverySeconds <= 10))
    failures.push(`no 200 within 10 s of the restart (${recoverySeconds.toFixed(1)} s)`);
  const tail = samples.filter((s) => s.at >= backAt + 10);
  const tailOk = tail.filter((s) => s.status === 200).length;
  if (tail.length === 0 || tailOk !== tail.length)
    failures.push(`after recovery ${tail.length - tailOk} of ${tail.length} requests still failed`);
  const latencies = samples.map((s) => s.ms);
  const figures: Figures = {
    'load: requests in 30 s': samples.length,
    'load: 200': byStatus.get(200) ?? 0,
    'load: 503 (database away, with Retry-After)': byStatus.get(503) ?? 0,
    'load: other statuses or no answer': others.length,
    'load: client time-outs (4 s)': timeouts,
    'load: p50 / p99 / max latency (ms)': `${Math.round(percentile(latencies, 50))} / ${Math.round(percentile(latencies, 99))} / ${Math.round(Math.max(...latencies))}`,
    'PostgreSQL down (s from start → back)': `${stopAt.toFixed(1)} → ${backAt.toFixed(1)}`,
    'first 200 after PostgreSQL was back (s)': Number.isFinite(recoverySeconds)
      ? recoverySeconds.toFixed(2)
      : 'never',
  };
  return { figures, failures };
};
