import { createHash } from 'node:crypto';
import {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type PaymentProvider,
} from './payment-provider.js';

export interface TossOptions {
  secretKey: string;
  /** https://api.tosspayments.com, or a local server speaking the same API in tests. */
  apiBase: string;
  timeoutMs?: number;
  /** Waits before each retry of a transient failure; tests shorten them. */
  retryDelaysMs?: readonly number[];
}

/** Three retries within about two seconds: a pledge's request must still answer in time. */
export const TOSS_RETRY_DELAYS_MS = [250, 600, 1200] as const;
const MAX_RETRY_AFTER_MS = 3000;

/** 409 (the same request still in flight), 429 and 5xx say "not now", not "no". */
const isTransient = (status: number) => status === 409 || status === 429 || status >= 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TossError {
  code?: string;
  message?: string;
}

/**
 * Toss Payments' automatic-payment (billing) API: Basic auth with `<secretKey>:`, billing keys
 * issued from the widget's authKey, charges with an `Idempotency-Key` equal to the order id so a
 * retried charge (a crash, a time-out, a second job run) returns the first payment. A 409, 429,
 * 5xx or network failure is retried with backoff and the same idempotency key; only another 4xx
 * (a real decline, a bad auth key) is a PaymentDeclinedError. Still failing after the retries:
 * PaymentUnavailableError, which decides nothing.
 */
export const createTossProvider = ({
  secretKey,
  apiBase,
  timeoutMs = 8_000,
  retryDelaysMs = TOSS_RETRY_DELAYS_MS,
}: TossOptions): PaymentProvider => {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const once = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<
    { ok: true; json: T } | { ok: false; status: number | undefined; waitMs?: number }
  > => {
    let res: Response;
    try {
      res = await fetch(`${apiBase}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Refused, reset or timed out: whether Toss acted is unknown; the idempotency key tells.
      return { ok: false, status: undefined };
    }
    const text = await res.text();
    let json: T & TossError;
    try {
      json = (text ? JSON.parse(text) : {}) as T & TossError;
    } catch {
      json = {} as T & TossError;
    }
    if (isTransient(res.status)) {
      const retryAfter = Number(res.headers.get('retry-after'));
      return {
        ok: false,
        status: res.status,
        ...(retryAfter > 0 ? { waitMs: Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS) } : {}),
      };
    }
    if (res.status >= 400) {
      throw new PaymentDeclinedError(json.code ?? `HTTP_${res.status}`, json.message ?? '');
    }
    return { ok: true, json };
  };
  const call = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    let last: number | undefined;
    for (let attempt = 0; ; attempt++) {
      const result = await once<T>(method, path, body, headers);
      if (result.ok) return result.json;
      last = result.status;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) break;
      await sleep(Math.max(delay, result.waitMs ?? 0));
    }
    throw new PaymentUnavailableError(
      last,
      `Toss did not answer ${path.split('/').slice(0, 3).join('/')} (${last ?? 'no response'})`,
    );
  };
  return {
    name: 'toss',
    async issueBillingKey({ customerKey, authKey }) {
      // An authKey is single-use: its digest keys the retries of one issue.
      const key = `issue-${createHash('sha256').update(authKey).digest('hex').slice(0, 40)}`;
      const answer = await call<{ billingKey?: string }>(
        'POST',
        '/v1/billing/authorizations/issue',
        { authKey, customerKey },
        { 'idempotency-key': key },
      );
      if (!answer.billingKey) throw new Error('Toss issued no billing key');
      return { billingKey: answer.billingKey };
    },
    async charge({ billingKey, customerKey, amount, orderId, orderName }) {
      const answer = await call<{ paymentKey?: string; status?: string }>(
        'POST',
        `/v1/billing/${encodeURIComponent(billingKey)}`,
        { customerKey, amount, orderId, orderName },
        { 'idempotency-key': orderId },
      );
      if (!answer.paymentKey || answer.status !== 'DONE') {
        throw new PaymentDeclinedError('NOT_DONE', `payment status ${answer.status ?? 'unknown'}`);
      }
      return { paymentKey: answer.paymentKey, status: answer.status };
    },
    // POST /v1/payments/{paymentKey}/cancel with a cancelReason: a full cancel (refund).
    async cancelPayment({ paymentKey, reason, idempotencyKey }) {
      const answer = await call<{ status?: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
        { cancelReason: reason.slice(0, 200) },
        { 'idempotency-key': idempotencyKey },
      );
      if (answer.status !== 'CANCELED' && answer.status !== 'PARTIAL_CANCELED') {
        throw new PaymentDeclinedError(
          'NOT_CANCELED',
          `payment status ${answer.status ?? 'unknown'}`,
        );
      }
    },
    async voidBillingKey(billingKey) {
      try {
        await call('DELETE', `/v1/billing/${encodeURIComponent(billingKey)}`, undefined);
      } catch (error) {
        // An unknown (already removed) key is what voiding wants anyway.
        if (!(error instanceof PaymentDeclinedError)) throw error;
      }
    },
  };
};
