/**
 * ffmpeg's `-progress` output (blocks of `key=value` lines, each block closed by
 * `progress=continue` or `progress=end`) turned into a percent of the source's duration. Pure.
 */
export interface ProgressTracker {
  /** Feeds one line; answers the percent when a block closes with a new value. */
  push(line: string): number | undefined;
  readonly percent: number;
  readonly ended: boolean;
}

export const createProgressTracker = (durationSeconds: number): ProgressTracker => {
  let outTimeUs = 0;
  let percent = 0;
  let ended = false;
  return {
    push(line) {
      const eq = line.indexOf('=');
      if (eq < 0) return undefined;
      const key = line.slice(0, eq).trim();
      const value = line.slice(eq + 1).trim();
      // out_time_ms is microseconds as well (a long-standing ffmpeg quirk); out_time_us is exact.
      if (key === 'out_time_us') {
        const us = Number(value);
        if (Number.isFinite(us) && us > outTimeUs) outTimeUs = us;
        return undefined;
      }
      if (key !== 'progress') return undefined;
      if (value === 'end') ended = true;
      const next = ended
        ? 100
        : durationSeconds > 0
          ? Math.min(99.9, (outTimeUs / 1e6 / durationSeconds) * 100)
          : 0;
      const rounded = Math.round(next * 10) / 10;
      if (rounded <= percent && !(ended && percent < 100)) return undefined;
      percent = Math.max(percent, rounded);
      return percent;
    },
    get percent() {
      return percent;
    },
    get ended() {
      return ended;
    },
  };
};
