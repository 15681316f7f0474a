/**
 * The scale test (docs/operations.md#scale-test): nginx in front of two web processes and a
 * worker, all started at the same moment on a fresh PostgreSQL (its own, made with initdb) and
 * Redis, with an SMTP sink; the checks of issue 13 through nginx; the figures printed.
 * `npx tsx scale/run.ts` after `npm run build`. Ports: SCALE_PORT_BASE (3300) + 1..10, 127.0.0.1.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  likesCheck,
  mailCheck,
  pledgesCheck,
  redisDownCheck,
  settleCheck,
  signInLimitCheck,
  type Figures,
} from './checks.js';
import { call, sqlClient } from './http.js';
import { restartUnderLoad } from './load.js';
import { uploadAcrossProcessesCheck } from './upload.js';
import {
  createPostgres,
  createSmtpSink,
  portOpen,
  root,
  startApp,
  startNginx,
  startRedis,
  waitFor,
  type Child,
} from './services.js';

const base = Number(process.env.SCALE_PORT_BASE ?? 3300);
const port = {
  postgres: base + 1,
  redis: base + 2,
  nginx: base + 3,
  web1: base + 4,
  web2: base + 5,
  // base + 6 is MySQL's usual port; left alone.
  smtp: base + 10,
  metrics1: base + 7,
  metrics2: base + 8,
  metricsWorker: base + 9,
};

const figures: Figures = {};
const failures: string[] = [];
const children: Child[] = [];

const step = async (name: string, run: () => Promise<Figures | void>) => {
  const started = Date.now();
  process.stdout.write(`- ${name} … `);
  try {
    const result = await run();
    if (result) Object.assign(figures, result);
    process.stdout.write(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    process.stdout.write('FAILED\n');
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

const main = async () => {
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  }
  for (const [name, p] of Object.entries(port)) {
    if (await portOpen(p))
      throw new Error(`port ${p} (${name}) is taken: SCALE_PORT_BASE moves them`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dalbit-scale-'));
  // PostgreSQL runs as its own user under here.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const postgres = createPostgres(join(dir, 'pg'), port.postgres);
  const sink = createSmtpSink(port.smtp);
  try {
    console.log(`Scale test in ${dir}`);
    await postgres.start();
    const admin = await sqlClient(postgres.url);
    await admin.query(`create database dalbit encoding 'UTF8' template template0`);
    await admin.end();
    const dbUrl = postgres.url.replace(/\/postgres$/, '/dalbit');
    let redis = await startRedis(port.redis);
    children.push(redis);
    await sink.up();

    const env = (role: string, appPort: number, metricsPort: number) => ({
      APP_ROLE: role,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: `redis://127.0.0.1:${port.redis}`,
      SMTP_URL: `smtp://127.0.0.1:${port.smtp}`,
      APP_SECRET: 'scale-test-secret-0123456789-abcdefghijklmnop',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port.nginx}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'info',
    });
    await step('two web processes and a worker started together on a fresh database', async () => {
      const started = Date.now();
      children.push(
        startApp('web1', env('web', port.web1, port.metrics1)),
        startApp('web2', env('web', port.web2, port.metrics2)),
        startApp('worker', env('worker', 0, port.metricsWorker)),
      );
      for (const p of [port.metrics1, port.metrics2, port.metricsWorker]) {
        await waitFor(
          `process ready on ${p}`,
          async () => {
            const crashed = children.find((c) => c.exited);
            if (crashed)
              throw new Error(
                `${crashed.name} exited (${crashed.exitCode}): ${crashed.output.slice(-15).join('\n')}`,
              );
            const res = await fetch(`http://127.0.0.1:${p}/health/ready`);
            return res.ok;
          },
          180_000,
        );
      }
      return {
        'start to all ready, migrations and seed under one lock (s)': (
          (Date.now() - started) /
          1000
        ).toFixed(1),
      };
    });
    children.push(await startNginx(join(dir, 'nginx'), port.nginx, [port.web1, port.web2]));
    await step('ready through nginx', async () => {
      const res = await call(port.nginx, 'GET', '/api/health/ready');
      if (res.status !== 200) throw new Error(`/api/health/ready answered ${res.status}`);
      if (!res.headers['x-request-id']) throw new Error('no X-Request-Id on the answer');
    });
    const db = await sqlClient(dbUrl);
    try {
      let project = '';
      await step('50 parallel pledges on a reward of stock 10', async () => {
        const result = await pledgesCheck(port.nginx, db);
        project = result.project;
        return result.figures;
      });
      await step('50 parallel likes of one film', () => likesCheck(port.nginx, db));
      await step('sign-in limit shared by both processes, per client address', () =>
        signInLimitCheck(port.nginx, [port.metrics1, port.metrics2]),
      );
      await step('a mail sent while SMTP is down arrives once', () =>
        mailCheck(port.nginx, db, sink),
      );
      await step('an ended campaign is settled exactly once', () => settleCheck(db, project));
      await step('a tus upload resumed on the other web process assembles and publishes', () =>
        uploadAcrossProcessesCheck(port.nginx, [port.web1, port.web2], db, {
          tmp: dir,
          data: dataDir,
        }),
      );
      await step('Redis stopped: the app keeps serving, limits in memory', () =>
        redisDownCheck(
          port.nginx,
          () => redis.stop(),
          async () => {
            redis = await startRedis(port.redis);
            children.push(redis);
          },
        ),
      );
    } finally {
      await db.end();
    }
    await step('PostgreSQL restarted in the middle of a 30-second load', async () => {
      const result = await restartUnderLoad(port.nginx, postgres);
      if (result.failures.length) {
        Object.assign(figures, result.figures);
        throw new Error(result.failures.join('; '));
      }
      return result.figures;
    });
    await step(
      'no process died, outages logged once per change, no query text in logs',
      async () => {
        // Redis was stopped on purpose once; its replacement must be up.
        const dead = children.filter((c) => c.exited && !(c.name === 'redis' && c !== redis));
        if (dead.length)
          throw new Error(`exited: ${dead.map((c) => `${c.name} (${c.exitCode})`).join(', ')}`);
        const apps = children.filter((c) => ['web1', 'web2', 'worker'].includes(c.name));
        const downLines = apps.map(
          (c) => c.output.filter((l) => l.includes('database unreachable')).length,
        );
        const leaks = apps.flatMap((c) => c.output.filter((l) => /Failed query|params:/.test(l)));
        if (leaks.length) throw new Error(`query text in the logs: ${leaks[0]?.slice(0, 200)}`);
        if (downLines.some((n) => n > 2))
          throw new Error(`'database unreachable' logged ${downLines.join(', ')} times`);
        const redisLines = apps.map(
          (c) => c.output.filter((l) => l.includes('Redis unreachable')).length,
        );
        const accessLines = apps.map(
          (c) => c.output.filter((l) => l.includes('"msg":"request"')).length,
        );
        return {
          "'database unreachable' lines (web1, web2, worker)": downLines.join(', '),
          "'Redis unreachable' lines (web1, web2, worker)": redisLines.join(', '),
          'access-log lines (web1, web2)': accessLines.slice(0, 2).join(', '),
        };
      },
    );
  } finally {
    for (const child of [...children].reverse()) await child.stop();
    await sink.down();
    await postgres.stop().catch(() => undefined);
    if (failures.length === 0) rmSync(dir, { recursive: true, force: true });
  }
};

main()
  .catch((error: unknown) => {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  })
  .finally(() => {
    console.log('\nScale test figures');
    const width = Math.max(...Object.keys(figures).map((k) => k.length), 10);
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(width)}  ${value}`);
    if (failures.length) {
      console.error(`\nScale test FAILED:\n  ${failures.join('\n  ')}`);
      for (const child of children) {
        console.error(
          `\n--- last lines of ${child.name} ---\n${child.output.slice(-20).join('\n')}`,
        );
      }
      process.exit(1);
    }
    console.log('\nScale test passed.');
    process.exit(0);
  });
