import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';

/** The client's patience: the web app gives up on a request after 4 s. */
export const CLIENT_TIMEOUT_MS = 4000;

export interface Answer {
  status: number;
  /** 0 with `timedOut` or a connection error. */
  body: unknown;
  ms: number;
  timedOut: boolean;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP call through nginx, optionally from another loopback address (another client). */
export const call = (
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; from?: string; timeoutMs?: number } = {},
): Promise<Answer> =>
  new Promise((resolve) => {
    const started = performance.now();
    const timeoutMs = options.timeoutMs ?? CLIENT_TIMEOUT_MS;
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            timedOut: false,
            headers: res.headers,
          });
        });
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 0, body: '', ms: timeoutMs, timedOut: true, headers: {} });
    });
    req.on('error', () =>
      resolve({
        status: 0,
        body: '',
        ms: performance.now() - started,
        timedOut: false,
        headers: {},
      }),
    );
    if (payload) req.write(payload);
    req.end();
  });

export const dataOf = <T>(answer: Answer) => (answer.body as { data: T }).data;

/** A plain SQL client on the test's own PostgreSQL. */
export const sqlClient = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/**
 * `count` verified users with live sessions, written straight into the database (sign-up's
 * argon2 is not what this test measures): their bearer tokens, in order.
 */
export const makeUsers = async (db: pg.Client, prefix: string, count: number) => {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await db.query(
      `with u as (
         insert into users (user_name, email, email_verified_at, language)
         values ($1, $2, now(), 'english') returning id)
       insert into sessions (user_id, token_hash, last_used_at, expires_at)
       select id, $3, now(), now() + interval '30 days' from u`,
      [`${prefix}${i}`, `${prefix}${i}@scale.example`, hash],
    );
    tokens.push(token);
  }
  return tokens;
};
