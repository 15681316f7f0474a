import { PaymentDeclinedError, type PaymentProvider } from './payment-provider.js';

export interface TossOptions {
  secretKey: string;
  /** https://api.tosspayments.com, or a local server speaking the same API in tests. */
  apiBase: string;
  timeoutMs?: number;
}

interface TossError {
  code?: string;
  message?: string;
}

/**
 * Toss Payments' automatic-payment (billing) API: Basic auth with `<secretKey>:`, billing keys
 * issued from the widget's authKey, charges with an `Idempotency-Key` equal to the order id so a
 * retried charge (a crash, a time-out, a second job run) returns the first payment.
 */
export const createTossProvider = ({
  secretKey,
  apiBase,
  timeoutMs = 10_000,
}: TossOptions): PaymentProvider => {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const call = async <T>(
    method: 'POST' | 'DELETE',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await fetch(`${apiBase}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const json = (text ? JSON.parse(text) : {}) as T & TossError;
    if (res.status >= 400 && res.status < 500) {
      throw new PaymentDeclinedError(json.code ?? `HTTP_${res.status}`, json.message ?? '');
    }
    if (!res.ok) throw new Error(`Toss answered ${res.status} on ${path}`);
    return json;
  };
  return {
    name: 'toss',
    async issueBillingKey({ customerKey, authKey }) {
      const answer = await call<{ billingKey?: string }>(
        'POST',
        '/v1/billing/authorizations/issue',
        { authKey, customerKey },
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
