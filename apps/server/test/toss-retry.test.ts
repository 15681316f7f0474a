import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
} from '../src/infra/payments/payment-provider.js';
import { createTossProvider } from '../src/infra/payments/toss-provider.js';

/** A Toss stand-in that answers a scripted list of statuses and records each request. */
const scripted = async (answers: { status: number; body?: object; retryAfter?: string }[]) => {
  const requests: { path: string; key: string | undefined }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      requests.push({ path: req.url ?? '', key: req.headers['idempotency-key'] as string });
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 500 };
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
      });
      res.end(JSON.stringify(answer.body ?? { code: `S${answer.status}`, message: 'scripted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const toss = createTossProvider({
    secretKey: 'test_sk',
    apiBase: `http://127.0.0.1:${port}`,
    retryDelaysMs: [5, 5, 5],
  });
  return { toss, requests };
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const charge = {
  billingKey: 'bk_1',
  customerKey: 'ck_1',
  amount: 10_000,
  orderId: 'pledge-7',
  orderName: 'Moon',
};
const done = { status: 200, body: { paymentKey: 'pay_1', status: 'DONE' } };

describe('Toss retries', () => {
  it('retries 429, 5xx and 409 with the same idempotency key until Toss answers', async () => {
    const { toss, requests } = await scripted([
      { status: 429, retryAfter: '0' },
      { status: 503 },
      { status: 409, body: { code: 'ALREADY_PROCESSING_REQUEST' } },
      done,
    ]);
    await expect(toss.charge(charge)).resolves.toEqual({ paymentKey: 'pay_1', status: 'DONE' });
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.key))).toEqual(new Set(['pledge-7']));
  });

  it('gives up with PaymentUnavailableError (nothing decided) after the retries', async () => {
    const { toss, requests } = await scripted([{ status: 502 }]);
    const failure = await toss.charge(charge).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentUnavailableError);
    expect(failure).not.toBeInstanceOf(PaymentDeclinedError);
    expect(requests).toHaveLength(4);
  });

  it('fails a real decline at once, without retrying', async () => {
    const { toss, requests } = await scripted([
      { status: 400, body: { code: 'REJECT_CARD_PAYMENT', message: 'declined' } },
    ]);
    const failure = await toss.charge(charge).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect((failure as PaymentDeclinedError).providerCode).toBe('REJECT_CARD_PAYMENT');
    expect(requests).toHaveLength(1);
  });

  it('keys the retries of a billing-key issue by the auth key', async () => {
    const { toss, requests } = await scripted([
      { status: 500 },
      { status: 200, body: { billingKey: 'bk_new' } },
    ]);
    await expect(toss.issueBillingKey({ customerKey: 'ck', authKey: 'auth-1' })).resolves.toEqual({
      billingKey: 'bk_new',
    });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.key).toMatch(/^issue-[0-9a-f]{40}$/);
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });
});
