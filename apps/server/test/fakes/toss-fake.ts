/**
 * A Toss Payments-compatible HTTP server for tests: billing-key issue, billing charge (with
 * Idempotency-Key: the same key answers the same payment, never a second charge) and billing-key
 * removal, behind Basic auth with `<secretKey>:`. Point TOSS_API_BASE at `url`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TossFakeCharge {
  paymentKey: string;
  billingKey: string;
  orderId: string;
  amount: number;
}

export interface TossFake {
  url: string;
  /** Charges really made (a replay by Idempotency-Key adds none). */
  charges: TossFakeCharge[];
  /** Billing keys issued and not removed. */
  billingKeys: Map<string, string>;
  removedKeys: string[];
  /** Authorization headers received, in order. */
  authorizations: string[];
  /** Charges of this customer are declined (REJECT_CARD_PAYMENT). */
  failCustomer(customerKey: string): void;
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

export const startTossFake = async (secretKey: string): Promise<TossFake> => {
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const charges: TossFakeCharge[] = [];
  const billingKeys = new Map<string, string>();
  const removedKeys: string[] = [];
  const authorizations: string[] = [];
  const failing = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();

  const server = createServer((req, res) => {
    void (async () => {
      authorizations.push(req.headers.authorization ?? '');
      if (req.headers.authorization !== expected) {
        send(res, 401, { code: 'UNAUTHORIZED_KEY', message: 'bad key' });
        return;
      }
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = await readJson(req);
      if (req.method === 'POST' && path === '/v1/billing/authorizations/issue') {
        const customerKey = String(body.customerKey ?? '');
        if (!body.authKey || !customerKey || body.authKey === 'invalid') {
          send(res, 400, { code: 'INVALID_AUTH_KEY', message: 'invalid authKey' });
          return;
        }
        const billingKey = `bk_${randomUUID()}`;
        billingKeys.set(billingKey, customerKey);
        send(res, 200, { mId: 'tosspayments', customerKey, billingKey, method: '카드' });
        return;
      }
      const match = /^\/v1\/billing\/([^/]+)$/.exec(path);
      const billingKey = match?.[1] ? decodeURIComponent(match[1]) : undefined;
      if (billingKey && req.method === 'DELETE') {
        if (!billingKeys.delete(billingKey)) {
          send(res, 404, { code: 'NOT_FOUND_BILLING', message: 'unknown billing key' });
          return;
        }
        removedKeys.push(billingKey);
        send(res, 200, {});
        return;
      }
      if (billingKey && req.method === 'POST') {
        const idempotencyKey = req.headers['idempotency-key'];
        const replay = typeof idempotencyKey === 'string' ? replays.get(idempotencyKey) : undefined;
        if (replay) {
          send(res, replay.status, replay.body);
          return;
        }
        const customerKey = billingKeys.get(billingKey);
        let answer: { status: number; body: unknown };
        if (!customerKey || customerKey !== body.customerKey) {
          answer = { status: 404, body: { code: 'NOT_FOUND_BILLING', message: 'unknown key' } };
        } else if (failing.has(customerKey)) {
          answer = { status: 400, body: { code: 'REJECT_CARD_PAYMENT', message: 'declined' } };
        } else {
          const charge = {
            paymentKey: `pay_${randomUUID()}`,
            billingKey,
            orderId: String(body.orderId),
            amount: Number(body.amount),
          };
          charges.push(charge);
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
    })().catch(() => send(res, 500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    charges,
    billingKeys,
    removedKeys,
    authorizations,
    failCustomer: (customerKey) => failing.add(customerKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
