// Every public read (issue 14, goal 1) against a bare Fastify server sending the same bytes, in
// four set-ups measured in one run: PostgreSQL with the read caches off and as shipped, the
// embedded PGlite with caches as shipped and off. Each row pairs a baseline run with the app's run
// right after it, so the other load on the machine hits both alike: the ratios compare, the
// absolute req/s do not (docs/performance.md).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, startNode, waitFor, type LoadResult } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');

export type Setup = 'pgOff' | 'pgShipped' | 'pgliteShipped' | 'pgliteOff';
export const SETUPS: Setup[] = ['pgOff', 'pgShipped', 'pgliteShipped', 'pgliteOff'];

export interface Read {
  name: string;
  path: string;
  /** Sent with a viewer's bearer token (likes, bookmarks, pledges in the answer). */
  signedIn?: boolean;
  /** Asked as a browser asks, `Accept-Encoding: gzip, deflate, br`: the answer is compressed. */
  browser?: boolean;
}

/** What every browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** A read's request headers: the viewer's token, a browser's Accept-Encoding. */
const headersOf = (read: Read, token: string): Record<string, string> | undefined => {
  const headers: Record<string, string> = {
    ...(read.signedIn ? { authorization: `Bearer ${token}` } : {}),
    ...(read.browser ? { 'accept-encoding': BROWSER_ENCODINGS } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
};

/** The answer's bytes as sent (fetch would decompress them) and its content headers. */
const rawAnswer = (url: string, headers: Record<string, string> | undefined) =>
  new Promise<{ body: Buffer; type: string; encoding: string | undefined }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          else
            resolve({
              body: Buffer.concat(chunks),
              type: String(res.headers['content-type']),
              encoding: res.headers['content-encoding'],
            });
        });
      })
      .on('error', reject);
  });

export interface ReadResult extends Read {
  bytes: number;
  runs: Partial<Record<Setup, { app: LoadResult; baseline: LoadResult; ratio: number }>>;
}

export interface ReadsOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  appPort: number;
  basePort: number;
  /** A database the bench may drop and recreate (BENCH_DATABASE_URL). */
  databaseUrl: string;
  setups: Setup[];
}

export interface Memory {
  /** Resident MB of the embedded-database app after start-up and a warm-up, idle. */
  idleMb: number;
  /** Highest resident MB while the reads ran against it. */
  loadedMb: number;
}

/** Resident memory of a process in MB (Linux). */
export const rssMb = (pid: number | undefined) => {
  if (pid === undefined) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const startApp = async (port: number, env: Record<string, string>) => {
  // A server left over from a crashed run would answer in its place.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already taken`);
  const app = startNode(path.join(root, 'apps/server/dist/server.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The load comes from one address: measure the route, not the rate limiter's 429s.
    RATE_LIMIT_PER_MINUTE: '10000000',
    ...env,
  });
  const exited = new Promise<never>((_resolve, reject) =>
    app.child.once('exit', (code) => reject(new Error(`the app exited (${code}) while starting`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 120_000), exited]);
  return app;
};

const adminUrl = (url: string) => {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
};

/** Drops and recreates the bench database: every run starts from the demo catalogue. */
export const resetDatabase = async (url: string) => {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
};

/** A verified viewer with a live session and a few likes and bookmarks: the bearer token. */
export const makeViewer = async (url: string) => {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const name = `bench${randomBytes(4).toString('hex')}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into users (user_name, email, email_verified_at, language)
       values ($1, $2, now(), 'english') returning id`,
      [name, `${name}@bench.example`],
    );
    const userId = rows[0]!.id;
    await db.query(
      `insert into sessions (user_id, token_hash, last_used_at, expires_at)
       values ($1, $2, now(), now() + interval '30 days')`,
      [userId, hash],
    );
    await db.query(
      `insert into film_likes (user_id, film_id) select $1, id from films order by id limit 3`,
      [userId],
    );
    await db.query(
      `insert into film_bookmarks (user_id, film_id) select $1, id from films order by id limit 2`,
      [userId],
    );
    await db.query(
      `insert into watch_progress (user_id, video_id, position_seconds, duration_seconds)
       select $1, id, 10, 60 from videos order by id limit 3`,
      [userId],
    );
    return token;
  } finally {
    await db.end();
  }
};

const getJson = async (url: string, token?: string) => {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as { data: Record<string, unknown> };
};

/** The reads, with ids and a genre taken from the running app's own answers. */
export const discoverReads = async (base: string): Promise<Read[]> => {
  const events = (await getJson(`${base}/api/web-app/event?keySort=createdAt&page=1`)).data;
  const idOf = (item: { id?: string; _id?: string } | undefined) => String(item?._id ?? item?.id);
  const eventId = idOf((events.items as { id: string }[])[0]);
  const films = (await getJson(`${base}/api/films`)).data;
  const first = (films.items as { _id: string; type: string }[])[0]!;
  const film = { id: idOf(first), type: first.type };
  // The genre's id: the answer carries no slug (`genre=undefined` matched no film and walked them all).
  const genres = (await getJson(`${base}/api/films/genres`)).data as unknown as { _id: string }[];
  const detail = (await getJson(`${base}/api/films/${film.id}`)).data;
  const videoId = (detail.episodes as { videoId: string }[])[0]!.videoId;
  const projects = (await getJson(`${base}/api/crowdfunding/projects`)).data;
  const projectId = idOf((projects.items as { id: string }[])[0]);
  const search = (key: string) => `/api/search?key=${encodeURIComponent(key)}`;
  const events1 = '/api/web-app/event?keySort=createdAt&page=1';
  return [
    { name: 'events page 1', path: events1 },
    { name: 'event detail', path: `/api/web-app/event/${eventId}` },
    { name: 'popular keywords', path: '/api/web-app/hot-search' },
    { name: 'films list, latest', path: '/api/films' },
    { name: 'films list, popular', path: '/api/films?sort=popular' },
    { name: `films list, type`, path: `/api/films?type=${film.type}` },
    { name: `films list, genre`, path: `/api/films?genre=${genres[0]!._id}` },
    { name: 'film genres', path: '/api/films/genres' },
    { name: 'film detail (episodes)', path: `/api/films/${film.id}` },
    { name: 'episode playback', path: `/api/films/videos/${videoId}/playback` },
    { name: 'search "Hanok"', path: search('Hanok') },
    { name: 'search 1 syllable 한', path: search('한') },
    { name: 'search 2 syllables 한옥', path: search('한옥') },
    { name: 'search 3 syllables 한옥의', path: search('한옥의') },
    { name: 'crowdfunding list', path: '/api/crowdfunding/projects' },
    { name: 'project page', path: `/api/crowdfunding/projects/${projectId}` },
    { name: 'signed in: film detail', path: `/api/films/${film.id}`, signedIn: true },
    { name: 'signed in: crowdfunding', path: '/api/crowdfunding/projects', signedIn: true },
    {
      name: 'signed in: project page',
      path: `/api/crowdfunding/projects/${projectId}`,
      signedIn: true,
    },
    { name: 'signed in: watch history', path: '/api/films/me/history', signedIn: true },
    { name: 'landing page HTML', path: '/' },
    // As a browser asks (Accept-Encoding): the answer is compressed, once if it is kept.
    { name: 'browser: events page 1', path: events1, browser: true },
    { name: 'browser: films list, latest', path: '/api/films', browser: true },
    { name: 'browser: search 한', path: search('한'), browser: true },
    { name: 'browser: landing page HTML', path: '/', browser: true },
  ];
};

/** Runs every read in every set-up; the PGlite app's memory is sampled while it runs. */
export async function readsBench(options: ReadsOptions) {
  const { appPort, basePort, seconds, warmupSeconds, connections } = options;
  const appBase = `http://127.0.0.1:${appPort}`;
  const baseBase = `http://127.0.0.1:${basePort}`;
  await resetDatabase(options.databaseUrl);
  // "Caches off" turns off the kept sessions too: a signed-in read then pays its session query.
  const pgEnv = (ttl: string, seed: boolean) => ({
    SESSION_CACHE_SECONDS: ttl === '0' ? '0' : '10',
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: String(seed),
    CACHE_TTL_SECONDS: ttl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')),
  });
  const pgliteEnv = (ttl: string) => ({
    SESSION_CACHE_SECONDS: ttl === '0' ? '0' : '10',
    CACHE_TTL_SECONDS: ttl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')),
  });

  // The bodies the baseline sends: the app's own answers on PostgreSQL, as shipped.
  let app = await startApp(appPort, pgEnv('5', true));
  const token = await makeViewer(options.databaseUrl);
  const reads = await discoverReads(appBase);
  // The baseline's path of a read: the signed-in and the browser's answers are other bytes.
  const baselinePath = (read: Read) => {
    const marks = [read.signedIn ? 'viewer=1' : '', read.browser ? 'encoding=br' : ''];
    const query = marks.filter(Boolean).join('&');
    return query ? `${read.path}${read.path.includes('?') ? '&' : '?'}${query}` : read.path;
  };
  const bodies: Record<string, { base64: string; type: string; encoding?: string }> = {};
  const results: ReadResult[] = [];
  for (const read of reads) {
    const answer = await rawAnswer(`${appBase}${read.path}`, headersOf(read, token));
    if (read.browser && answer.encoding !== 'br') {
      throw new Error(`${read.path} was not compressed for a browser (${answer.encoding})`);
    }
    bodies[baselinePath(read)] = {
      base64: answer.body.toString('base64'),
      type: answer.type,
      ...(answer.encoding ? { encoding: answer.encoding } : {}),
    };
    results.push({ ...read, bytes: answer.body.length, runs: {} });
  }
  await app.stop();
  const bodiesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')), 'b.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const baseline = startNode(
    path.join(import.meta.dirname, 'baseline-server.ts'),
    { PORT: String(basePort), BASELINE_BODIES: bodiesFile },
    true,
  );
  await waitFor(`${baseBase}/api/films`);

  const memory: Memory = { idleMb: 0, loadedMb: 0 };
  let floor: Floor | undefined;
  try {
    for (const setup of options.setups) {
      const pgSetup = setup.startsWith('pg') && !setup.startsWith('pglite');
      const ttl = setup.endsWith('Off') ? '0' : '5';
      app = await startApp(appPort, pgSetup ? pgEnv(ttl, false) : pgliteEnv(ttl));
      let sampler: NodeJS.Timeout | undefined;
      if (setup === 'pgliteShipped') {
        // Idle: started, every page asked once, then left alone for a moment.
        for (const read of reads) if (!read.signedIn) await fetch(`${appBase}${read.path}`);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        memory.idleMb = rssMb(app.child.pid);
        sampler = setInterval(() => {
          memory.loadedMb = Math.max(memory.loadedMb, rssMb(app.child.pid));
        }, 200);
      }
      try {
        for (const [i, read] of reads.entries()) {
          // The embedded database has no session of the viewer made on PostgreSQL.
          if (read.signedIn && !pgSetup) continue;
          const headers = headersOf(read, token);
          const appUrl = `${appBase}${read.path}`;
          await load(appUrl, warmupSeconds, connections, headers);
          const base = await load(`${baseBase}${baselinePath(read)}`, seconds, connections);
          const measured = await load(appUrl, seconds, connections, headers);
          results[i]!.runs[setup] = {
            app: measured,
            baseline: base,
            ratio: measured.rps / base.rps,
          };
          console.error(
            `  ${setup} ${read.name}: ${measured.rps.toFixed(0)} / ${base.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}`,
          );
        }
        if (setup === 'pgOff') {
          floor = await measureFloor(options, reads[0]!.path, baseBase, warmupSeconds);
        }
      } finally {
        if (sampler) clearInterval(sampler);
        await app.stop();
      }
    }
  } finally {
    await baseline.stop();
  }
  return { connections, seconds, results, memory, floor };
}

/** A bare Fastify + pg service's req/s and the baseline's, on the events page's rows. */
export interface Floor {
  floor: LoadResult;
  baseline: LoadResult;
  ratio: number;
}

/**
 * The floor of a caches-off read (bench/pg-floor-server.ts): one prepared 20-row query per
 * request and nothing else, against the bench database the app has just seeded, back to back
 * with the baseline sending the events page.
 */
const measureFloor = async (
  options: ReadsOptions,
  eventsPath: string,
  baseBase: string,
  warmupSeconds: number,
): Promise<Floor> => {
  const port = options.basePort + 2;
  const server = startNode(
    path.join(import.meta.dirname, 'pg-floor-server.ts'),
    { PORT: String(port), DATABASE_URL: options.databaseUrl },
    true,
  );
  try {
    const url = `http://127.0.0.1:${port}${eventsPath}`;
    await waitFor(url);
    await load(url, warmupSeconds, options.connections);
    const baseline = await load(`${baseBase}${eventsPath}`, options.seconds, options.connections);
    const floor = await load(url, options.seconds, options.connections);
    console.error(
      `  pgOff floor (Fastify + pg, one query): ${floor.rps.toFixed(0)} / ${baseline.rps.toFixed(0)} req/s, p99 ${floor.p99} ms`,
    );
    return { floor, baseline, ratio: floor.rps / baseline.rps };
  } finally {
    await server.stop();
  }
};

export type ReadsReport = Awaited<ReturnType<typeof readsBench>>;

export const TARGETS = {
  pgOff: 0.25,
  pgOffSignedIn: 0.15,
  pgShipped: 0.5,
  p99Ms: 50,
  pgliteOfPg: 0.35,
  idleMb: 250,
  loadedMb: 400,
};

const f = (n: number | undefined, digits = 2) => (n === undefined ? '-' : n.toFixed(digits));
// A ratio (whose targets are minimums) rounded down, so that one just under its target never
// prints as the target beside its FAIL (0.497 shows 0.49); the small term keeps 0.29 at 0.29.
const ratioText = (n: number | undefined) =>
  n === undefined ? '-' : (Math.floor(n * 100 + 1e-9) / 100).toFixed(2);

/** The table: ratio (p99 ms) per set-up, the embedded/PostgreSQL ratio, pass or fail per row. */
export const printReads = (report: ReadsReport) => {
  console.log(
    `\nPublic reads: app req/s / bare Fastify req/s sending the same bytes, measured back to back` +
      `\n(${report.connections} connections, ${report.seconds} s each; the 2 shared cores make absolute req/s noisy, the ratios compare)`,
  );
  console.log(
    `targets: PostgreSQL caches off >= ${TARGETS.pgOff} (signed in >= ${TARGETS.pgOffSignedIn}), shipped >= ${TARGETS.pgShipped}, p99 <= ${TARGETS.p99Ms} ms; PGlite >= ${TARGETS.pgliteOfPg} of PostgreSQL (caches off)`,
  );
  const head = [
    'read'.padEnd(30),
    'bytes'.padStart(6),
    'base/s'.padStart(7),
    'pg off (p99)'.padStart(15),
    'pg shipped (p99)'.padStart(17),
    'pglite shipped'.padStart(16),
    'pglite off'.padStart(15),
    'lite/pg'.padStart(8),
    '  result',
  ];
  console.log(head.join(''));
  let failures = 0;
  for (const r of report.results) {
    const cell = (s: Setup, width: number) => {
      const run = r.runs[s];
      return (run ? `${ratioText(run.ratio)} (${run.app.p99})` : '-').padStart(width);
    };
    const { pgOff, pgShipped, pgliteOff } = r.runs;
    const liteOfPg = pgliteOff && pgOff ? pgliteOff.app.rps / pgOff.app.rps : undefined;
    const misses: string[] = [];
    const offTarget = r.signedIn ? TARGETS.pgOffSignedIn : TARGETS.pgOff;
    if (pgOff && pgOff.ratio < offTarget) misses.push(`off<${offTarget}`);
    if (pgShipped && pgShipped.ratio < TARGETS.pgShipped)
      misses.push(`shipped<${TARGETS.pgShipped}`);
    if ([pgOff, pgShipped].some((run) => run && run.app.p99 > TARGETS.p99Ms)) misses.push('p99');
    if (liteOfPg !== undefined && liteOfPg < TARGETS.pgliteOfPg) misses.push('lite/pg');
    if ([pgOff, pgShipped, pgliteOff, r.runs.pgliteShipped].some((run) => run && run.app.non2xx))
      misses.push('non-2xx');
    if (misses.length > 0) failures += 1;
    const baseRps = (pgOff ?? pgShipped)?.baseline.rps;
    console.log(
      [
        r.name.padEnd(30),
        String(r.bytes).padStart(6),
        f(baseRps, 0).padStart(7),
        cell('pgOff', 15),
        cell('pgShipped', 17),
        cell('pgliteShipped', 16),
        cell('pgliteOff', 15),
        ratioText(liteOfPg).padStart(8),
        misses.length === 0 ? '  pass' : `  FAIL ${misses.join(', ')}`,
      ].join(''),
    );
  }
  if (report.floor) {
    // The events page serves the floor's rows: its ratio over the floor's is the app's own cost.
    const events = report.results[0]?.runs.pgOff;
    const offRatios = report.results
      .filter((r) => !r.signedIn && r.runs.pgOff)
      .map((r) => r.runs.pgOff!.ratio);
    const { floor } = report;
    console.log(
      `floor, caches off: bare Fastify + pg, one prepared 20-row query per request (bench/pg-floor-server.ts): ${f(floor.floor.rps, 0)} req/s, ${ratioText(floor.ratio)} of bare Fastify (p99 ${floor.floor.p99} ms)` +
        (events
          ? `; the events page (the same rows) ${ratioText(events.ratio / floor.ratio)} of it`
          : '') +
        `; anonymous reads ${ratioText(Math.min(...offRatios))}-${ratioText(Math.max(...offRatios))} of bare Fastify`,
    );
  }
  const { idleMb, loadedMb } = report.memory;
  if (idleMb > 0) {
    console.log(
      `embedded (PGlite) resident memory: idle ${f(idleMb, 0)} MB (target <= ${TARGETS.idleMb}), under the load above ${f(loadedMb, 0)} MB (target <= ${TARGETS.loadedMb})` +
        `  ${idleMb <= TARGETS.idleMb && loadedMb <= TARGETS.loadedMb ? 'pass' : 'FAIL'}`,
    );
  }
  console.log(
    `${report.results.length - failures} of ${report.results.length} reads meet every target`,
  );
  return failures;
};

export interface ScaleOptions {
  seconds: number;
  connections: number;
  appPort: number;
  /** The demo catalogue's database (the same one the reads above use). */
  databaseUrl: string;
  /** Where the app serving the data set at scale listens, beside `appPort`'s demo catalogue. */
  bigPort: number;
  /** The database for the data set at scale (BENCH_BIG_DATABASE_URL). */
  bigDatabaseUrl: string;
  /** Keep a data set already loaded there (BENCH_BIG_REUSE=1) instead of loading it again. */
  reuse: boolean;
}

/** One catalogue's app in the scale step, and its reads by name. */
interface Serving {
  app: Awaited<ReturnType<typeof startApp>>;
  base: string;
  token: string;
  reads: Map<string, Read>;
}

export interface ScaleRow {
  name: string;
  small?: { p50: number; rps: number; non2xx: number };
  big?: { p50: number; rps: number; non2xx: number };
}

/**
 * Issue 14, goal 2: each read with the caches off on the demo catalogue (12 films) and on the
 * data set at scale (bench/dataset.ts), back to back in one run: p50 on one connection and req/s
 * at `connections` (docs/performance.md#at-scale).
 */
export async function scaleBench(options: ScaleOptions) {
  const { appPort, seconds, connections } = options;
  const { loadDataset } = await import('./dataset.ts');
  const bigLoaded = async () => {
    const db = new pg.Client({ connectionString: options.bigDatabaseUrl });
    try {
      await db.connect();
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from films where slug like 'bench-%'`,
      );
      return Number(rows[0]?.n ?? 0) > 0;
    } catch {
      return false;
    } finally {
      await db.end().catch(() => undefined);
    }
  };
  let loadSeconds: number | undefined;
  if (!(options.reuse && (await bigLoaded()))) {
    await resetDatabase(options.bigDatabaseUrl);
    // The app migrates and seeds the demo catalogue (genres, ready videos to copy) first.
    const seeding = await startApp(appPort, {
      DATABASE_URL: options.bigDatabaseUrl,
      SEED_DEMO: 'true',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')),
    });
    await seeding.stop();
    const started = performance.now();
    console.error('loading the data set at scale (bench/dataset.ts)…');
    await loadDataset(options.bigDatabaseUrl, undefined, (line) => console.error(line));
    loadSeconds = (performance.now() - started) / 1000;
  }

  // Both catalogues are served at once, each by its own app, and every read is measured on the
  // two back to back: the other load on the machine, whose speed moved twofold within an hour
  // on some bench machines, then hits both alike and the ratio compares them. The 50-connection
  // runs go small, big, big, small, so that a drift within the read's runs cancels out.
  await resetDatabase(options.databaseUrl);
  const sizes = ['small', 'big'] as const;
  const serving = {} as Record<(typeof sizes)[number], Serving>;
  try {
    for (const size of sizes) {
      const url = size === 'small' ? options.databaseUrl : options.bigDatabaseUrl;
      const port = size === 'small' ? appPort : options.bigPort;
      const app = await startApp(port, {
        DATABASE_URL: url,
        SEED_DEMO: String(size === 'small'),
        CACHE_TTL_SECONDS: '0',
        SESSION_CACHE_SECONDS: '0',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalbit-bench-')),
      });
      const base = `http://127.0.0.1:${port}`;
      serving[size] = { app, base, token: '', reads: new Map() };
      serving[size].token = await makeViewer(url);
      // A browser's compressed answers are the same reads at scale: one row each is enough.
      for (const read of await discoverReads(base))
        if (!read.browser) serving[size].reads.set(read.name, read);
    }
    const rows: ScaleRow[] = [];
    for (const name of serving.small.reads.keys()) {
      const at = (size: (typeof sizes)[number]) => {
        const { base, token, reads } = serving[size];
        const read = reads.get(name)!;
        const headers = headersOf(read, token);
        const target = `${base}${read.path}`;
        // Autocannon stops sending, but the app still answers the requests it queued: one more
        // request waits behind them, so the next run starts on an idle app (a slow read's
        // backlog made the next row's p50 "0", no answer within its run).
        return async (secs: number, conns: number) => {
          const result = await load(target, secs, conns, headers);
          await fetch(target, headers ? { headers } : {}).then((res) => res.arrayBuffer());
          return result;
        };
      };
      const small = at('small');
      const big = at('big');
      // Warm: every pooled connection past its first executions of the read's statements
      // (PostgreSQL plans a prepared statement's first five executions on their own).
      for (const run of [small, big]) await run(1, connections);
      const one = { small: await small(seconds, 1), big: await big(seconds, 1) };
      const many = { small: [] as LoadResult[], big: [] as LoadResult[] };
      for (const [size, run] of [
        ['small', small],
        ['big', big],
        ['big', big],
        ['small', small],
      ] as const) {
        many[size].push(await run(seconds, connections));
      }
      const row: ScaleRow = { name };
      for (const size of sizes) {
        const runs = many[size];
        row[size] = {
          p50: one[size].p50,
          rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
          non2xx: [one[size], ...runs].reduce((sum, r) => sum + r.non2xx, 0),
        };
      }
      rows.push(row);
      console.error(
        `  scale ${name}: p50 ${one.small.p50} -> ${one.big.p50} ms (1 connection), req/s ${many.small.map((r) => r.rps.toFixed(0)).join(' ')} -> ${many.big.map((r) => r.rps.toFixed(0)).join(' ')} (${connections})`,
      );
    }
    return { seconds, connections, loadSeconds, rows };
  } finally {
    for (const size of sizes) await serving[size]?.app.stop();
  }
}

export type ScaleReport = Awaited<ReturnType<typeof scaleBench>>;

export const SCALE_TARGETS = { p50Ms: 5, shortSearchP50Ms: 20, throughputOfSmall: 0.5 };

/** The cost of each read from 12 films to 100,000: p50 and throughput, and their growth. */
export const printScale = (report: ScaleReport) => {
  console.log(
    `\nAt scale (caches off, PostgreSQL): the demo catalogue (12 films) against the data set of bench/dataset.ts` +
      `\n(100,000 films, 200,000 accounts, 1,000,000 comments, 1,000 projects, 50,000 pledges${report.loadSeconds ? `, loaded in ${f(report.loadSeconds, 0)} s` : ''});` +
      ` p50 on one connection, req/s at ${report.connections} connections, ${report.seconds} s each`,
  );
  console.log(
    `targets: p50 <= ${SCALE_TARGETS.p50Ms} ms (Korean search of 1-2 syllables <= ${SCALE_TARGETS.shortSearchP50Ms} ms), req/s at scale >= ${SCALE_TARGETS.throughputOfSmall} of the demo catalogue's`,
  );
  console.log(
    [
      'read'.padEnd(30),
      'p50 12'.padStart(8),
      'p50 100k'.padStart(9),
      'x'.padStart(6),
      'req/s 12'.padStart(9),
      'req/s 100k'.padStart(11),
      'ratio'.padStart(6),
      'target'.padStart(17),
      '  result',
    ].join(''),
  );
  let failures = 0;
  for (const r of report.rows) {
    const { small, big } = r;
    const short = /search [12] syllable/.test(r.name);
    const p50Target = short ? SCALE_TARGETS.shortSearchP50Ms : SCALE_TARGETS.p50Ms;
    const ratio = small && big ? big.rps / small.rps : undefined;
    const misses: string[] = [];
    if (big && big.p50 > p50Target) misses.push(`p50>${p50Target}`);
    if (ratio !== undefined && ratio < SCALE_TARGETS.throughputOfSmall) misses.push('req/s');
    if ((small?.non2xx ?? 0) + (big?.non2xx ?? 0) > 0) misses.push('non-2xx');
    if (misses.length > 0) failures += 1;
    console.log(
      [
        r.name.padEnd(30),
        f(small?.p50, 1).padStart(8),
        f(big?.p50, 1).padStart(9),
        (small && big && small.p50 > 0 ? `${f(big.p50 / small.p50, 1)}` : '-').padStart(6),
        f(small?.rps, 0).padStart(9),
        f(big?.rps, 0).padStart(11),
        ratioText(ratio).padStart(6),
        `p50<=${p50Target} x>=${SCALE_TARGETS.throughputOfSmall}`.padStart(17),
        misses.length === 0 ? '  pass' : `  FAIL ${misses.join(', ')}`,
      ].join(''),
    );
  }
  console.log(`${report.rows.length - failures} of ${report.rows.length} reads meet both targets`);
  return failures;
};
