/** Milliseconds since the epoch; services take one so tests can move time. */
export type Clock = () => number;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
