/**
 * Toss Payments' browser SDK v2, loaded on demand from the address the server configures
 * (payment-config `sdkUrl`). Only the billing-authorisation part the pledge flow uses is typed.
 */
interface BillingAuthRequest {
  method: 'CARD';
  successUrl: string;
  failUrl: string;
  customerEmail?: string;
  customerName?: string;
}

interface TossPaymentsInstance {
  payment(options: { customerKey: string }): {
    requestBillingAuth(request: BillingAuthRequest): Promise<void>;
  };
}

export type TossPaymentsFactory = (clientKey: string) => TossPaymentsInstance;

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
const loads = new Map<string, Promise<TossPaymentsFactory>>();

/** Adds the SDK's script once per address; resolves with `window.TossPayments`. */
export function loadTossPayments(sdkUrl: string): Promise<TossPaymentsFactory> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  const pending = loads.get(sdkUrl);
  if (pending) return pending;
  const load = new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    const timer = window.setTimeout(
      () => fail(new Error('The payment script timed out')),
      SCRIPT_TIMEOUT_MS,
    );
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      // A later attempt (after the network comes back) loads it afresh.
      loads.delete(sdkUrl);
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.TossPayments) resolve(window.TossPayments);
      else fail(new Error('The payment script did not define TossPayments'));
    };
    script.onerror = () => fail(new Error('The payment script did not load'));
    document.head.appendChild(script);
  });
  loads.set(sdkUrl, load);
  return load;
}

/** A rejection of the SDK: Toss errors carry a `code` such as USER_CANCEL. */
export function tossErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}
