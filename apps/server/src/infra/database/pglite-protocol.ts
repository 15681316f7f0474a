/** The messages between the serving thread and the embedded database's (pglite-worker.ts). */

export interface PgliteThreadOptions {
  /** Undefined means in memory (tests). */
  dataDir: string | undefined;
  /** A data directory PGlite dumped, to start from. */
  loadDataDir: Blob | undefined;
}

/** To the database's thread: a connection's bytes, its end, the thread's, or "still there?". */
export type ToThread =
  | { op: 'wire'; id: number; bytes: Uint8Array }
  | { op: 'end'; id: number }
  | { op: 'close' }
  | { op: 'ping' };

/** From the database's thread. */
export type FromThread =
  | { op: 'ready' }
  | { op: 'failed'; message: string }
  | { op: 'wire'; id: number; bytes: Uint8Array }
  | { op: 'wire-failed'; id: number; message: string }
  | { op: 'closed' }
  | { op: 'pong' };
