/**
 * A Toss Payments-compatible REST server for tests: billing-key issue, billing charge (with
 * Idempotency-Key: the same key answers the same payment, never a second charge) and billing-key
 * removal, behind Basic auth with `<secretKey>:`. No server imports: the e2e suite reuses it.
 * Point TOSS_API_BASE at its URL.
 *
 * Exported API
 * - `startTossFake(secretKey, { port?, host? })`: listens (port 0 = any free one) and answers a
 *   `TossFake`: `url`, `port`, the recorded state below and `close()`.
 * - `createTossFakeHandler(secretKey)`: the same API as a `(req, res)` handler plus its `state`,
 *   to mount in another server (route `/v1/*` to it; it answers 404 JSON to anything else).
 * - Payment cancel (`POST /v1/payments/{paymentKey}/cancel` with `cancelReason`): a full refund
 *   of a charge; `cancels` lists them (a replay by Idempotency-Key adds none); an unknown or
 *   already cancelled payment answers 400 / 404 as Toss does.
 * - State (`TossFakeState`): `charges` (charges really made), `chargeRequests` (the orderId of
 *   every charge call, replays included), `billingKeys` (issued, not removed: key → customerKey),
 *   `removedKeys`, `removeRequests` (the key of every removal call, repeats included),
 *   `authorizations` (Authorization headers received), `failCustomer(customerKey)`
 *   (declines that customer's charges from then on).
 * - Auth keys (what the card window hands back): any non-empty authKey is accepted, e.g. the
 *   `e2e-auth-…` keys the e2e card page mints, except
 *   - `TOSS_FAKE_AUTH_KEYS.refused` ('invalid') or any key starting with 'e2e-auth-refused': the
 *     issue is refused (400 INVALID_AUTH_KEY), i.e. a bad card at pledge time;
 *   - any key starting with `TOSS_FAKE_AUTH_KEYS.declined` ('declined') or 'e2e-auth-declined':
 *     a billing key is issued, but every charge with it is declined (400 REJECT_CARD_PAYMENT),
 *     i.e. a card that fails when the campaign succeeds.
 *
 * Standalone: `npx tsx apps/server/test/fakes/toss-fake.ts --port 4031 --secret-key test_sk_x`
 * (prints the URL; Ctrl-C stops it).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export const TOSS_FAKE_AUTH_KEYS = { refused: 'invalid', declined: 'declined' } as const;

export interface TossFakeCharge {
  paymentKey: string;
  billingKey: string;
  orderId: string;
  amount: number;
}

export interface TossFakeState {
  /** Charges really made (a replay by Idempotency-Key adds none). */
  charges: TossFakeCharge[];
  /** The orderId of every charge request received, replays included. */
  chargeRequests: string[];
  /** Billing keys issued and not removed (billing key → customerKey). */
  billingKeys: Map<string, string>;
  removedKeys: string[];
  /** The billing key of every removal request received, repeats included. */
  removeRequests: string[];
  /** Authorization headers received, in order. */
  authorizations: string[];
  /** Payment cancels (refunds) really made. */
  cancels: { paymentKey: string; reason: string }[];
  /** Charges of this customer are declined (REJECT_CARD_PAYMENT). */
  failCustomer(customerKey: string): void;
}

export interface TossFakeHandler {
  handle(req: IncomingMessage, res: ServerResponse): void;
  state: TossFakeState;
}

export interface TossFake extends TossFakeState {
  /** Base URL, without a trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const isRefused = (authKey: string) =>
  authKey === TOSS_FAKE_AUTH_KEYS.refused || authKey.startsWith('e2e-auth-refused');
const isDeclined = (authKey: string) =>
  authKey.startsWith(TOSS_FAKE_AUTH_KEYS.declined) || authKey.startsWith('e2e-auth-declined');

export const createTossFakeHandler = (secretKey: string): TossFakeHandler => {
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const failing = new Set<string>();
  const declinedKeys = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const state: TossFakeState = {
    charges: [],
    chargeRequests: [],
    billingKeys: new Map(),
    removedKeys: [],
    removeRequests: [],
    authorizations: [],
    cancels: [],
    failCustomer: (customerKey) => void failing.add(customerKey),
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    state.authorizations.push(req.headers.authorization ?? '');
    if (req.headers.authorization !== expected) {
      send(res, 401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
      return;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = await readJson(req);
    if (req.method === 'POST' && path === '/v1/billing/authorizations/issue') {
      const customerKey = String(body.customerKey ?? '');
      const authKey = typeof body.authKey === 'string' ? body.authKey : '';
      if (!authKey || !customerKey || isRefused(authKey)) {
        send(res, 400, { code: 'INVALID_AUTH_KEY', message: 'invalid authKey' });
        return;
      }
      const billingKey = `bk_${randomUUID()}`;
      state.billingKeys.set(billingKey, customerKey);
      if (isDeclined(authKey)) declinedKeys.add(billingKey);
      send(res, 200, { mId: 'tosspayments', customerKey, billingKey, method: '카드' });
      return;
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (cancel?.[1] && req.method === 'POST') {
      const paymentKey = decodeURIComponent(cancel[1]);
      const idempotencyKey = req.headers['idempotency-key'];
      const replay = typeof idempotencyKey === 'string' ? replays.get(idempotencyKey) : undefined;
      if (replay) {
        send(res, replay.status, replay.body);
        return;
      }
      const charge = state.charges.find((c) => c.paymentKey === paymentKey);
      let answer: { status: number; body: unknown };
      if (!charge) {
        answer = { status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: 'unknown payment' } };
      } else if (typeof body.cancelReason !== 'string' || !body.cancelReason) {
        answer = { status: 400, body: { code: 'INVALID_REQUEST', message: 'cancelReason' } };
      } else if (state.cancels.some((c) => c.paymentKey === paymentKey)) {
        answer = { status: 400, body: { code: 'ALREADY_CANCELED_PAYMENT', message: 'cancelled' } };
      } else {
        state.cancels.push({ paymentKey, reason: body.cancelReason });
        answer = {
          status: 200,
          body: { paymentKey, orderId: charge.orderId, status: 'CANCELED', balanceAmount: 0 },
        };
      }
      if (typeof idempotencyKey === 'string') replays.set(idempotencyKey, answer);
      send(res, answer.status, answer.body);
      return;
    }
    const match = /^\/v1\/billing\/([^/]+)$/.exec(path);
    const billingKey = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (billingKey && req.method === 'DELETE') {
      state.removeRequests.push(billingKey);
      if (!state.billingKeys.delete(billingKey)) {
        send(res, 404, { code: 'NOT_FOUND_BILLING', message: 'unknown billing key' });
        return;
      }
      state.removedKeys.push(billingKey);
      send(res, 200, {});
      return;
    }
    if (billingKey && req.method === 'POST') {
      state.chargeRequests.push(String(body.orderId));
      const idempotencyKey = req.headers['idempotency-key'];
      const replay = typeof idempotencyKey === 'string' ? replays.get(idempotencyKey) : undefined;
      if (replay) {
        send(res, replay.status, replay.body);
        return;
      }
      const customerKey = state.billingKeys.get(billingKey);
      let answer: { status: number; body: unknown };
      if (!customerKey || customerKey !== body.customerKey) {
        answer = { status: 404, body: { code: 'NOT_FOUND_BILLING', message: 'unknown key' } };
      } else if (failing.has(customerKey) || declinedKeys.has(billingKey)) {
        answer = { status: 400, body: { code: 'REJECT_CARD_PAYMENT', message: 'declined' } };
      } else {
        const charge = {
          paymentKey: `pay_${randomUUID()}`,
          billingKey,
          orderId: String(body.orderId),
          amount: Number(body.amount),
        };
        state.charges.push(charge);
        answer = {
          status: 200,
          body: { ...charge, status: 'DONE', totalAmount: charge.amount, method: '카드' },
        };
      }
      if (typeof idempotencyKey === 'string') replays.set(idempotencyKey, answer);
      send(res, answer.status, answer.body);
      return;
    }
    send(res, 404, { code: 'NOT_FOUND', message: 'no such endpoint' });
  };

  return {
    handle: (req, res) => {
      route(req, res).catch(() => send(res, 500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' }));
    },
    state,
  };
};

export const startTossFake = async (
  secretKey: string,
  options: { port?: number; host?: string } = {},
): Promise<TossFake> => {
  const { handle, state } = createTossFakeHandler(secretKey);
  const server = createServer(handle);
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    ...state,
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const argOf = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startTossFake(argOf('secret-key') ?? 'test_sk_dalbit', {
    port: Number(argOf('port') ?? 4031),
    host: argOf('host') ?? '127.0.0.1',
  });
  process.stdout.write(`Toss Payments fake listening on ${fake.url}\n`);
}
