/**
 * The scale test's real parts, each a child process on 127.0.0.1 (docs/operations.md#scale-test):
 * a PostgreSQL made with initdb in a temporary directory, a Redis, an SMTP sink, nginx with the
 * repository's configuration, and the app's processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const root = join(import.meta.dirname, '..');
const asRoot = process.getuid?.() === 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitFor = async (what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
};

export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** An open port is not a ready server: PostgreSQL answers "starting up" (57P03) for a while. */
export const acceptsQueries = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

export interface Child {
  name: string;
  process: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output: string[];
  exited: boolean;
  exitCode: number | null;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const track = (name: string, child: ChildProcess): Child => {
  const tracked: Child = {
    name,
    process: child,
    output: [],
    exited: false,
    exitCode: null,
    stop: async (signal = 'SIGTERM') => {
      if (tracked.exited) return;
      child.kill(signal);
      const until = Date.now() + 15_000;
      while (!tracked.exited && Date.now() < until) await sleep(50);
      if (!tracked.exited) child.kill('SIGKILL');
    },
  };
  const keep = (chunk: Buffer) => tracked.output.push(...chunk.toString('utf8').split('\n'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    tracked.exited = true;
    tracked.exitCode = code;
  });
  return tracked;
};

/** PostgreSQL's binaries: Debian keeps them under /usr/lib/postgresql/<version>/bin. */
const pgBin = (name: string) => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort().reverse() : [];
  for (const v of versions) {
    const path = join(base, v, 'bin', name);
    if (existsSync(path)) return path;
  }
  return name;
};

/** initdb and postgres refuse to run as root: as root they run as the `postgres` user. */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export interface Postgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown (SIGINT): clients are disconnected at once. */
  stop(): Promise<void>;
  child(): Child | undefined;
}

export const createPostgres = (dir: string, port: number): Postgres => {
  const data = join(dir, 'pgdata');
  const [cmd, args] = asPostgres(pgBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  mkdirSync(dir, { recursive: true });
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), 0);
  const init = spawnSync(cmd, args, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  let current: Child | undefined;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    child: () => current,
    async start() {
      const [command, options] = asPostgres(pgBin('postgres'), [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-h',
        '127.0.0.1',
        '-c',
        'max_connections=100',
        '-c',
        'fsync=off',
      ]);
      current = track('postgres', spawn(command, options, { stdio: ['ignore', 'pipe', 'pipe'] }));
      await waitFor('PostgreSQL', () => acceptsQueries(url), 30_000);
    },
    async stop() {
      // The postmaster itself (runuser does not pass signals on): SIGINT is a fast shutdown.
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGINT');
      await waitFor('PostgreSQL to stop', async () => !(await portOpen(port)), 15_000);
      await waitFor('PostgreSQL to exit', async () => current?.exited ?? true, 15_000);
    },
  };
};

export const startRedis = async (port: number): Promise<Child> => {
  const child = track(
    'redis',
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  await waitFor('Redis', () => portOpen(port), 15_000);
  return child;
};

export interface SinkMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `down()` closes it (connections refused) until `up()`. */
export const createSmtpSink = (port: number) => {
  const inbox: SinkMail[] = [];
  let server: SMTPServer | undefined;
  return {
    inbox,
    async up() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            inbox.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      await new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));
      server = undefined;
    },
  };
};

/** nginx with ops/nginx/nginx.conf: the same file, with this machine's addresses and paths. */
export const startNginx = async (
  dir: string,
  port: number,
  upstreams: [number, number],
): Promise<Child> => {
  const conf = readFileSync(join(root, 'ops/nginx/nginx.conf'), 'utf8')
    .replace('pid /run/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('server app1:3000', `server 127.0.0.1:${upstreams[0]}`)
    .replace('server app2:3000', `server 127.0.0.1:${upstreams[1]}`)
    .replace(
      'http {',
      `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n` +
        `  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    );
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const check = spawnSync(nginx, ['-t', '-c', file, '-p', dir, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const child = track(
    'nginx',
    spawn(nginx, ['-c', file, '-p', dir, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  await waitFor('nginx', () => portOpen(port), 15_000);
  return child;
};

/** One app process from the built server (apps/server/dist/server.js). */
export const startApp = (name: string, env: Record<string, string>): Child =>
  track(
    name,
    spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
