/**
 * What crowdfunding needs from a payment provider: a billing key when a backer pledges, a charge
 * with it when the campaign succeeds, voiding it when the pledge ends without a charge, and a
 * refund (cancel) of a charge staff decide to pay back.
 */
export interface ChargeRequest {
  billingKey: string;
  customerKey: string;
  /** KRW. */
  amount: number;
  /** Unique per pledge (`pledge-<id>`); also the idempotency key, so a retry never charges twice. */
  orderId: string;
  orderName: string;
}

export interface ChargeResult {
  paymentKey: string;
  status: string;
}

export interface PaymentProvider {
  readonly name: string;
  issueBillingKey(input: { customerKey: string; authKey: string }): Promise<{ billingKey: string }>;
  charge(input: ChargeRequest): Promise<ChargeResult>;
  voidBillingKey(billingKey: string): Promise<void>;
  /**
   * Refunds a charged payment in full (Toss: payment cancel). `idempotencyKey` makes a retry
   * return the first cancel instead of failing on an already cancelled payment.
   */
  cancelPayment(input: {
    paymentKey: string;
    reason: string;
    idempotencyKey: string;
  }): Promise<void>;
}

/** The provider refused (a declined card, an invalid auth key): the pledge cannot go on. */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The provider could not answer for now (a 409 on a request in flight, 429, 5xx, a time-out)
 * even after retries with the same idempotency key: nothing is decided, try again later.
 */
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError';
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}
