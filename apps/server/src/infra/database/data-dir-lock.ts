import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The embedded database is one process's: a second process writing the same files would corrupt
 * them. This lock file beside the data directory names its holder (pid and host); a holder that
 * no longer runs (a `kill -9`, a power cut) leaves a stale file that the next start takes over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (path: string): Holder | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
};

/** Takes the lock at `path` or throws DataDirLockedError; returns the release. */
export const lockDataDir = (path: string, dataDir: string): (() => void) => {
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const write = (flag: 'wx' | 'w') => writeFileSync(path, `${JSON.stringify(me)}\n`, { flag });
  try {
    write('wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readHolder(path);
    // The same pid on the same host is this process restarted (a container's pid 1): stale.
    const alive =
      holder && holder.host === me.host ? holder.pid !== me.pid && isRunning(holder.pid) : !!holder;
    if (alive && holder) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
          `(since ${holder.startedAt}). One process only may open it: stop that one, give this one ` +
          `another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes. ` +
          `If that process is gone for good, delete ${path}.`,
      );
    }
    write('w');
  }
  return () => {
    const holder = readHolder(path);
    if (holder && holder.pid === me.pid && holder.host === me.host) rmSync(path, { force: true });
  };
};
