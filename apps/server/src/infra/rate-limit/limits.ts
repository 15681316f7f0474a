import { AppError } from '../http/app-error.js';
import type { CounterStore } from './counter-store.js';

export interface Limit {
  max: number;
  windowMs: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts one hit on `key`; over the limit it throws a 429 carrying Retry-After. */
export const enforceLimit = async (store: CounterStore, key: string, limit: Limit) => {
  const { count, resetMs } = await store.hit(key, limit.windowMs);
  if (count > limit.max) {
    const retry = seconds(resetMs);
    throw new AppError('rate.limited', {
      params: { seconds: retry },
      headers: { 'retry-after': String(retry) },
    });
  }
};
