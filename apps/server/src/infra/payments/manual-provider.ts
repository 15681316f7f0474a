import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';

/**
 * Development provider, used when the Toss keys are not set: it records reservations and
 * "charges" without moving any money, so the whole pledge flow can be tried locally. A charge
 * answers the same payment key for the same order id, like a real idempotent provider.
 */
export const createManualProvider = (): PaymentProvider => {
  const payments = new Map<string, string>();
  return {
    name: 'manual',
    issueBillingKey: async () => ({ billingKey: `manual-${randomUUID()}` }),
    charge: async ({ orderId }) => {
      const paymentKey = payments.get(orderId) ?? `manual-payment-${randomUUID()}`;
      payments.set(orderId, paymentKey);
      return { paymentKey, status: 'DONE' };
    },
    voidBillingKey: async () => undefined,
    cancelPayment: async () => undefined,
  };
};
