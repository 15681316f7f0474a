import type { AppConfig } from '../../config.js';
import { createManualProvider } from './manual-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createTossProvider } from './toss-provider.js';

export type { PaymentProvider } from './payment-provider.js';
export { PaymentDeclinedError, PaymentUnavailableError } from './payment-provider.js';

/** Toss Payments when its keys are set, else the manual provider (no money moves). */
export const createPaymentProvider = (config: AppConfig): PaymentProvider =>
  config.toss ? createTossProvider(config.toss) : createManualProvider();
