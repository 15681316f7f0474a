/** The scale test's checks through nginx; each returns its figures and throws on a failure. */
import type pg from 'pg';
import { call, dataOf, makeUsers, type Answer } from './http.js';
import type { createSmtpSink } from './services.js';
import { sleep, waitFor } from './services.js';

export type Figures = Record<string, string | number>;

const expect = (condition: boolean, message: string) => {
  if (!condition) throw new Error(message);
};

const count = (answers: Answer[], status: number) =>
  answers.filter((a) => a.status === status).length;
const refused = (a: Answer) => (a.body as { code?: string }).code === 'auth.invalid_credentials';

/** A funding project with one reward of `stock`, ending in a day. */
const makeProject = async (db: pg.Client, stock: number) => {
  const { rows } = await db.query<{ project: string; product: string }>(
    `with p as (
       insert into projects (title_kr, title_eng, goal_amount, starts_at, ends_at, state, publish_at)
       values ('규모 시험', 'Scale test', 10000, now() - interval '1 day', now() + interval '1 day',
               'funding', now() - interval '2 days')
       returning id)
     insert into project_products (project_id, name_kr, name_eng, price, stock_limit, estimated_delivery)
     select id, '한정 리워드', 'Limited reward', 10000, $1, '2027-01' from p
     returning project_id as project, id as product`,
    [stock],
  );
  const row = rows[0];
  if (!row) throw new Error('no project');
  return row;
};

const BURST_TIMEOUT_MS = 30_000;

export const pledgesCheck = async (port: number, db: pg.Client) => {
  const tokens = await makeUsers(db, 'backer', 50);
  const { project, product } = await makeProject(db, 10);
  const keys = await Promise.all(
    tokens.map(async (token) => {
      const res = await call(port, 'GET', '/api/crowdfunding/payment-config', { token });
      return dataOf<{ customerKey: string }>(res).customerKey;
    }),
  );
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map((token, i) =>
      call(port, 'POST', `/api/crowdfunding/projects/${project}/pledges`, {
        token,
        body: {
          items: [{ productId: String(product), quantity: 1 }],
          billing: { customerKey: keys[i], authKey: `scale-auth-${i}` },
        },
        // What is checked here is the stock, not the speed: a burst of 50 card registrations on
        // a busy machine may take longer than a person's 4 s patience.
        timeoutMs: BURST_TIMEOUT_MS,
      }),
    ),
  );
  const ms = performance.now() - started;
  const created = answers.filter((a) => a.status === 200 || a.status === 201).length;
  const soldOut = answers.filter(
    (a) => a.status === 409 && (a.body as { code?: string }).code === 'project.sold_out',
  ).length;
  const { rows } = await db.query<{ reserved: number; sold: number }>(
    `select (select count(*)::int from pledges where project_id = $1 and status = 'reserved') as reserved,
            (select sold from project_products where id = $2) as sold`,
    [project, product],
  );
  const reserved = rows[0]?.reserved ?? -1;
  expect(
    created === 10 && reserved === 10 && rows[0]?.sold === 10,
    `pledges: ${created} answered, ${reserved} reserved, sold ${rows[0]?.sold} (${answers.map((a) => a.status).join(',')})`,
  );
  expect(
    soldOut === 40,
    `pledges: ${soldOut} sold-out answers of 40 (${answers.map((a) => a.status).join(',')})`,
  );
  return {
    project,
    figures: {
      'pledges sent (parallel, distinct users)': 50,
      'pledges reserved (stock 10)': reserved,
      'pledges answered sold out': soldOut,
      'pledge burst (ms)': Math.round(ms),
    } satisfies Figures,
  };
};

export const likesCheck = async (port: number, db: pg.Client): Promise<Figures> => {
  const tokens = await makeUsers(db, 'fan', 50);
  const { rows } = await db.query<{ id: string }>('select id from films order by id limit 1');
  const film = rows[0]?.id;
  expect(film !== undefined, 'no film to like (the demo seed did not run)');
  const answers = await Promise.all(
    tokens.map((token) =>
      call(port, 'POST', `/api/films/${film}/like`, { token, timeoutMs: BURST_TIMEOUT_MS }),
    ),
  );
  const detail = await call(port, 'GET', `/api/films/${film}`);
  const likeCount = dataOf<{ likeCount: number }>(detail).likeCount;
  expect(count(answers, 200) === 50, `likes: ${count(answers, 200)} of 50 answered 200`);
  expect(likeCount === 50, `likes: the film counts ${likeCount}, not 50`);
  return { 'likes sent (parallel, distinct users)': 50, 'like count afterwards': likeCount };
};

export const signInLimitCheck = async (
  port: number,
  metricsPorts: [number, number],
): Promise<Figures> => {
  const attempt = (from: string, i: number) =>
    call(port, 'POST', '/api/user/login', {
      from,
      body: {
        userEmail: `nobody${i}-${from}@scale.example`,
        password: 'Wrong#Pass1',
        language: 'english',
      },
    });
  const first: Answer[] = [];
  for (let i = 0; i < 30; i++) first.push(await attempt('127.0.0.2', i));
  const over = await attempt('127.0.0.2', 30);
  const other = await attempt('127.0.0.3', 0);
  const wrong = first.filter(refused).length;
  expect(
    wrong === 30,
    `sign-in: ${wrong} of the first 30 were refused as wrong (${first[0]?.status})`,
  );
  expect(over.status === 429, `sign-in: the 31st attempt answered ${over.status}, not 429`);
  expect(refused(other), `sign-in: another client address answered ${other.status}, not a refusal`);
  // Both processes took sign-ins: the limit held because the count is shared, not local.
  const served = await Promise.all(
    metricsPorts.map(async (p) => {
      const text = await (await fetch(`http://127.0.0.1:${p}/metrics`)).text();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('dalbit_http_request_duration_seconds_count{') &&
            l.includes('route="/api/user/login"') &&
            l.includes('status="400"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    }),
  );
  expect(
    served.every((n) => n > 0),
    `sign-in: one process took none of the attempts (${served.join(', ')})`,
  );
  return {
    'wrong sign-ins from 127.0.0.2 before 429': wrong,
    'wrong sign-ins taken per web process': served.join(' + '),
    '31st attempt from 127.0.0.2': over.status,
    'next attempt from 127.0.0.3': `${other.status} (wrong password, not limited)`,
  };
};

/** What a settle that did not happen leaves to read: the project, its pledges, the queue's runs. */
const settleState = async (db: pg.Client, project: string): Promise<string> => {
  const read = async (sql: string, params: unknown[] = []) => {
    try {
      const { rows } = await db.query(sql, params);
      return rows.map((r) => JSON.stringify(r)).join('\n      ') || '(none)';
    } catch (error) {
      return `(unreadable: ${(error as Error).message})`;
    }
  };
  return [
    `    project: ${await read(
      `select state, outcome, ends_at, settled_at, now() as db_now from projects where id = $1`,
      [project],
    )}`,
    `    pledges: ${await read(
      `select status, count(*)::int as n, max(settling_until) as lease from pledges
        where project_id = $1 group by status`,
      [project],
    )}`,
    `    settle runs: ${await read(
      `select state, created_on, started_on, completed_on, output from pgboss.job
        where name = 'crowdfunding.settle-ended-projects' order by created_on desc limit 8`,
    )}`,
    `    cron: ${await read(
      `select (select cron_on from pgboss.version) as cron_on,
              (select count(*)::int from pgboss.schedule) as schedules,
              (select count(*)::int from pgboss.job where name = '__pgboss__send-it') as send_it`,
    )}`,
    `    sessions: ${await read(
      `select application_name, state, wait_event_type, wait_event,
              now() - xact_start as in_transaction, left(query, 120) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (state <> 'idle' or wait_event_type = 'Lock')`,
    )}`,
  ].join('\n');
};

export const settleCheck = async (db: pg.Client, project: string): Promise<Figures> => {
  await db.query(`update projects set ends_at = now() - interval '1 second' where id = $1`, [
    project,
  ]);
  const started = Date.now();
  try {
    await waitFor(
      'the campaign to be settled',
      async () => {
        const { rows } = await db.query('select settled_at from projects where id = $1', [project]);
        return rows[0]?.settled_at !== null;
      },
      150_000,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await settleState(db, project)}`, {
      cause: error,
    });
  }
  const seconds = (Date.now() - started) / 1000;
  await sleep(6000);
  const { rows } = await db.query<{
    charged: number;
    keys: number;
    runs: number;
    reported: number;
  }>(
    `select (select count(*)::int from pledges where project_id = $1 and status = 'charged') as charged,
            (select count(distinct payment_key)::int from pledges where project_id = $1) as keys,
            (select count(*)::int from pgboss.job where name = 'crowdfunding.settle-ended-projects'
               and state = 'completed') as runs,
            (select coalesce(sum((output->>'charged')::int), 0)::int from pgboss.job
               where name = 'crowdfunding.settle-ended-projects') as reported`,
    [project],
  );
  const r = rows[0];
  if (!r) throw new Error('settle: no figures');
  expect(
    r?.charged === 10 && r.keys === 10,
    `settle: ${r?.charged} charged, ${r?.keys} payment keys`,
  );
  expect(r?.reported === 10, `settle: the jobs report ${r?.reported} charges, not 10`);
  return {
    'campaign settled after (s)': Math.round(seconds),
    'pledges charged': r.charged,
    'charges reported by all settle runs': r.reported,
    'settle runs so far (one per minute, across 3 processes)': r.runs,
  };
};

export const mailCheck = async (
  port: number,
  db: pg.Client,
  sink: ReturnType<typeof createSmtpSink>,
): Promise<Figures> => {
  const to = 'receipt-while-down@scale.example';
  await sink.down();
  const res = await call(port, 'POST', '/api/web-app/apply', {
    from: '127.0.0.4',
    body: {
      name: 'Scale Studio',
      projectTitle: 'Mail While Down',
      videoType: 'short_movie',
      projectContent: 'A receipt sent while the mail server is away.',
      email: to,
      mobile: '010-1234-5678',
      fundingGoal: 1_000_000,
      productionDuration: '3 months',
      language: 'english',
    },
  });
  expect(res.status === 201, `mail: the application answered ${res.status}`);
  await waitFor(
    'a failed mail try',
    async () => {
      const { rows } = await db.query(
        `select 1 from pgboss.job where name = 'mail.send' and state = 'retry' and data->>'to' = $1`,
        [to],
      );
      return rows.length === 1;
    },
    20_000,
  );
  await sleep(2000);
  const downAt = sink.inbox.filter((m) => m.to.includes(to)).length;
  await sink.up();
  const back = Date.now();
  await waitFor(
    'the mail after SMTP is back',
    async () => sink.inbox.some((m) => m.to.includes(to)),
    90_000,
  );
  const seconds = (Date.now() - back) / 1000;
  await sleep(5000);
  const received = sink.inbox.filter((m) => m.to.includes(to)).length;
  expect(downAt === 0 && received === 1, `mail: ${received} copies arrived (${downAt} while down)`);
  return {
    'mail arrived after SMTP came back (s)': seconds.toFixed(1),
    'copies received': received,
  };
};

/** Redis stopped: the app keeps serving and limiting (in memory), logged once; then it is back. */
export const redisDownCheck = async (
  port: number,
  stopRedis: () => Promise<void>,
  startRedis: () => Promise<void>,
): Promise<Figures> => {
  await stopRedis();
  const answers: Answer[] = [];
  for (let i = 0; i < 6; i++) {
    answers.push(
      await call(port, 'POST', '/api/user/login', {
        from: '127.0.0.5',
        body: {
          userEmail: `redis${i}@scale.example`,
          password: 'Wrong#Pass1',
          language: 'english',
        },
      }),
    );
  }
  const films = await call(port, 'GET', '/api/films?pageSize=6');
  await startRedis();
  const served = answers.filter(refused).length;
  expect(
    served === 6,
    `Redis down: ${served} of 6 sign-ins answered (${answers.map((a) => a.status).join(',')})`,
  );
  expect(films.status === 200, `Redis down: the catalogue answered ${films.status}`);
  return {
    'Redis down: sign-ins answered (limits in memory)': `${served} of 6`,
    'Redis down: catalogue': films.status,
  };
};
