/** One progress report of an upload: when, and how many bytes had been sent. */
export interface RateSample {
  at: number;
  bytes: number;
}

/** Speed is measured over the last few seconds, so a pause or a burst shows soon. */
export const RATE_WINDOW_MS = 5000;

/** Adds a sample and drops those older than the window (keeping one just before it). */
export function addSample(samples: RateSample[], sample: RateSample): RateSample[] {
  // A resumed upload starts over from a lower count: the old samples mean nothing then.
  const last = samples.at(-1);
  const kept = last && sample.bytes < last.bytes ? [] : [...samples];
  kept.push(sample);
  while (kept.length > 2 && sample.at - kept[1]!.at >= RATE_WINDOW_MS) kept.shift();
  return kept;
}

/**
 * Bytes per second over the window and the seconds left at that speed; null until two samples
 * a moment apart exist (or while nothing moves).
 */
export function uploadRate(
  samples: RateSample[],
  total: number,
): { bytesPerSecond: number; secondsLeft: number } | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 500) return null;
  const bytesPerSecond = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  if (bytesPerSecond <= 0) return null;
  return { bytesPerSecond, secondsLeft: Math.max(0, (total - last.bytes) / bytesPerSecond) };
}

/** 1.5 MB/s style sizes for the screen (decimal units, one decimal place under 10). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

/** Whole seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
